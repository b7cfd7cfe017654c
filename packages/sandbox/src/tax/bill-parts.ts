import { type WithholdingSatang, withholdingOf } from '@self-storage/core/figures';
import type { SandboxContext } from '../context.ts';
import { DEPOSIT_NAMES_EN } from '../receipts/deposits.ts';

/**
 * The deposits in a bill, satang: bill 1 carries the booking's extra fees, and those refunded at
 * the end of the rental carry neither VAT nor withholding.
 */
export const depositsIn = (ctx: SandboxContext, invoiceId: number): number => {
  const invoice = ctx.store.get<{ booking_id: number; installment_no: number }>(
    'SELECT booking_id, installment_no FROM invoices WHERE id = ?',
    invoiceId,
  );
  if (invoice?.installment_no !== 1) return 0;
  return ctx.store
    .all<{ name_en: string; amount_satang: number }>(
      'SELECT name_en, amount_satang FROM booking_fees WHERE booking_id = ?',
      invoice.booking_id,
    )
    .filter((fee) => DEPOSIT_NAMES_EN.has(fee.name_en))
    .reduce((sum, fee) => sum + fee.amount_satang, 0);
};

/** One bill's withholding at a rate (0: paid in full), from its amount and deposits. */
export const billWithholding = (
  ctx: SandboxContext,
  invoiceId: number,
  ratePercent: number,
): WithholdingSatang => {
  const gross =
    ctx.store.get<{ amount_satang: number }>('SELECT amount_satang FROM invoices WHERE id = ?', invoiceId)
      ?.amount_satang ?? 0;
  return withholdingOf(gross, depositsIn(ctx, invoiceId), ratePercent);
};
