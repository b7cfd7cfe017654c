import type { CatalogKey } from '@self-storage/locales';
import { type InputHTMLAttributes, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '#app/use-hydrated.ts';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  label: string;
  value: string;
  onValue(value: string): void;
  /** Catalogue key of the rule this value breaks, shown under the field. */
  error?: CatalogKey | undefined;
  /** A short rule shown under the label (e.g. "Digits only, up to 15"). */
  hint?: string | undefined;
  /**
   * A password field with a button that shows what is typed: a toggle (aria-pressed) named "Show
   * password", pointing at its input, its eye drawn by the stylesheet. The input stays a password
   * field for password managers until it is pressed.
   */
  revealable?: boolean;
}

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export const TextField = ({
  label,
  value,
  onValue,
  error,
  hint,
  required,
  revealable,
  ...input
}: TextFieldProps) => {
  const { t } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(false);
  // What is typed into prerendered HTML before hydration never reaches React's state, so a field
  // takes input only once the page is live (readonly looks the same and keeps it focusable).
  const hydrated = useHydrated();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
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
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <input
        {...input}
        type={shown ? 'text' : input.type}
        id={id}
        className="field__input"
        value={value}
        required={required}
        readOnly={input.readOnly || !hydrated}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onValue(event.target.value)}
      />
      {revealable ? (
        <button
          type="button"
          className="field__toggle"
          aria-pressed={shown}
          aria-controls={id}
          aria-label={t('account.showPassword')}
          onClick={() => setShown(!shown)}
        />
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
};
