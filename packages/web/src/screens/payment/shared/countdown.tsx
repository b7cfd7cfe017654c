import { BOOKING_HOLD_HOURS } from '@self-storage/core';
import { formatCountdown } from '@self-storage/core/dates';
import { useTranslation } from 'react-i18next';

interface CountdownProps {
  seconds: number;
  /** What runs out; "Time left to pay" unless told. */
  label?: string;
  /** The line under the time; SPEC section 9's "expires in 2 hours" (core's hold) unless told. */
  note?: string;
}

/** The payment countdown as hh:mm:ss (SPEC section 9). Announced only on request, not each second. */
export const Countdown = ({ seconds, label, note }: CountdownProps) => {
  const { t } = useTranslation();
  return (
    <div className="countdown">
      <span className="countdown__label" id="countdown-label">
        {label ?? t('payment.countdownLabel')}
      </span>
      <span
        className="countdown__time"
        role="timer"
        aria-labelledby="countdown-label"
        data-testid="countdown"
      >
        {formatCountdown(seconds)}
      </span>
      <span className="countdown__note">
        {note ?? t('payment.expiresNotice', { hours: BOOKING_HOLD_HOURS })}
      </span>
    </div>
  );
};
