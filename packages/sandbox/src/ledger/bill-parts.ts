import { type WithholdingSatang, withholdingOf } from '@self-storage/core/figures';
import type { SandboxContext } from '../context.ts';
import { feesOfBooking } from '../data/booking-fees.ts';
import { findInvoice } from '../data/invoices.ts';

/**
 * The deposits in a bill, satang: bill 1 carries the booking's extra fees, and those refunded at
 * the end of the rental carry neither VAT nor withholding.
 */
export const depositsIn = (ctx: SandboxContext, invoiceId: number): number => {
  const invoice = findInvoice(ctx.store, invoiceId);
  if (invoice?.installment_no !== 1) return 0;
  return feesOfBooking(ctx.store, invoice.booking_id)
    .filter((fee) => fee.deposit)
    .reduce((sum, fee) => sum + fee.amount_satang, 0);
};

/** One bill's withholding at a rate (0: paid in full), from its amount and deposits. */
export const billWithholding = (
  ctx: SandboxContext,
  invoiceId: number,
  ratePercent: number,
): WithholdingSatang => {
  const gross = findInvoice(ctx.store, invoiceId)?.amount_satang ?? 0;
  return withholdingOf(gross, depositsIn(ctx, invoiceId), ratePercent);
};
