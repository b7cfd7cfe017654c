import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '#shell/text-field.tsx';

interface PromoCodeProps {
  /** The code the current calculation was made with; empty for none. */
  applied: string;
  /** The promotion's name when one is applied. */
  promotionName: string | undefined;
  /** Recalculates with the code; resolves to the server's reason ('' for none) when it refuses it. */
  onApply(code: string): Promise<string | undefined>;
  onRemove(): void;
}

/**
 * The promotion code, validated by pricing again with it (SPEC section 5): the summary's price of a
 * booking, and the extend screen's price of the added days, which follow the same promotion terms.
 */
export const PromoCode = ({ applied, promotionName, onApply, onRemove }: PromoCodeProps) => {
  const { t } = useTranslation();
  const [code, setCode] = useState(applied);
  // Why the code was refused; undefined while it is not.
  const [refusal, setRefusal] = useState<string>();

  // Nothing typed: say so at the field rather than do nothing.
  const [empty, setEmpty] = useState(false);

  const apply = async () => {
    const trimmed = code.trim();
    setEmpty(!trimmed);
    if (!trimmed) return;
    setRefusal(await onApply(trimmed));
  };

  return (
    <div className="promo">
      <div className="promo__row">
        <TextField
          label={t('summary.promo.label')}
          name="promoCode"
          placeholder={t('summary.promo.placeholder')}
          autoComplete="off"
          value={code}
          onValue={(value) => {
            setCode(value.toUpperCase());
            setRefusal(undefined);
            setEmpty(false);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void apply();
          }}
          // Without a reason from the server, the catalogue's own refusal.
          error={empty ? 'summary.promo.empty' : refusal === '' ? 'summary.promo.invalid' : undefined}
        />
        <button type="button" className="button button--secondary promo__apply" onClick={() => void apply()}>
          {t('summary.promo.validate')}
        </button>
      </div>
      {refusal ? (
        // The server says why (unknown, expired, not yet valid, rent below its minimum).
        <p className="field__error" role="alert">
          {refusal}
        </p>
      ) : null}
      {applied && promotionName ? (
        <p className="notice notice--success promo__applied" role="status">
          <span>{t('summary.promo.applied', { name: promotionName })}</span>
          <button
            type="button"
            className="button button--link"
            onClick={() => {
              setCode('');
              onRemove();
            }}
          >
            {t('summary.promo.remove')}
          </button>
        </p>
      ) : null}
    </div>
  );
};
