import { refundDate } from '@self-storage/core/figures';
import type { SandboxContext } from '../context.ts';
import { depositsIn } from '../tax/bill-parts.ts';
import { type Buyer, currentBuyer } from '../tax/buyer.ts';
import { currentTaxInvoice } from '../tax/tax-invoices.ts';
import { bangkokDate } from '../time.ts';
import { receiptNumber } from './receipt-data.ts';

/** The prefix of the credit notes' own sequence: CN-<year>-<number>. */
const NUMBER_PREFIX = 'CN';

export interface CreditNoteRow {
  id: number;
  number: string;
  notice_id: number;
  issue_date: string;
  buyer_kind: Buyer['kind'];
  buyer_name: string;
  buyer_address: string;
  buyer_tax_id: string;
  buyer_branch: string | null;
  issued_at: number;
}

export interface CreditNoteLineRow {
  invoice_id: number;
  installment_no: number;
  document_kind: 'receipt' | 'tax_invoice';
  document_number: string;
  document_date: string;
  original_satang: number;
  refund_satang: number;
}

export interface DueNotice {
  id: number;
  booking_id: number;
  customer_id: number;
  move_out_date: string;
  refund_satang: number;
}

export const creditNoteOfNotice = (ctx: SandboxContext, noticeId: number): CreditNoteRow | undefined =>
  ctx.store.get<CreditNoteRow>('SELECT * FROM credit_notes WHERE notice_id = ?', noticeId);

export const creditNoteLines = (ctx: SandboxContext, creditNoteId: number): CreditNoteLineRow[] =>
  ctx.store.all<CreditNoteLineRow>(
    `SELECT l.invoice_id, i.installment_no, l.document_kind, l.document_number, l.document_date,
       l.original_satang, l.refund_satang
     FROM credit_note_lines l JOIN invoices i ON i.id = l.invoice_id
     WHERE l.credit_note_id = ? ORDER BY i.installment_no`,
    creditNoteId,
  );

/**
 * Which paid bills the refund comes from: the latest first (they paid for the months not begun),
 * each for at most its part subject to VAT (deposits are returned apart), and the document that
 * covered it: its tax invoice in force, else its receipt.
 */
const linesOf = (ctx: SandboxContext, notice: DueNotice): Omit<CreditNoteLineRow, 'installment_no'>[] => {
  const bills = ctx.store.all<{ id: number; amount_satang: number; paid_at: number }>(
    `SELECT id, amount_satang, paid_at FROM invoices WHERE booking_id = ? AND status = 'paid'
     ORDER BY installment_no DESC`,
    notice.booking_id,
  );
  let left = notice.refund_satang;
  const lines: Omit<CreditNoteLineRow, 'installment_no'>[] = [];
  for (const bill of bills) {
    if (left <= 0) break;
    const original = bill.amount_satang - depositsIn(ctx, bill.id);
    const refund = Math.min(left, original);
    if (refund <= 0) continue;
    left -= refund;
    const tax = currentTaxInvoice(ctx, bill.id);
    lines.push({
      invoice_id: bill.id,
      document_kind: tax ? 'tax_invoice' : 'receipt',
      document_number: tax ? tax.number : receiptNumber(bill.id, bill.paid_at),
      document_date: bangkokDate(tax ? tax.issued_at : bill.paid_at),
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
  const seq =
    (ctx.store.get<{ seq: number | null }>('SELECT max(seq) AS seq FROM credit_notes WHERE year = ?', year)
      ?.seq ?? 0) + 1;
  const buyer = currentBuyer(ctx, notice.customer_id);
  const { lastInsertRowid } = ctx.store.run(
    `INSERT INTO credit_notes (number, year, seq, notice_id, issue_date, buyer_kind, buyer_name, buyer_address,
       buyer_tax_id, buyer_branch, issued_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    `${NUMBER_PREFIX}-${year}-${String(seq).padStart(6, '0')}`,
    year,
    seq,
    notice.id,
    issueDate,
    buyer.kind,
    buyer.name,
    buyer.address,
    buyer.taxId,
    buyer.branch,
    ctx.now(),
  );
  for (const line of linesOf(ctx, notice)) {
    ctx.store.run(
      `INSERT INTO credit_note_lines (credit_note_id, invoice_id, document_kind, document_number, document_date,
         original_satang, refund_satang) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      lastInsertRowid,
      line.invoice_id,
      line.document_kind,
      line.document_number,
      line.document_date,
      line.original_satang,
      line.refund_satang,
    );
  }
  return creditNoteOfNotice(ctx, notice.id) as CreditNoteRow;
};
