import { withholdingFromBaht } from '@self-storage/core/figures';
import { useTranslation } from '#app/translation.tsx';
import { useChooseWithholding, useTaxDocuments, useWithholding } from '#data/tax.ts';
import { useSubmit } from '#shell/use-submit.ts';
import { useMoney } from '#signed-in/use-money.ts';

/**
 * Paying a later bill, a company may choose to pay net of withholding tax. The choice is the
 * booking's, kept by the server, so the QR, card or kiosk payment opened next charges the net; the
 * server's figures show the arithmetic (gross − withheld = net).
 */
export const WithholdingChoice = ({ customerServiceId }: { customerServiceId: number }) => {
  const { t } = useTranslation();
  const money = useMoney();
  const submit = useSubmit();
  const documents = useTaxDocuments();
  const rate = documents.data?.withholding_rate_percent;
  const choice = useWithholding(customerServiceId, Boolean(rate));
  const choose = useChooseWithholding(customerServiceId);
  if (!rate || !choice.data) return null;
  const due = choice.data.due;
  const figures = due && choice.data.withholding ? withholdingFromBaht(due) : undefined;
  return (
    <div className="withholding-option">
      <label className="check">
        <input
          type="checkbox"
          name="withholding"
          checked={choice.data.withholding}
          onChange={(event) => {
            const wanted = event.target.checked;
            void submit(
              () => choose.mutateAsync(wanted),
              () => {},
            );
          }}
        />
        <span>{t('tax.choice', { rate })}</span>
      </label>
      {figures ? (
        <p data-testid="withholding-figures">
          {t('tax.choiceFigures', {
            gross: money.satang(figures.gross),
            withheld: money.satang(figures.withheld),
            net: money.satang(figures.net),
          })}
        </p>
      ) : null}
      <p className="field__hint">
        {t('tax.choiceHint', { rate, days: documents.data?.certificate_days ?? 0 })}
      </p>
    </div>
  );
};
