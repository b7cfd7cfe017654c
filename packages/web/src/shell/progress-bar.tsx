import type { CatalogKey } from '@self-storage/locales';
import { useTranslation } from 'react-i18next';

/** The booking flow's four steps and re-payment's two (SPEC section 2). */
export const BOOKING_STEPS = [
  'progress.selectService',
  'progress.selectUnit',
  'progress.summary',
  'progress.payment',
] as const satisfies readonly CatalogKey[];
export const REPAYMENT_STEPS = [
  'progress.summary',
  'progress.payment',
] as const satisfies readonly CatalogKey[];

interface ProgressBarProps {
  steps: readonly CatalogKey[];
  /** 1-based number of the step the user is on. */
  current: number;
}

export const ProgressBar = ({ steps, current }: ProgressBarProps) => {
  const { t } = useTranslation();
  return (
    <nav className="progress" aria-label={t('progress.label')}>
      <ol className="progress__list">
        {steps.map((key, index) => {
          const number = index + 1;
          const status = number < current ? 'done' : number === current ? 'current' : 'todo';
          return (
            <li key={key} className={`progress__step progress__step--${status}`}>
              <span className="progress__marker" aria-hidden="true">
                {status === 'done' ? '✓' : number}
              </span>
              <span className="progress__label" aria-current={status === 'current' ? 'step' : undefined}>
                <span className="visually-hidden">
                  {t('common.stepOf', { current: number, total: steps.length })}{' '}
                </span>
                {t(key)}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
};
