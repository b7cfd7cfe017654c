import { useTranslation } from 'react-i18next';
import { useTaxDocuments } from '#data/tax.ts';

/**
 * A company's choice to pay this booking net of withholding tax (the server offers it to
 * corporate accounts only, at the operator's rate). The payment page then charges the net the
 * server works out; nothing shows for a person or a server without the extension.
 */
export const WithholdingOption = ({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
}) => {
  const { t } = useTranslation();
  const documents = useTaxDocuments();
  const rate = documents.data?.withholding_rate_percent;
  if (!rate) return null;
  return (
    <div className="withholding-option">
      <label className="check">
        <input
          type="checkbox"
          name="withholding"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{t('tax.choice', { rate })}</span>
      </label>
      <p className="field__hint">
        {t('tax.choiceHint', { rate, days: documents.data?.certificate_days ?? 0 })}
      </p>
    </div>
  );
};
