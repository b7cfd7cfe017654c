import type { Migration } from './migration.ts';

export const migration: Migration = {
  version: 21,
  name: 'credit notes of move-out refunds',
  sql: `
    -- The credit note (ใบลดหนี้) of a move-out notice that refunds money, issued on the refund
    -- date (the day after the move-out date), numbered in a sequence of its own per year. Its
    -- buyer and the documents it reduces are kept as issued: asked again, it is the same note.
    CREATE TABLE credit_notes (
      id INTEGER PRIMARY KEY,
      number TEXT NOT NULL UNIQUE,
      year INTEGER NOT NULL,
      seq INTEGER NOT NULL,
      notice_id INTEGER NOT NULL UNIQUE REFERENCES move_out_notices (id) ON DELETE CASCADE,
      issue_date TEXT NOT NULL,
      buyer_kind TEXT NOT NULL CHECK (buyer_kind IN ('person', 'company')),
      buyer_name TEXT NOT NULL,
      buyer_address TEXT NOT NULL,
      buyer_tax_id TEXT NOT NULL,
      buyer_branch TEXT,
      issued_at INTEGER NOT NULL,
      UNIQUE (year, seq)
    ) STRICT;
    -- Each paid bill the refund comes from: the document that covered it (its tax invoice in
    -- force, else its receipt), its VAT-able amount and the part refunded, VAT included.
    CREATE TABLE credit_note_lines (
      credit_note_id INTEGER NOT NULL REFERENCES credit_notes (id) ON DELETE CASCADE,
      invoice_id INTEGER NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
      document_kind TEXT NOT NULL CHECK (document_kind IN ('receipt', 'tax_invoice')),
      document_number TEXT NOT NULL,
      document_date TEXT NOT NULL,
      original_satang INTEGER NOT NULL,
      refund_satang INTEGER NOT NULL CHECK (refund_satang > 0 AND refund_satang <= original_satang),
      PRIMARY KEY (credit_note_id, invoice_id)
    ) STRICT, WITHOUT ROWID;
  `,
};
