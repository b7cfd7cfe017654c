import { type WithholdingBaht, withholdingToBaht } from '@self-storage/core/figures';
import type { SandboxContext } from '../context.ts';
import type { BookingRow } from '../data/bookings.ts';
import { paymentRate } from '../ledger/net-payment.ts';
import { chooseWithholding, type NetPayment, withholdingOfPayment } from './withholding.ts';

/**
 * A checkout's `withholding` (an extension): when given, it becomes the booking's choice before
 * the payment is opened. Answers the rate the payment is opened with.
 */
export const checkoutRate = (
  ctx: SandboxContext,
  customerId: number,
  booking: BookingRow,
  withholding: boolean | undefined,
): number => {
  if (withholding !== undefined) chooseWithholding(ctx, customerId, booking.id, withholding);
  return paymentRate(ctx, booking);
};

/** What a payment opened net of withholding comes to, as the checkout reply states it. */
export const checkoutWithholding = (
  ctx: SandboxContext,
  payment: NetPayment,
): WithholdingBaht | undefined => {
  const withheld = withholdingOfPayment(ctx, payment);
  return withheld && withholdingToBaht(withheld);
};
