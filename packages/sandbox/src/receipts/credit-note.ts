import type { ReplyOf, RequestOf } from '@self-storage/core';
import { refundDate } from '@self-storage/core/figures';
import { requireCustomer } from '../accounts/sessions.ts';
import { ownBooking } from '../bookings/own.ts';
import type { Call, SandboxContext } from '../context.ts';
import { refuse } from '../errors.ts';
import { text } from '../language/text.ts';
import { toBaht } from '../money.ts';
import { OK, ok } from '../reply.ts';
import { buyerReply } from '../tax/buyer.ts';
import { dateText } from '../time.ts';
import { creditNoteDocument } from './credit-note-document.ts';
import { renderCreditNotePdf } from './credit-note-pdf.ts';
import { creditNoteOfNotice } from './credit-notes.ts';
import { issueDueCreditNotes } from './refunds-due.ts';

/**
 * The credit note of a booking's move-out refund, in the caller's language (an extension): there
 * once the refund date (the day after the move-out date, by the sandbox's clock) has come.
 */
export const creditNote = (
  ctx: SandboxContext,
  body: RequestOf<'creditNote'>,
  call: Call,
): ReplyOf<'creditNote'> => {
  const row = ownBooking(ctx, requireCustomer(ctx, body.token), body.customer_service_id);
  issueDueCreditNotes(ctx);
  const notice = ctx.store.get<{ id: number; move_out_date: string; refund_satang: number }>(
    'SELECT id, move_out_date, refund_satang FROM move_out_notices WHERE booking_id = ? AND withdrawn_at IS NULL',
    row.id,
  );
  if (!notice || notice.refund_satang === 0)
    throw refuse(
      'not_found',
      text(
        `การจอง ${row.booking_number} ไม่มีเงินคืนจากการย้ายออก จึงไม่มีใบลดหนี้`,
        `Booking ${row.booking_number} has no refund from a move-out, so it has no credit note.`,
      ),
    );
  const note = creditNoteOfNotice(ctx, notice.id);
  if (!note) {
    const on = dateText(refundDate(notice.move_out_date));
    throw refuse(
      'conflict',
      text(
        `จะคืนเงินในวันที่ ${on.th} ซึ่งเป็นวันถัดจากวันย้ายออก และออกใบลดหนี้ในวันนั้น`,
        `The refund is made on ${on.en}, the day after the move-out date; its credit note is issued then.`,
      ),
    );
  }
  const doc = creditNoteDocument(ctx, note, call.language);
  return ok(call, OK, {
    datas: {
      credit_note_number: doc.number,
      issue_date: doc.issueDate,
      move_out_date: doc.moveOutDate,
      buyer: buyerReply(doc.buyer),
      references: doc.references.map((r) => ({
        invoice_id: r.invoiceId,
        installment_no: r.installmentNo,
        document: r.document,
        number: r.number,
        date: r.date,
        original: toBaht(r.original),
        refund: toBaht(r.refund),
      })),
      base: toBaht(doc.base),
      vat: toBaht(doc.vat),
      refund: toBaht(doc.refund),
      filename: `${doc.number}.pdf`,
      pdf: renderCreditNotePdf(doc).toString('base64'),
    },
  });
};
