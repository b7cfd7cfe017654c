import { BRANCH_PHONES, type BranchKey } from '@self-storage/core';
import { useTranslation } from 'react-i18next';

const FEATURES = [
  'home.features.sizes',
  'home.features.access',
  'home.features.branches',
  'home.features.security',
  'home.features.payment',
] as const;

/** The home page's marketing side: description, five features and the branches' phones. */
export const MarketingPanel = () => {
  const { t } = useTranslation();
  return (
    <section className="marketing" aria-labelledby="marketing-title">
      <h2 id="marketing-title" className="marketing__title">
        {t('home.title')}
      </h2>
      <p className="marketing__description">{t('home.description')}</p>
      <h3 className="marketing__subtitle">{t('home.featuresTitle')}</h3>
      <ul className="marketing__features">
        {FEATURES.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <h3 className="marketing__subtitle">{t('home.branchesTitle')}</h3>
      <ul className="marketing__branches">
        {(Object.entries(BRANCH_PHONES) as [BranchKey, string][]).map(([key, phone]) => {
          const name = t(`home.branches.${key}.name`);
          return (
            <li key={key} className="branch">
              <span className="branch__name">{name}</span>
              <a
                className="branch__phone"
                href={`tel:${phone.replace(/\D/g, '')}`}
                aria-label={t('home.callBranch', { branch: name, phone })}
              >
                {t('home.phoneLabel')} {phone}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
};
