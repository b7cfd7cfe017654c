import type { SandboxContext } from '../context.ts';
import { type PaymentKind, type PaymentRow, reusablePayment } from '../data/payments.ts';

/**
 * The customer's pending payment of this kind for exactly these invoices, while it has not
 * expired: a second checkout (a reload, a second tab, a retry, Back from the card page) hands
 * back the same QR or card page instead of opening another that could be paid twice. One opened
 * at another withholding rate (the choice changed since) is not it: its amount is not the one due.
 */
export const livePaymentFor = (
  ctx: SandboxContext,
  kind: PaymentKind,
  customerId: number,
  invoiceIds: readonly number[],
  withholdingPercent = 0,
): PaymentRow | undefined =>
  reusablePayment(ctx.store, { customerId, kind, withholdingPercent, invoiceIds }, ctx.now());
