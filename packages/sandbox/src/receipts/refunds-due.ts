import type { SandboxContext } from '../context.ts';
import { bangkokDate } from '../time.ts';
import { sendCreditNoteMail } from './credit-note-mail.ts';
import { type DueNotice, issueCreditNote } from './credit-notes.ts';

/**
 * Every refund whose date has come by the sandbox's clock gets its credit note, mailed with it,
 * each in one transaction: a notice in force (a withdrawn one refunds nothing) that refunds
 * money, whose move-out date is past. Runs with the overdue policy: on reads of bookings, when
 * the test clock moves, and each minute.
 */
export const issueDueCreditNotes = (ctx: SandboxContext): void => {
  const due = ctx.store.all<DueNotice>(
    `SELECT n.id, n.booking_id, b.customer_id, n.move_out_date, n.refund_satang
     FROM move_out_notices n JOIN bookings b ON b.id = n.booking_id
     WHERE n.withdrawn_at IS NULL AND n.refund_satang > 0 AND n.move_out_date < ?
       AND NOT EXISTS (SELECT 1 FROM credit_notes c WHERE c.notice_id = n.id)
     ORDER BY n.move_out_date, n.id`,
    bangkokDate(ctx.now()),
  );
  for (const notice of due) {
    ctx.store.transaction(() => {
      const note = issueCreditNote(ctx, notice);
      sendCreditNoteMail(ctx, notice.customer_id, notice.booking_id, note);
    });
  }
};
