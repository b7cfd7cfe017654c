import type { CatalogKey } from '@self-storage/locales';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface SelectOption {
  value: number;
  label: string;
}

interface SelectFieldProps {
  label: string;
  name: string;
  placeholder: string;
  options: readonly SelectOption[];
  value: number | undefined;
  onValue(value: number): void;
  disabled?: boolean;
  /** Why the field is disabled or what to choose, shown under the label. */
  hint?: string | undefined;
  error?: CatalogKey | undefined;
}

/** A labelled native dropdown of ids, with its hint and error tied to it for screen readers. */
export const SelectField = (props: SelectFieldProps) => {
  const { label, name, placeholder, options, value, onValue, disabled, hint, error } = props;
  const { t } = useTranslation();
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        <span className="field__required" aria-hidden="true">
          {' *'}
        </span>
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <select
        id={id}
        name={name}
        className="field__input"
        value={value ?? ''}
        disabled={disabled}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => {
          const chosen = Number(event.target.value);
          if (Number.isSafeInteger(chosen) && chosen > 0) onValue(chosen);
        }}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
};
