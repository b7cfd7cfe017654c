import type { SandboxContext } from '../context.ts';
import { findPayment, type PaymentRow } from './payments.ts';

/**
 * The customer's pending QR for exactly these invoices, while it has not expired: a second
 * checkout (a reload, a second tab, a retry) shows the same QR instead of making another one that
 * could be paid twice.
 */
export const liveQrFor = (
  ctx: SandboxContext,
  customerId: number,
  invoiceIds: readonly number[],
): PaymentRow | undefined => {
  const wanted = [...new Set(invoiceIds)].sort((a, b) => a - b).join(',');
  const row = ctx.store.get<{ uuid: string }>(
    `SELECT p.uuid FROM payments p
     WHERE p.customer_id = ? AND p.kind = 'qr' AND p.status = 'pending' AND p.expires_at > ?
       AND (SELECT group_concat(invoice_id, ',') FROM
             (SELECT invoice_id FROM payment_invoices WHERE payment_uuid = p.uuid ORDER BY invoice_id)) = ?
     ORDER BY p.created_at DESC LIMIT 1`,
    customerId,
    ctx.now(),
    wanted,
  );
  return row ? findPayment(ctx, row.uuid) : undefined;
};
