import { today } from '@self-storage/core/dates';
import type { SandboxContext } from '../context.ts';
import { noticesDueACreditNote } from '../data/credit-notes.ts';
import { sendCreditNoteMail } from './credit-note-mail.ts';
import { issueCreditNote } from './credit-notes.ts';

/**
 * Every refund whose date has come by the sandbox's clock gets its credit note, mailed with it,
 * each in one transaction: a notice in force (a withdrawn one refunds nothing) that refunds
 * money, whose move-out date is past. Runs with the overdue policy: on reads of bookings, when
 * the test clock moves, and each minute.
 */
export const issueDueCreditNotes = (ctx: SandboxContext): void => {
  const due = noticesDueACreditNote(ctx.store, today(ctx.now()));
  for (const notice of due) {
    ctx.store.transaction(() => {
      const note = issueCreditNote(ctx, notice);
      sendCreditNoteMail(ctx, notice.customer_id, notice.booking_id, note);
    });
  }
};
