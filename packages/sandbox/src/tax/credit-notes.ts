import { today } from '@self-storage/core/dates';
import { refundDate } from '@self-storage/core/figures';
import { recordBooking } from '../bookings/events.ts';
import type { SandboxContext } from '../context.ts';
import {
  type CreditNoteLineRow,
  type CreditNoteRow,
  creditNoteOfNotice,
  type DueNotice,
  insertCreditNote,
  lastCreditNoteSeq,
} from '../data/credit-notes.ts';
import { paidBillsNewestFirst } from '../data/invoices.ts';
import { taxInvoiceInForce } from '../data/tax-invoices.ts';
import { depositsIn } from '../ledger/bill-parts.ts';
import { receiptNumber } from '../receipts/receipt-data.ts';
import { currentBuyer } from './buyer.ts';

/** The prefix of the credit notes' own sequence: CN-<year>-<number>. */
const NUMBER_PREFIX = 'CN';

/**
 * Which paid bills the refund comes from: the latest first (they paid for the months not begun),
 * each for at most its part subject to VAT (deposits are returned apart), and the document that
 * covered it: its tax invoice in force, else its receipt.
 */
const linesOf = (ctx: SandboxContext, notice: DueNotice): Omit<CreditNoteLineRow, 'installment_no'>[] => {
  const bills = paidBillsNewestFirst(ctx.store, notice.booking_id);
  let left = notice.refund_satang;
  const lines: Omit<CreditNoteLineRow, 'installment_no'>[] = [];
  for (const bill of bills) {
    if (left <= 0) break;
    const original = bill.amount_satang - depositsIn(ctx, bill.id);
    const refund = Math.min(left, original);
    if (refund <= 0) continue;
    left -= refund;
    const tax = taxInvoiceInForce(ctx.store, bill.id);
    lines.push({
      invoice_id: bill.id,
      document_kind: tax ? 'tax_invoice' : 'receipt',
      document_number: tax ? tax.number : receiptNumber(bill.id, bill.paid_at),
      document_date: today(tax ? tax.issued_at : bill.paid_at),
      original_satang: original,
      refund_satang: refund,
    });
  }
  return lines.reverse();
};

/** Numbers and records the credit note of a notice, with the buyer and documents as they are now. */
export const issueCreditNote = (ctx: SandboxContext, notice: DueNotice): CreditNoteRow => {
  // The day after the move-out date (core's refundDate): the notice can no longer be withdrawn.
  const issueDate = refundDate(notice.move_out_date);
  const year = Number(issueDate.slice(0, 4));
  const seq = lastCreditNoteSeq(ctx.store, year) + 1;
  insertCreditNote(
    ctx.store,
    {
      number: `${NUMBER_PREFIX}-${year}-${String(seq).padStart(6, '0')}`,
      year,
      seq,
      noticeId: notice.id,
      issueDate,
      buyer: currentBuyer(ctx, notice.customer_id),
      issuedAt: ctx.now(),
    },
    linesOf(ctx, notice),
  );
  const note = creditNoteOfNotice(ctx.store, notice.id) as CreditNoteRow;
  recordBooking(ctx, 'credit_note.issued', notice.booking_id, {
    credit_note: { number: note.number, issue_date: issueDate },
  });
  return note;
};
