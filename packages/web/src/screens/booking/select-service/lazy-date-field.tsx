import { formatDate } from '@self-storage/core';
import { lazy, Suspense } from 'react';
import { useLanguage } from '#app/use-language.ts';
import type { DateFieldProps } from '#shell/date-field.tsx';

// The calendar (react-aria, about 80 KB gzip) is a chunk of its own, asked for as soon as this
// screen's code runs, so the form paints at once and no route chunk carries it.
const loading = import('#shell/date-field.tsx');
const DateField = lazy(() => loading.then(({ DateField }) => ({ default: DateField })));

/** Until the calendar's code is there: the field as it will look, its date written as core writes dates. */
const Placeholder = ({ label, value, hint }: DateFieldProps) => {
  const { language } = useLanguage();
  return (
    <div className="field date-field" aria-busy="true">
      <span className="field__label">{label}</span>
      {hint ? <p className="field__hint">{hint}</p> : null}
      <div className="date-field__group">
        <span className="date-field__input">{value ? formatDate(value, language) : ''}</span>
      </div>
    </div>
  );
};

/** A date field with its calendar (`#shell/date-field.tsx`), loaded with this screen. */
export const LazyDateField = (props: DateFieldProps) => (
  <Suspense fallback={<Placeholder {...props} />}>
    <DateField {...props} />
  </Suspense>
);
