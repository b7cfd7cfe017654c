import type { Statement } from '@self-storage/core';
import { useTranslation } from 'react-i18next';
import { useMoney } from './use-money.ts';

/** A payment net of withholding tax: the statement's arithmetic under its amount (gross − withheld = net). */
export const DueNowNote = ({
  dueNow,
  testId = 'due-now-withholding',
}: {
  dueNow: Statement['due_now'];
  testId?: string;
}) => {
  const { t } = useTranslation();
  const money = useMoney();
  if (dueNow.withheld === 0) return null;
  return (
    <p className="field__hint" data-testid={testId}>
      {t('tax.choiceFigures', {
        gross: money.baht(dueNow.amount),
        withheld: money.baht(dueNow.withheld),
        net: money.baht(dueNow.net),
      })}
    </p>
  );
};
