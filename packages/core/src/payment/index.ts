/**
 * Listening for a QR payment: `paymentEvents` (the event stream, reconnecting),
 * `QrPaymentWatcher` (a store with countdown and confirm, for UIs) and `waitForPayment` (one
 * promise, for scripts).
 *
 * @module @self-storage/core/payment
 */

export { systemTimers, type Timers } from '../dates/timers.ts';
export { inquiryOutcome, type QrInquiry, type QrPaymentOutcome } from './inquiry.ts';
export { kioskCountdownEnd } from './kiosk-countdown.ts';
export {
  type ConnectionChange,
  type FetchLike,
  PAYMENT_EVENTS_MAX_REFUSALS,
  type PaymentEventsOptions,
  paymentEvents,
} from './payment-events.ts';
export {
  type QrPaymentPhase,
  type QrPaymentState,
  QrPaymentWatcher,
  type QrPaymentWatcherOptions,
  watchQrPayment,
} from './qr-payment-watcher.ts';
export { ALWAYS_VISIBLE, type Visibility } from './visibility.ts';
export { type WaitForPaymentOptions, waitForPayment } from './wait-for-payment.ts';
