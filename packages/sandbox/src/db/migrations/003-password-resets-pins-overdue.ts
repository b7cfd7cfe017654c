import { createHash } from 'node:crypto';
import type { Migration } from './migration.ts';

/** SHA-256, base64url: how secrets are stored (the same as accounts/sessions.ts hashSecret). */
const sha256 = (text: string): string => createHash('sha256').update(text).digest('base64url');

export const migration: Migration = {
  version: 3,
  name: 'password resets, hashed payment pins, overdue instalments',
  sql: `
    -- A mailed password waits here beside the current one until its first use or its expiry.
    CREATE TABLE password_resets (
      customer_id INTEGER PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
      password_hash TEXT NOT NULL,
      expires_at INTEGER NOT NULL
    ) STRICT;
    -- bookings.pin now holds the SHA-256 of the mailed pin; more pins (from the payment-link
    -- control, which cannot read a hash back) are kept here, hashed too.
    CREATE TABLE booking_pins (
      pin_hash TEXT PRIMARY KEY,
      booking_id INTEGER NOT NULL REFERENCES bookings (id) ON DELETE CASCADE
    ) STRICT;
    CREATE INDEX booking_pins_by_booking ON booking_pins (booking_id);
    -- Set when an overdue instalment outlives its grace period: the booking ends with its paid period.
    ALTER TABLE bookings ADD COLUMN suspended_at INTEGER;
    CREATE TABLE invoice_reminders (
      invoice_id INTEGER NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
      kind TEXT NOT NULL,
      sent_at INTEGER NOT NULL,
      PRIMARY KEY (invoice_id, kind)
    ) STRICT, WITHOUT ROWID;
  `,
  data: (store) => {
    for (const { id, pin } of store.all<{ id: number; pin: string }>('SELECT id, pin FROM bookings')) {
      store.run('UPDATE bookings SET pin = ? WHERE id = ?', sha256(pin), id);
    }
  },
};
