import type { Migration } from './migration.ts';

export const migration: Migration = {
  version: 30,
  name: 'tax invoices, withholding tax and its certificates',
  sql: `
    -- Full tax invoices, numbered in a sequence of their own per year of issue. A correction
    -- is a new row that names the one it replaces; the bill's current one is never replaced.
    CREATE TABLE tax_invoices (
      id INTEGER PRIMARY KEY,
      number TEXT NOT NULL UNIQUE,
      year INTEGER NOT NULL,
      seq INTEGER NOT NULL,
      invoice_id INTEGER NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
      buyer_kind TEXT NOT NULL CHECK (buyer_kind IN ('person', 'company')),
      buyer_name TEXT NOT NULL,
      buyer_address TEXT NOT NULL,
      buyer_tax_id TEXT NOT NULL,
      buyer_branch TEXT,
      replaces_id INTEGER REFERENCES tax_invoices (id),
      replaced INTEGER NOT NULL DEFAULT 0 CHECK (replaced IN (0, 1)),
      issued_at INTEGER NOT NULL,
      UNIQUE (year, seq)
    ) STRICT;
    CREATE UNIQUE INDEX tax_invoices_current ON tax_invoices (invoice_id) WHERE replaced = 0;
    -- A booking whose payments are made net of withholding tax (a corporate customer's choice).
    CREATE TABLE withholding_choices (
      booking_id INTEGER PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE,
      chosen_at INTEGER NOT NULL
    ) STRICT;
    -- The rate a payment was opened with; 0 is a payment in full.
    ALTER TABLE payments ADD COLUMN withholding_percent INTEGER NOT NULL DEFAULT 0;
    -- Each bill paid net, with its figures in satang, and the certificate once uploaded.
    CREATE TABLE withholdings (
      invoice_id INTEGER PRIMARY KEY REFERENCES invoices (id) ON DELETE CASCADE,
      payment_uuid TEXT NOT NULL REFERENCES payments (uuid) ON DELETE CASCADE,
      rate_percent INTEGER NOT NULL CHECK (rate_percent > 0),
      gross_satang INTEGER NOT NULL,
      vat_satang INTEGER NOT NULL,
      base_satang INTEGER NOT NULL,
      withheld_satang INTEGER NOT NULL,
      net_satang INTEGER NOT NULL CHECK (net_satang = gross_satang - withheld_satang),
      paid_at INTEGER NOT NULL,
      certificate_filename TEXT,
      certificate_mime TEXT,
      certificate_file BLOB,
      certificate_at INTEGER
    ) STRICT;
  `,
};
