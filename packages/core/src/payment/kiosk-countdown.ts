import { BOOKING_HOLD_MS, PAYMENT_COUNTDOWN_S } from '../constants.ts';

/**
 * When the kiosk page stops waiting for the payment (SPEC section 9's 600 s countdown), in the
 * server's epoch milliseconds; NaN for an unreadable deadline. A kiosk payment starts when the
 * booking is made, which is when its hold started: the payment deadline less the hold. Counted
 * from there, not from when the page opened, a reload or a second tab shows the same time.
 */
export const kioskCountdownEnd = (paymentDeadline: string): number =>
  Date.parse(paymentDeadline) - BOOKING_HOLD_MS + PAYMENT_COUNTDOWN_S * 1000;
