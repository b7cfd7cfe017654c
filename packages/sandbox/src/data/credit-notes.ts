import type { Store } from '../db/store.ts';
import { columns, integer, maybe, nullable, oneOf, text } from './row.ts';

/**
 * Tables `credit_notes` (the credit note of a move-out refund, numbered per year) and
 * `credit_note_lines` (the paid bills, and their documents, it reduces).
 */

const parseNote = columns({
  id: integer,
  number: text,
  notice_id: integer,
  issue_date: text,
  buyer_kind: oneOf(['person', 'company'] as const),
  buyer_name: text,
  buyer_address: text,
  buyer_tax_id: text,
  buyer_branch: nullable(text),
  issued_at: integer,
});
export type CreditNoteRow = ReturnType<typeof parseNote>;

export const creditNoteOfNotice = (store: Store, noticeId: number): CreditNoteRow | undefined =>
  maybe(
    parseNote,
    store.get(
      `SELECT id, number, notice_id, issue_date, buyer_kind, buyer_name, buyer_address, buyer_tax_id, buyer_branch,
         issued_at FROM credit_notes WHERE notice_id = ?`,
      noticeId,
    ),
  );

const parseLine = columns({
  invoice_id: integer,
  installment_no: integer,
  document_kind: oneOf(['receipt', 'tax_invoice'] as const),
  document_number: text,
  document_date: text,
  original_satang: integer,
  refund_satang: integer,
});
export type CreditNoteLineRow = ReturnType<typeof parseLine>;

/** The note's lines, by bill number. */
export const creditNoteLines = (store: Store, creditNoteId: number): CreditNoteLineRow[] =>
  store
    .all(
      `SELECT l.invoice_id, i.installment_no, l.document_kind, l.document_number, l.document_date,
         l.original_satang, l.refund_satang
       FROM credit_note_lines l JOIN invoices i ON i.id = l.invoice_id
       WHERE l.credit_note_id = ? ORDER BY i.installment_no`,
      creditNoteId,
    )
    .map(parseLine);

const parseSeq = columns({ seq: nullable(integer) });

/** The last number of the year's sequence (0 before the first). */
export const lastCreditNoteSeq = (store: Store, year: number): number =>
  maybe(parseSeq, store.get('SELECT max(seq) AS seq FROM credit_notes WHERE year = ?', year))?.seq ?? 0;

export interface NewCreditNote {
  number: string;
  year: number;
  seq: number;
  noticeId: number;
  issueDate: string;
  buyer: { kind: 'person' | 'company'; name: string; address: string; taxId: string; branch: string | null };
  issuedAt: number;
}

/** A credit note with its lines. */
export const insertCreditNote = (
  store: Store,
  note: NewCreditNote,
  lines: readonly Omit<CreditNoteLineRow, 'installment_no'>[],
): void => {
  const { lastInsertRowid } = store.run(
    `INSERT INTO credit_notes (number, year, seq, notice_id, issue_date, buyer_kind, buyer_name, buyer_address,
       buyer_tax_id, buyer_branch, issued_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    note.number,
    note.year,
    note.seq,
    note.noticeId,
    note.issueDate,
    note.buyer.kind,
    note.buyer.name,
    note.buyer.address,
    note.buyer.taxId,
    note.buyer.branch,
    note.issuedAt,
  );
  for (const line of lines) {
    store.run(
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
};

const parseDue = columns({
  id: integer,
  booking_id: integer,
  customer_id: integer,
  move_out_date: text,
  refund_satang: integer,
});
export type DueNotice = ReturnType<typeof parseDue>;

/** Notices in force that refund money, whose move-out date is before `today`, with no credit note yet. */
export const noticesDueACreditNote = (store: Store, today: string): DueNotice[] =>
  store
    .all(
      `SELECT n.id, n.booking_id, b.customer_id, n.move_out_date, n.refund_satang
       FROM move_out_notices n JOIN bookings b ON b.id = n.booking_id
       WHERE n.withdrawn_at IS NULL AND n.refund_satang > 0 AND n.move_out_date < ?
         AND NOT EXISTS (SELECT 1 FROM credit_notes c WHERE c.notice_id = n.id)
       ORDER BY n.move_out_date, n.id`,
      today,
    )
    .map(parseDue);
