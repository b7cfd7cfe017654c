import { DURATION_MONTHS, endAfterMonths, type IsoDate } from '@self-storage/core/dates';
import { useTranslation } from 'react-i18next';

interface DurationChoicesProps {
  start: IsoDate;
  end: IsoDate;
  onEnd(end: IsoDate): void;
}

/**
 * 1, 3, 6 or 12 months from the start in one tap, beside the end date's calendar; the one the
 * chosen end matches is pressed. Without a start date there is nothing to count from.
 */
export const DurationChoices = ({ start, end, onEnd }: DurationChoicesProps) => {
  const { t } = useTranslation();
  return (
    <fieldset className="durations">
      <legend className="durations__label">{t('service.duration')}</legend>
      <div className="durations__choices">
        {DURATION_MONTHS.map((months) => {
          const candidate = start ? endAfterMonths(start, months) : '';
          return (
            <button
              key={months}
              type="button"
              className="durations__choice"
              disabled={!start}
              aria-pressed={start !== '' && candidate === end}
              onClick={() => onEnd(candidate)}
            >
              {months === 1 ? t('service.oneMonth') : t('service.months', { count: months })}
            </button>
          );
        })}
      </div>
      {start ? null : <p className="field__hint">{t('service.durationNeedsStart')}</p>}
    </fieldset>
  );
};
