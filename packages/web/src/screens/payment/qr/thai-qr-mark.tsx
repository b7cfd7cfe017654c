import { useTranslation } from 'react-i18next';

/**
 * The Thai QR Payment banner a PromptPay QR is shown under at every Thai bank and shop, so the
 * customer knows the code at once as one any banking app pays; pictures, named in the page's language.
 */
export const ThaiQrMark = () => {
  const { t } = useTranslation();
  return (
    <img
      className="qr__mark"
      src="/icons/thai-qr-payment.svg"
      alt={t('payment.qr.mark')}
      width="240"
      height="40"
    />
  );
};

/** The PromptPay word mark under the QR. */
export const PromptPayMark = () => {
  const { t } = useTranslation();
  return (
    <img
      className="qr__promptpay"
      src="/icons/promptpay.svg"
      alt={t('payment.qr.promptPay')}
      width="136"
      height="28"
    />
  );
};
