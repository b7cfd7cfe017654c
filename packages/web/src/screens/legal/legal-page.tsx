import { COOKIE_POLICY_VERSION, PRIVACY_NOTICE_VERSION, TERMS_VERSION } from '@self-storage/core';
import { formatDate } from '@self-storage/core/dates';
import { ROUTES } from '@self-storage/core/flow';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#app/use-language.ts';
import { Link } from '#shell/link.tsx';
import { Page } from '#shell/page.tsx';

type LegalDocument = 'terms' | 'privacy' | 'cookies';

const DOCUMENTS: Record<LegalDocument, { route: string; version: string }> = {
  terms: { route: ROUTES.termsOfUse, version: TERMS_VERSION },
  privacy: { route: ROUTES.privacyPolicy, version: PRIVACY_NOTICE_VERSION },
  cookies: { route: ROUTES.cookiePolicy, version: COOKIE_POLICY_VERSION },
};

interface Section {
  title: string;
  body: string;
}

/** A section's body: one paragraph a line, runs of "- " lines as a list. */
const paragraphs = (body: string): ReactNode[] => {
  const blocks: ReactNode[] = [];
  let items: string[] = [];
  const flush = () => {
    if (items.length > 0) {
      blocks.push(
        <ul key={blocks.length}>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>,
      );
    }
    items = [];
  };
  for (const line of body.split('\n')) {
    if (line.startsWith('- ')) {
      items.push(line.slice(2));
      continue;
    }
    flush();
    blocks.push(<p key={blocks.length}>{line}</p>);
  }
  flush();
  return blocks;
};

/** One of the footer's legal pages, with its effective date, contents and the other two pages. */
const LegalPage = ({ document }: { document: LegalDocument }) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const sections = Object.entries(
    t(`legal.${document}.sections`, { returnObjects: true }) as Record<string, Section>,
  );
  return (
    <Page title={t(`legal.${document}.title`)} width="wide" intro={t(`legal.${document}.intro`)}>
      <p className="legal__effective">
        {t('legal.effective', { date: formatDate(DOCUMENTS[document].version, language) })}
      </p>
      <nav className="legal__contents" aria-label={t('legal.contents')}>
        <h2 className="legal__contents-title">{t('legal.contents')}</h2>
        <ol>
          {sections.map(([key, section]) => (
            <li key={key}>
              <a href={`#${key}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="legal">
        {sections.map(([key, section]) => (
          <Fragment key={key}>
            <h2 id={key} className="legal__heading">
              {section.title}
            </h2>
            {paragraphs(section.body)}
          </Fragment>
        ))}
      </div>
      <nav className="legal__others" aria-label={t('legal.otherPages')}>
        <h2 className="legal__contents-title">{t('legal.otherPages')}</h2>
        <ul>
          {(Object.keys(DOCUMENTS) as LegalDocument[])
            .filter((other) => other !== document)
            .map((other) => (
              <li key={other}>
                <Link to={DOCUMENTS[other].route}>{t(`legal.${other}.title`)}</Link>
              </li>
            ))}
        </ul>
      </nav>
    </Page>
  );
};

export const TermsPage = () => <LegalPage document="terms" />;
export const PrivacyPage = () => <LegalPage document="privacy" />;
export const CookiePage = () => <LegalPage document="cookies" />;
