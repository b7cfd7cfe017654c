import { formatCountdown } from '@self-storage/core';
import { useTranslation } from '#app/translation.tsx';

/** The payment countdown as hh:mm:ss (SPEC section 9). Announced only on request, not each second. */
export const Countdown = ({ seconds }: { seconds: number }) => {
  const { t } = useTranslation();
  return (
    <div className="countdown">
      <span className="countdown__label" id="countdown-label">
        {t('payment.countdownLabel')}
      </span>
      <span
        className="countdown__time"
        role="timer"
        aria-labelledby="countdown-label"
        data-testid="countdown"
      >
        {formatCountdown(seconds)}
      </span>
      <span className="countdown__note">{t('payment.expiresNotice')}</span>
    </div>
  );
};
