import type { Language } from '@self-storage/core';
import { bangkokYear, formatYear } from '@self-storage/core/dates';
import { ROUTES } from '@self-storage/core/flow';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { parseSocialLinks, type SocialLink } from '#app/social-links.ts';
import { Link } from './link.tsx';

const LEGAL_LINKS = [
  { key: 'footer.termsOfUse', to: ROUTES.termsOfUse },
  { key: 'footer.privacyPolicy', to: ROUTES.privacyPolicy },
  { key: 'footer.cookiePolicy', to: ROUTES.cookiePolicy },
] as const;

/** The Bangkok year the build ran in (vite.config.ts), which the prerender wrote into the footer. */
const BUILD_YEAR = Number(import.meta.env.VITE_BUILD_YEAR) || bangkokYear();
const unchanging = () => () => {};

/**
 * The year now in Bangkok; while React hydrates a prerendered footer, the build's year it holds,
 * so a device in another year (or a build from last December) never makes hydration disagree.
 * React draws the device's year right after.
 */
const useYear = (): number => useSyncExternalStore(unchanging, bangkokYear, () => BUILD_YEAR);

const NETWORK_NAMES = { facebook: 'Facebook', line: 'LINE', instagram: 'Instagram' } as const;

/** The configured social channels, each an icon link; nothing at all when none is configured. */
export const SocialLinks = ({ links }: { links: readonly SocialLink[] }) => {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <div className="footer__social">
      <span className="footer__follow">{t('footer.followUs')}</span>
      <ul className="footer__social-links">
        {links.map(({ network, url }) => (
          <li key={network}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('footer.socialLink', { network: NETWORK_NAMES[network] })}
            >
              <img src={`/social/${network}.svg`} alt="" width="28" height="28" loading="lazy" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
};

export const Footer = () => {
  const { t, i18n } = useTranslation();
  const year = useYear();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <nav aria-label={t('footer.legalLinks')}>
          <ul className="footer__links">
            {LEGAL_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={link.to}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* Known at build time: a build without social links ships none of their code. */}
        {import.meta.env.VITE_SOCIAL_LINKS ? (
          <SocialLinks links={parseSocialLinks(import.meta.env.VITE_SOCIAL_LINKS)} />
        ) : null}
        <p className="footer__copyright">
          {/* The year as every date is written: Buddhist era in Thai (core's dates). */}
          {t('footer.copyright', { year: formatYear(year, i18n.language as Language) })}
        </p>
      </div>
    </footer>
  );
};
