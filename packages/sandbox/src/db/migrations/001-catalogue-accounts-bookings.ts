import type { Migration } from './migration.ts';

export const migration: Migration = {
  version: 1,
  name: 'catalogue, accounts, bookings, payments, outbox',
  sql: `
    CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;

    CREATE TABLE branches (
      id INTEGER PRIMARY KEY,
      name_th TEXT NOT NULL,
      name_en TEXT NOT NULL,
      phone TEXT NOT NULL,
      rate_percent INTEGER NOT NULL CHECK (rate_percent > 0)
    ) STRICT;
    CREATE TABLE service_groups (
      id INTEGER PRIMARY KEY,
      name_th TEXT NOT NULL,
      name_en TEXT NOT NULL
    ) STRICT;
    CREATE TABLE open_services (
      id INTEGER PRIMARY KEY,
      branch_id INTEGER NOT NULL REFERENCES branches (id),
      group_id INTEGER NOT NULL REFERENCES service_groups (id),
      UNIQUE (branch_id, group_id)
    ) STRICT;
    CREATE TABLE service_sizes (
      id INTEGER PRIMARY KEY,
      group_id INTEGER NOT NULL REFERENCES service_groups (id),
      area REAL NOT NULL CHECK (area BETWEEN 1 AND 30),
      name_th TEXT NOT NULL,
      name_en TEXT NOT NULL
    ) STRICT;
    CREATE TABLE open_service_models (
      id INTEGER PRIMARY KEY,
      open_service_id INTEGER NOT NULL REFERENCES open_services (id),
      service_size_id INTEGER NOT NULL REFERENCES service_sizes (id),
      UNIQUE (open_service_id, service_size_id)
    ) STRICT;
    CREATE TABLE units (
      id INTEGER PRIMARY KEY,
      model_id INTEGER NOT NULL REFERENCES open_service_models (id),
      name TEXT NOT NULL,
      building TEXT NOT NULL,
      floor TEXT NOT NULL,
      area REAL NOT NULL,
      length REAL NOT NULL,
      depth REAL NOT NULL,
      height REAL NOT NULL,
      monthly_rate_satang INTEGER NOT NULL CHECK (monthly_rate_satang > 0)
    ) STRICT;
    CREATE INDEX units_by_model ON units (model_id, name);

    CREATE TABLE promotions (
      code TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('percent', 'fixed')),
      value INTEGER NOT NULL CHECK (value > 0),
      min_rent_satang INTEGER NOT NULL DEFAULT 0,
      valid_from TEXT NOT NULL,
      valid_to TEXT NOT NULL
    ) STRICT;
    CREATE TABLE extra_fees (
      id INTEGER PRIMARY KEY,
      name_th TEXT NOT NULL,
      name_en TEXT NOT NULL,
      amount_satang INTEGER NOT NULL CHECK (amount_satang >= 0)
    ) STRICT;

    CREATE TABLE customers (
      id INTEGER PRIMARY KEY,
      email TEXT NOT NULL UNIQUE,
      password_hash TEXT NOT NULL,
      customer_type INTEGER NOT NULL CHECK (customer_type IN (1, 2)),
      person_type INTEGER NOT NULL CHECK (person_type IN (1, 2)),
      firstname TEXT NOT NULL,
      lastname TEXT NOT NULL,
      company_director TEXT NOT NULL,
      company_name TEXT NOT NULL,
      full_address TEXT NOT NULL,
      phone TEXT NOT NULL,
      legal_number TEXT NOT NULL,
      person_id TEXT NOT NULL,
      attach_mime TEXT,
      attach_file BLOB,
      created_at INTEGER NOT NULL
    ) STRICT;
    CREATE TABLE otps (
      email TEXT PRIMARY KEY,
      code_hash TEXT NOT NULL,
      expires_at INTEGER NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0
    ) STRICT;
    CREATE TABLE otp_sends (email TEXT NOT NULL, sent_at INTEGER NOT NULL) STRICT;
    CREATE INDEX otp_sends_by_email ON otp_sends (email, sent_at);
    CREATE TABLE email_verifications (email TEXT PRIMARY KEY, verified_until INTEGER NOT NULL) STRICT;
    CREATE TABLE sessions (
      token_hash TEXT PRIMARY KEY,
      customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
      expires_at INTEGER NOT NULL
    ) STRICT;
    CREATE INDEX sessions_by_customer ON sessions (customer_id);
    CREATE TABLE identify_tokens (
      token_hash TEXT PRIMARY KEY,
      customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
      expires_at INTEGER NOT NULL
    ) STRICT;

    CREATE TABLE bookings (
      id INTEGER PRIMARY KEY,
      booking_number TEXT NOT NULL UNIQUE,
      customer_id INTEGER NOT NULL REFERENCES customers (id),
      unit_id INTEGER NOT NULL REFERENCES units (id),
      start_date TEXT NOT NULL,
      end_date TEXT NOT NULL CHECK (end_date >= start_date),
      payment_method INTEGER NOT NULL CHECK (payment_method IN (1, 4, 5)),
      is_installment INTEGER NOT NULL CHECK (is_installment IN (1, 2)),
      total_satang INTEGER NOT NULL,
      dynamic_satang INTEGER NOT NULL,
      discount_satang INTEGER NOT NULL,
      promo_name TEXT,
      grand_total_satang INTEGER NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('awaiting_payment', 'confirmed', 'expired', 'cancelled')),
      hold_until INTEGER NOT NULL,
      pin TEXT NOT NULL UNIQUE,
      payment_reference TEXT UNIQUE,
      created_at INTEGER NOT NULL,
      confirmed_at INTEGER
    ) STRICT;
    CREATE INDEX bookings_by_customer ON bookings (customer_id, id);
    CREATE INDEX bookings_by_unit ON bookings (unit_id, status);
    CREATE TABLE booking_fees (
      booking_id INTEGER NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
      name_th TEXT NOT NULL,
      name_en TEXT NOT NULL,
      amount_satang INTEGER NOT NULL
    ) STRICT;
    CREATE INDEX booking_fees_by_booking ON booking_fees (booking_id);
    -- One row per unit and day held or rented: the primary key makes a double booking
    -- impossible, whatever the code above it does.
    CREATE TABLE unit_days (
      unit_id INTEGER NOT NULL REFERENCES units (id),
      day TEXT NOT NULL,
      booking_id INTEGER NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
      PRIMARY KEY (unit_id, day)
    ) STRICT, WITHOUT ROWID;
    CREATE INDEX unit_days_by_booking ON unit_days (booking_id);
    CREATE TABLE invoices (
      id INTEGER PRIMARY KEY,
      booking_id INTEGER NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
      installment_no INTEGER NOT NULL CHECK (installment_no > 0),
      amount_satang INTEGER NOT NULL CHECK (amount_satang >= 0),
      due_date TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'void')),
      paid_at INTEGER,
      UNIQUE (booking_id, installment_no)
    ) STRICT;

    CREATE TABLE payments (
      uuid TEXT PRIMARY KEY,
      customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
      booking_id INTEGER NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
      kind TEXT NOT NULL CHECK (kind IN ('qr', 'card', 'kiosk')),
      amount_satang INTEGER NOT NULL CHECK (amount_satang > 0),
      status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'failed')),
      payload TEXT,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      paid_at INTEGER
    ) STRICT;
    CREATE TABLE payment_invoices (
      payment_uuid TEXT NOT NULL REFERENCES payments (uuid) ON DELETE CASCADE,
      invoice_id INTEGER NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
      PRIMARY KEY (payment_uuid, invoice_id)
    ) STRICT, WITHOUT ROWID;

    CREATE TABLE outbox (
      id INTEGER PRIMARY KEY,
      to_address TEXT NOT NULL,
      subject TEXT NOT NULL,
      text TEXT NOT NULL,
      sent_at INTEGER NOT NULL
    ) STRICT;
    CREATE INDEX outbox_by_address ON outbox (to_address, id);
  `,
};
