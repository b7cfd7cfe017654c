import { PAYMENT_METHOD, type PaymentMethodId, REPAYMENT_METHODS } from '../constants.ts';
import type { Booking } from '../contract/types.ts';
import { SelfStorageError } from '../errors.ts';
import { toSatang } from '../money/satang.ts';
import { type AppRoute, paymentRoute } from './routes.ts';

/** What paying an existing booking again costs now, in satang: its amount due. */
export const repaymentAmount = (booking: Booking): number => toSatang(booking.amount_due);

/**
 * The amount to re-pay, which SPEC section 5 requires above 0; otherwise a SelfStorageError with
 * code `no_amount` and `errors.noAmount`.
 */
export const requireRepaymentAmount = (booking: Booking): number => {
  const amount = repaymentAmount(booking);
  if (amount <= 0) {
    throw new SelfStorageError({
      code: 'no_amount',
      key: 'errors.noAmount',
      message: `Nothing to pay on booking ${booking.booking_number}`,
    });
  }
  return amount;
};

/** The offered methods re-payment may use: QR and card only. */
export const repaymentMethods = (offered: readonly { id: PaymentMethodId }[]): PaymentMethodId[] =>
  offered.map((method) => method.id).filter((id) => REPAYMENT_METHODS.includes(id));

/** The re-payment screen of a method; kiosk is not a re-payment method. */
export const repaymentRoute = (method: PaymentMethodId): AppRoute => {
  if (!REPAYMENT_METHODS.includes(method)) {
    throw new SelfStorageError({
      code: 'invalid_input',
      key: 'errors.paymentRequire',
      field: 'paymentMethod',
      message: `Method ${method} cannot re-pay; use ${PAYMENT_METHOD.qr} or ${PAYMENT_METHOD.card}`,
    });
  }
  return paymentRoute(method);
};
