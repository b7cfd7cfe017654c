import { nameIn } from '@self-storage/core/figures';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#app/use-language.ts';
import { useBranches } from '#data/catalogue.ts';

/** Where to pay: every branch has a kiosk; the booking's own branch comes first. */
export const KioskBranches = ({ bookedBranchId }: { bookedBranchId: number }) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const branches = useBranches().data ?? [];
  if (branches.length === 0) return null;
  const ordered = [...branches].sort(
    (a, b) => Number(b.id === bookedBranchId) - Number(a.id === bookedBranchId),
  );
  return (
    <section className="kiosk__where" aria-labelledby="kiosk-where">
      <h2 id="kiosk-where" className="kiosk__heading">
        {t('payment.kiosk.whereTitle')}
      </h2>
      <ul className="kiosk__branches">
        {ordered.map((branch) => (
          <li key={branch.id}>
            <strong>{t('payment.kiosk.branch', { name: nameIn(branch, language) })}</strong>
            {branch.id === bookedBranchId ? <span> {t('payment.kiosk.yourBranch')}</span> : null}
            {branch.phone ? (
              <>
                {' · '}
                <a href={`tel:${branch.phone.replace(/[^\d+]/g, '')}`}>{branch.phone}</a>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
};
