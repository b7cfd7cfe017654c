import { chargeDueBills } from './autopay/charge.ts';
import { recordExpiries } from './bookings/events.ts';
import { applyOverduePolicy } from './bookings/overdue.ts';
import type { SandboxContext } from './context.ts';
import { issueDueCreditNotes } from './tax/refunds-due.ts';

/**
 * What falls due with the sandbox's clock, applied on a timer, whenever the test clock moves and
 * before bookings are read: autopay's charges of bills due, the overdue policy of those still
 * unpaid, then the credit notes of move-out refunds whose date has come, and the webhook
 * deliveries whose next attempt is due. Idempotent.
 */
export const applyDuePolicies = (ctx: SandboxContext): void => {
  chargeDueBills(ctx);
  applyOverduePolicy(ctx);
  issueDueCreditNotes(ctx);
  recordExpiries(ctx);
  ctx.webhooks.pump();
};
