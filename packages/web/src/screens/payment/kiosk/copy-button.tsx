import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Copies the pay reference as it is typed at a kiosk (no spaces), and says so. */
export const CopyButton = ({ text }: { text: string }) => {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--secondary kiosk__copy"
        onClick={() =>
          void navigator.clipboard.writeText(text).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        {t('payment.kiosk.copy')}
      </button>
      <span className="kiosk__copied" role="status">
        {copied ? t('payment.kiosk.copied') : ''}
      </span>
    </>
  );
};
