import { PAYMENT_METHOD, type PaymentMethodId } from '@self-storage/core';
import type { CatalogKey } from '@self-storage/locales';
import { useTranslation } from 'react-i18next';

const TEXTS: Record<PaymentMethodId, { label: CatalogKey; description: CatalogKey }> = {
  [PAYMENT_METHOD.qr]: { label: 'payment.methods.qr', description: 'payment.methods.qrDescription' },
  [PAYMENT_METHOD.kiosk]: { label: 'payment.methods.kiosk', description: 'payment.methods.kioskDescription' },
  [PAYMENT_METHOD.card]: { label: 'payment.methods.card', description: 'payment.methods.cardDescription' },
};

interface PaymentMethodsProps {
  /** Only the methods the server offers are shown (SPEC section 2). */
  offered: readonly PaymentMethodId[];
  value: PaymentMethodId | undefined;
  onChange(method: PaymentMethodId): void;
  /** Shows `errors.paymentRequire` under the choices. */
  missing: boolean;
}

export const PaymentMethods = ({ offered, value, onChange, missing }: PaymentMethodsProps) => {
  const { t } = useTranslation();
  if (offered.length === 0) return <p className="notice">{t('summary.noPaymentMethods')}</p>;
  return (
    <fieldset className="fieldset methods" aria-describedby={missing ? 'payment-method-error' : undefined}>
      <legend className="fieldset__legend">{t('summary.paymentMethodTitle')}</legend>
      {offered.map((method) => (
        <label key={method} className={`method${value === method ? ' method--selected' : ''}`}>
          <input
            type="radio"
            name="paymentMethod"
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
          />
          <span className="method__text">
            <span className="method__label">{t(TEXTS[method].label)}</span>
            <span className="method__description">{t(TEXTS[method].description)}</span>
          </span>
        </label>
      ))}
      {missing ? (
        <p id="payment-method-error" className="field__error" role="alert">
          {t('errors.paymentRequire')}
        </p>
      ) : null}
    </fieldset>
  );
};
