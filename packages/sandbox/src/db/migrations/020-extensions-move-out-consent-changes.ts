import type { Migration } from './migration.ts';

export const migration: Migration = {
  version: 20,
  name: 'extensions, move-out notices, consent changes',
  sql: `
    -- An extension of a booking's end date. Its days are held in unit_days under the booking
    -- while it awaits payment (until hold_until), its bills are the booking's invoices naming it.
    CREATE TABLE booking_extensions (
      id INTEGER PRIMARY KEY,
      booking_id INTEGER NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
      start_date TEXT NOT NULL,
      end_date TEXT NOT NULL CHECK (end_date >= start_date),
      total_satang INTEGER NOT NULL,
      dynamic_satang INTEGER NOT NULL,
      discount_satang INTEGER NOT NULL,
      promo_name_th TEXT,
      promo_name_en TEXT,
      grand_total_satang INTEGER NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'expired')),
      hold_until INTEGER NOT NULL,
      created_at INTEGER NOT NULL,
      confirmed_at INTEGER
    ) STRICT;
    CREATE INDEX booking_extensions_by_booking ON booking_extensions (booking_id, status);
    ALTER TABLE invoices ADD COLUMN extension_id INTEGER REFERENCES booking_extensions (id);
    -- Notice to move out; the booking's end_date becomes the move-out date until it is withdrawn.
    CREATE TABLE move_out_notices (
      id INTEGER PRIMARY KEY,
      booking_id INTEGER NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
      move_out_date TEXT NOT NULL,
      original_end_date TEXT NOT NULL,
      refund_satang INTEGER NOT NULL,
      given_at INTEGER NOT NULL,
      withdrawn_at INTEGER
    ) STRICT;
    CREATE UNIQUE INDEX move_out_notices_in_force ON move_out_notices (booking_id) WHERE withdrawn_at IS NULL;
    -- The bills a notice cancelled, so a withdrawal gives back exactly those.
    CREATE TABLE move_out_cancelled_bills (
      notice_id INTEGER NOT NULL REFERENCES move_out_notices (id) ON DELETE CASCADE,
      invoice_id INTEGER NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
      PRIMARY KEY (notice_id, invoice_id)
    ) STRICT, WITHOUT ROWID;
    -- Every later change of a consent, beside the current one in consents.
    CREATE TABLE consent_changes (
      customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
      purpose TEXT NOT NULL CHECK (purpose IN ('privacy', 'marketing')),
      granted INTEGER NOT NULL CHECK (granted IN (0, 1)),
      notice_version TEXT NOT NULL,
      given_at TEXT NOT NULL,
      recorded_at INTEGER NOT NULL
    ) STRICT;
    CREATE INDEX consent_changes_by_customer ON consent_changes (customer_id, recorded_at);
  `,
};
