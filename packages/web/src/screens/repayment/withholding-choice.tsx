import type { Statement } from '@self-storage/core';
import { useTranslation } from 'react-i18next';
import { DueNowNote } from '#signed-in/due-now-note.tsx';
import type { WithholdingChoiceState } from './use-withholding-choice.ts';

/**
 * Paying a later bill, a company may choose to pay net of withholding tax. The choice is the
 * booking's, kept by the server, so the QR, card or kiosk payment opened next charges the net;
 * the statement's due now shows the arithmetic (gross − withheld = net) once the server has it.
 */
export const WithholdingChoice = ({
  choice,
  dueNow,
}: {
  choice: WithholdingChoiceState;
  /** The statement's due now, when it is the last choice's. */
  dueNow: Statement['due_now'] | undefined;
}) => {
  const { t } = useTranslation();
  const { rate } = choice;
  if (!rate) return null;
  return (
    <div className="withholding-option">
      <label className="check">
        <input
          type="checkbox"
          name="withholding"
          checked={choice.chosen}
          onChange={(event) => choice.choose(event.target.checked)}
        />
        <span>{t('tax.choice', { rate })}</span>
      </label>
      {!choice.chosen ? null : dueNow ? (
        <DueNowNote dueNow={dueNow} testId="withholding-figures" />
      ) : (
        <p className="field__hint" role="status">
          {t('paying.netPending')}
        </p>
      )}
      <p className="field__hint">{t('tax.choiceHint', { rate, days: choice.certificateDays })}</p>
    </div>
  );
};
