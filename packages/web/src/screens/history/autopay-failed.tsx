import type { Statement } from '@self-storage/core';
import { autopayFailure } from '@self-storage/core/figures';
import { useTranslation } from 'react-i18next';

/** A line on a rental in history when its last autopay charge failed, naming why. */
export const AutopayFailed = ({ statement }: { statement: Statement | undefined }) => {
  const { t } = useTranslation();
  const failure = statement && autopayFailure(statement.autopay);
  if (!failure) return null;
  return (
    <span data-testid="history-autopay-failed">
      {t('autopay.historyFailed', { reason: t(`autopay.outcomes.${failure.outcome}`) })}
    </span>
  );
};
