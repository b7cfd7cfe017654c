import type { Migration } from './migration.ts';

/** Cards saved while paying by card, the consents to save them, autopay per booking and its charges. */
export const migration: Migration = {
  version: 400,
  name: 'saved cards, their consents, autopay per booking and each charge of a bill',
  sql: `
    -- The gateway's token of a card, its brand, last 4 digits and expiry: never its number.
    -- "later_outcome" is the sandbox playing the gateway: how charges of the token end after the
    -- payment that saved it (the test cards of docs/sandbox.md).
    CREATE TABLE cards (
      id INTEGER PRIMARY KEY,
      customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
      token TEXT NOT NULL UNIQUE,
      brand TEXT NOT NULL CHECK (brand IN ('visa', 'mastercard')),
      last4 TEXT NOT NULL CHECK (length(last4) = 4),
      exp_month INTEGER NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
      exp_year INTEGER NOT NULL,
      is_default INTEGER NOT NULL CHECK (is_default IN (0, 1)),
      later_outcome TEXT NOT NULL CHECK (later_outcome IN
        ('paid', 'declined', 'insufficient_funds', 'expired', 'authentication_required')),
      created_at INTEGER NOT NULL
    ) STRICT;
    CREATE INDEX cards_by_customer ON cards (customer_id, id);
    CREATE UNIQUE INDEX cards_one_default ON cards (customer_id) WHERE is_default = 1;
    -- The consent to keep a card, as it was shown: its wording in the page's language, the
    -- purpose and the server's time. It outlives the card it was given for.
    CREATE TABLE card_consents (
      id INTEGER PRIMARY KEY,
      customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
      card_id INTEGER REFERENCES cards (id) ON DELETE SET NULL,
      purpose TEXT NOT NULL CHECK (purpose = 'card_on_file'),
      wording TEXT NOT NULL,
      language TEXT NOT NULL CHECK (language IN ('th', 'en')),
      recorded_at INTEGER NOT NULL
    ) STRICT;
    -- Autopay is on for a booking while it has a row; removing the card turns it off.
    CREATE TABLE autopay (
      booking_id INTEGER PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE,
      card_id INTEGER NOT NULL REFERENCES cards (id) ON DELETE CASCADE,
      since_at INTEGER NOT NULL
    ) STRICT;
    -- Each try of a bill once: the key is claimed in the transaction that opens its payment, so a
    -- bill is charged once per try however many sweeps or clock moves reach it.
    CREATE TABLE autopay_attempts (
      invoice_id INTEGER NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
      attempt INTEGER NOT NULL CHECK (attempt > 0),
      booking_id INTEGER NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
      payment_uuid TEXT NOT NULL REFERENCES payments (uuid) ON DELETE CASCADE,
      brand TEXT NOT NULL,
      last4 TEXT NOT NULL,
      outcome TEXT CHECK (outcome IN
        ('paid', 'declined', 'insufficient_funds', 'expired', 'authentication_required')),
      next_retry TEXT,
      at INTEGER NOT NULL,
      PRIMARY KEY (invoice_id, attempt)
    ) STRICT;
    CREATE INDEX autopay_attempts_by_booking ON autopay_attempts (booking_id, at);
  `,
};
