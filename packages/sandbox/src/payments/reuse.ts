import type { SandboxContext } from '../context.ts';
import { findPayment, type PaymentKind, type PaymentRow } from './payments.ts';

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
): PaymentRow | undefined => {
  const wanted = [...new Set(invoiceIds)].sort((a, b) => a - b).join(',');
  const row = ctx.store.get<{ uuid: string }>(
    `SELECT p.uuid FROM payments p
     WHERE p.customer_id = ? AND p.kind = ? AND p.status = 'pending' AND p.expires_at > ? AND p.withholding_percent = ?
       AND (SELECT group_concat(invoice_id, ',') FROM
             (SELECT invoice_id FROM payment_invoices WHERE payment_uuid = p.uuid ORDER BY invoice_id)) = ?
     ORDER BY p.created_at DESC LIMIT 1`,
    customerId,
    kind,
    ctx.now(),
    withholdingPercent,
    wanted,
  );
  return row ? findPayment(ctx, row.uuid) : undefined;
};
