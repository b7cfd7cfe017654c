import { OTP_LENGTH } from '@self-storage/core';
import { digitsOnly } from '@self-storage/core/forms';
import type { CatalogKey } from '@self-storage/locales';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface OtpInputProps {
  label: string;
  /** The digits entered so far, at most OTP_LENGTH; a gap is a space. */
  value: string;
  onValue(value: string): void;
  error?: CatalogKey | undefined;
}

const POSITIONS = Array.from({ length: OTP_LENGTH }, (_, index) => index);

/**
 * Six one-digit boxes (SPEC section 5): digits only, typing moves on, backspace on an empty box
 * moves back, and pasting or autofilling a whole code fills every box. The first box has focus
 * when the screen opens: the code is the one thing to type there.
 */
export const OtpInput = ({ label, value, onValue, error }: OtpInputProps) => {
  const { t } = useTranslation();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const errorId = useId();
  const digits = POSITIONS.map((index) => value[index]?.trim() ?? '');

  // After the frame's own move of focus to the new page (shell/app-shell.tsx), which runs later;
  // never away from a box the customer is already typing in.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      if (!boxes.current.some((box) => box === document.activeElement)) boxes.current[0]?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  const focus = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes `typed` from box `index` on; returns the box after the last one written. */
  const fill = (index: number, typed: string): number => {
    const next = [...digits];
    [...typed].slice(0, OTP_LENGTH - index).forEach((digit, offset) => {
      next[index + offset] = digit;
    });
    onValue(next.map((digit) => digit || ' ').join(''));
    return index + typed.length;
  };

  /** A whole code (paste, autofill) starts at the first box, wherever the caret was. */
  const enter = (index: number, typed: string) => {
    if (typed === '') return;
    const start = typed.length >= OTP_LENGTH ? 0 : index;
    focus(fill(start, typed.slice(0, OTP_LENGTH)));
  };

  const onInput = (index: number, raw: string) => {
    if (raw === '') {
      fill(index, ' ');
      return;
    }
    const old = digits[index] ?? '';
    // Typing into a filled box whose digit was not selected: keep only the new key.
    const typed = old !== '' && raw.length === 2 && raw.includes(old) ? raw.replace(old, '') : raw;
    enter(index, digitsOnly(typed));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      fill(index - 1, ' ');
      focus(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focus(index + 1);
    }
  };

  return (
    <fieldset
      className={`fieldset field otp-field${error ? ' field--invalid' : ''}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">{label}</legend>
      <div className="otp">
        {POSITIONS.map((index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className="otp__box field__input"
            type="text"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={t('register.otp.digitLabel', { n: index + 1 })}
            aria-invalid={error ? true : undefined}
            value={digits[index]}
            onFocus={(event) => event.target.select()}
            onChange={(event) => onInput(index, event.target.value)}
            onPaste={(event) => {
              event.preventDefault();
              enter(index, digitsOnly(event.clipboardData.getData('text')));
            }}
            onKeyDown={(event) => onKeyDown(index, event)}
          />
        ))}
      </div>
      {error ? (
        <p id={errorId} className="field__error">
          {t(error)}
        </p>
      ) : null}
    </fieldset>
  );
};
