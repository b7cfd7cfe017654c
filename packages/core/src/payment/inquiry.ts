import type { QrStatus } from '../contract/types.ts';
import { SelfStorageError } from '../errors.ts';

/** How a QR payment ends: success page, timeout message, or payment-fail page. */
export type QrPaymentOutcome = 'paid' | 'timeout' | 'failed';

/** What qr/inquire answers (`client.payment.qrInquire`). */
export interface QrInquiry {
  success: boolean;
  status: QrStatus;
}

/**
 * SPEC section 4: success goes to the success page, a timeout (the countdown ended unpaid, or
 * the QR expired) to the timeout message, anything else to payment-fail.
 */
export const inquiryOutcome = (inquiry: QrInquiry, countdownEnded: boolean): QrPaymentOutcome => {
  if (inquiry.success || inquiry.status === 'paid') return 'paid';
  if (inquiry.status === 'expired') return 'timeout';
  if (inquiry.status === 'failed') return 'failed';
  return countdownEnded ? 'timeout' : 'failed';
};

export const paymentWatchStopped = (): SelfStorageError =>
  new SelfStorageError({ code: 'aborted', key: 'payment.qr.error', message: 'Payment watch stopped' });
