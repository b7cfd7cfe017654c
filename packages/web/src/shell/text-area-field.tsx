import type { CatalogKey } from '@self-storage/locales';
import { type TextareaHTMLAttributes, useId } from 'react';
import { useTranslation } from 'react-i18next';

interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'onChange' | 'value'> {
  label: string;
  value: string;
  onValue(value: string): void;
  /** Catalogue key of the rule this value breaks, shown under the field. */
  error?: CatalogKey | undefined;
}

/** A labelled text of several lines (an address), its error tied to it as TextField's is. */
export const TextAreaField = ({ label, value, onValue, error, required, ...area }: TextAreaFieldProps) => {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      <textarea
        rows={3}
        {...area}
        id={id}
        className="field__input"
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onValue(event.target.value)}
      />
      {error ? (
        <p id={errorId} className="field__error">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
};
