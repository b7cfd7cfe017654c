import type { Migration } from './migration.ts';

/** The access pass: a pass per rental and per person it is shared with, and the gate's log. */
export const migration: Migration = {
  version: 410,
  name: 'access passes and gate attempts',
  sql: `
    -- The owner's pass has no window of its own (the rental's days are read from the rental, so
    -- an extension or a move-out moves them); a share has its person and window. The TOTP secret
    -- is sealed (AES-256-GCM, crypto/access-seal.ts): the gate must read it to check a code. The
    -- PIN and a share link's token are kept only as digests.
    CREATE TABLE access_passes (
      id INTEGER PRIMARY KEY,
      booking_id INTEGER NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
      kind TEXT NOT NULL CHECK (kind IN ('owner', 'share')),
      holder_name TEXT NOT NULL,
      phone TEXT,
      start_date TEXT,
      end_date TEXT,
      sealed_secret TEXT NOT NULL,
      pin_digest TEXT NOT NULL UNIQUE,
      token_digest TEXT UNIQUE,
      revoked_at INTEGER,
      created_at INTEGER NOT NULL,
      CHECK ((kind = 'owner') = (token_digest IS NULL)),
      CHECK ((kind = 'owner') = (start_date IS NULL AND end_date IS NULL AND phone IS NULL)),
      CHECK (start_date IS NULL OR start_date <= end_date)
    ) STRICT;
    CREATE UNIQUE INDEX access_passes_one_owner ON access_passes (booking_id) WHERE kind = 'owner';
    -- Every attempt at a gate, granted or not; the booking is named when the code named a pass.
    CREATE TABLE access_attempts (
      id INTEGER PRIMARY KEY,
      at INTEGER NOT NULL,
      branch_id INTEGER NOT NULL,
      method TEXT NOT NULL CHECK (method IN ('qr', 'pin')),
      pass_id INTEGER REFERENCES access_passes (id) ON DELETE CASCADE,
      booking_id INTEGER REFERENCES bookings (id) ON DELETE CASCADE,
      granted INTEGER NOT NULL CHECK (granted IN (0, 1)),
      reason TEXT,
      CHECK ((granted = 1) = (reason IS NULL))
    ) STRICT;
    CREATE INDEX access_attempts_by_booking ON access_attempts (booking_id, id);
  `,
};
