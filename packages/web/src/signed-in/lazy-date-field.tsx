import { formatDateNumeric } from '@self-storage/core/dates';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazy } from '#app/lazy.ts';
import { useLanguage } from '#app/use-language.ts';
import type { DateFieldProps } from '#shell/date-field.tsx';

// The calendar (react-aria, about 80 KB gzip) is a chunk of its own, fetched once the customer
// reaches for the form (SelectService's `wantCalendar`): opening the screen stays as light as it
// was, and no route chunk carries it.
// A failed fetch (offline a moment) is tried again on the next focus rather than leaving the
// dates stuck on their stand-ins.
const calendar = lazy(() => import('#shell/date-field.tsx'));
type DateFieldModule = Awaited<ReturnType<typeof calendar.load>>;

const fetchInto = (set: (update: () => DateFieldModule) => void): void => {
  calendar.load().then(
    (module) => set(() => module),
    () => undefined,
  );
};

interface LazyDateFieldProps extends DateFieldProps {
  /** Whether to load the calendar now. */
  load: boolean;
}

/**
 * Until the calendar's code is there: the field as it will look (day/month/year, the year in the
 * reader's era), focusable. Focus on it asks for the calendar, which then takes the focus over.
 */
const Placeholder = ({ label, value, hint, onFocus }: DateFieldProps & { onFocus(): void }) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <div className="field date-field" aria-busy="true">
      <span className="field__label">
        {label}
        <span className="field__required" aria-hidden="true">
          {' *'}
        </span>
      </span>
      {hint ? <p className="field__hint">{hint}</p> : null}
      <button
        type="button"
        className="date-field__group date-field__stand-in"
        aria-label={label}
        onFocus={onFocus}
      >
        {value ? (
          <span className="date-field__input">{formatDateNumeric(value, language)}</span>
        ) : (
          <span className="date-field__input date-field__input--empty">{t('calendar.placeholder')}</span>
        )}
      </button>
    </div>
  );
};

/** A date field with its calendar (`#shell/date-field.tsx`), loaded once wanted. */
export const LazyDateField = ({ load, ...props }: LazyDateFieldProps) => {
  const [loaded, setLoaded] = useState(calendar.current);
  const focused = useRef(false);
  const slot = useRef<HTMLDivElement>(null);
  const fetchCalendar = () => fetchInto(setLoaded);
  useEffect(() => {
    if (load) fetchInto(setLoaded);
  }, [load]);
  // The stand-in had the focus: its replacement's first part takes it.
  useEffect(() => {
    if (loaded && focused.current) slot.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
  }, [loaded]);
  return (
    <div ref={slot} className="date-field__slot">
      {loaded ? (
        <loaded.DateField {...props} />
      ) : (
        <Placeholder
          {...props}
          onFocus={() => {
            focused.current = true;
            fetchCalendar();
          }}
        />
      )}
    </div>
  );
};
