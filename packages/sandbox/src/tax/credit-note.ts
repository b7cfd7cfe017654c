import type { ReplyOf, RequestOf } from '@self-storage/core';
import { refundDate } from '@self-storage/core/figures';
import { fromSatang } from '@self-storage/core/money';
import { requireCustomer } from '../accounts/sessions.ts';
import { ownBooking } from '../bookings/own.ts';
import type { Call, SandboxContext } from '../context.ts';
import { creditNoteOfNotice } from '../data/credit-notes.ts';
import { noticeInForceOf } from '../data/move-out-notices.ts';
import { refuse } from '../errors.ts';
import { text } from '../language/text.ts';
import { drawPdf } from '../receipts/pdf-drawing.ts';
import { OK, ok } from '../reply.ts';
import { dateText } from '../time.ts';
import { buyerReply } from './buyer.ts';
import { creditNoteDocument } from './credit-note-document.ts';
import { CREDIT_NOTE_DRAWING } from './credit-note-pdf.ts';
import { issueDueCreditNotes } from './refunds-due.ts';

/**
 * The credit note of a booking's move-out refund, in the caller's language (an extension): there
 * once the refund date (the day after the move-out date, by the sandbox's clock) has come. Drawn
 * off the server's thread in the caller's fair share.
 */
export const creditNote = async (
  ctx: SandboxContext,
  body: RequestOf<'creditNote'>,
  call: Call,
): Promise<ReplyOf<'creditNote'>> => {
  const customerId = requireCustomer(ctx, body.token);
  const row = ownBooking(ctx, customerId, body.customer_service_id);
  issueDueCreditNotes(ctx);
  const notice = noticeInForceOf(ctx.store, row.id);
  if (!notice || notice.refund_satang === 0)
    throw refuse('not_found', text('server.replies.tax.noCreditNote', { bookingNumber: row.booking_number }));
  const note = creditNoteOfNotice(ctx.store, notice.id);
  if (!note) {
    const on = dateText(refundDate(notice.move_out_date));
    throw refuse('conflict', text('server.replies.tax.creditNoteNotYet', { on }));
  }
  const doc = creditNoteDocument(ctx, note, call.language);
  const pdf = await drawPdf({ sandbox: ctx.store, customer: String(customerId) }, CREDIT_NOTE_DRAWING, doc);
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
        original: fromSatang(r.original),
        refund: fromSatang(r.refund),
      })),
      base: fromSatang(doc.base),
      vat: fromSatang(doc.vat),
      refund: fromSatang(doc.refund),
      filename: `${doc.number}.pdf`,
      pdf: pdf.toString('base64'),
    },
  });
};
