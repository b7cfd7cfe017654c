import { createHash } from 'node:crypto';
import type { SqliteStore } from './database.ts';
import { EVENTS_MIGRATION } from './migration-370-events.ts';
import { ACCESS_MIGRATION } from './migration-410-access.ts';

interface Migration {
  version: number;
  name: string;
  sql: string;
  /** Data changes SQL alone cannot make, run after `sql` in the same transaction. */
  data?: (store: SqliteStore) => void;
}

/** SHA-256, base64url: how secrets are stored (the same as accounts/sessions.ts hashSecret). */
const sha256 = (text: string): string => createHash('sha256').update(text).digest('base64url');

/** Append only: a released migration is never edited, a change is a new number. */
const MIGRATIONS: readonly Migration[] = [
  {
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
  },
  {
    version: 2,
    name: 'promotion names in th and en, the language each customer registered in',
    sql: `
      ALTER TABLE promotions RENAME COLUMN name TO name_en;
      ALTER TABLE promotions ADD COLUMN name_th TEXT NOT NULL DEFAULT '';
      UPDATE promotions SET name_th = CASE code
        WHEN 'WELCOME10' THEN 'ส่วนลดต้อนรับ 10%'
        WHEN 'SAVE500' THEN 'ลด 500 บาท เมื่อค่าเช่าตั้งแต่ 3,000 บาท'
        WHEN 'EXPIRED2024' THEN 'ส่วนลดเปิดตัวปี 2024 20%'
        WHEN 'FUTURE2099' THEN 'ส่วนลดครบรอบปี 2099 15%'
        ELSE name_en END;
      ALTER TABLE bookings RENAME COLUMN promo_name TO promo_name_en;
      ALTER TABLE bookings ADD COLUMN promo_name_th TEXT;
      UPDATE bookings SET promo_name_th = (SELECT p.name_th FROM promotions p WHERE p.name_en = bookings.promo_name_en)
        WHERE promo_name_en IS NOT NULL;
      UPDATE bookings SET promo_name_th = promo_name_en WHERE promo_name_en IS NOT NULL AND promo_name_th IS NULL;
      ALTER TABLE customers ADD COLUMN language TEXT NOT NULL DEFAULT 'th' CHECK (language IN ('th', 'en'));
    `,
  },
  {
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
  },
  {
    version: 4,
    name: 'mails as HTML beside their text, with attachments',
    sql: `
      ALTER TABLE outbox ADD COLUMN html TEXT;
      CREATE TABLE outbox_attachments (
        outbox_id INTEGER NOT NULL REFERENCES outbox (id) ON DELETE CASCADE,
        filename TEXT NOT NULL,
        content_type TEXT NOT NULL,
        content BLOB NOT NULL
      ) STRICT;
      CREATE INDEX outbox_attachments_by_mail ON outbox_attachments (outbox_id);
    `,
  },
  {
    version: 5,
    name: 'PDPA consents given at registration',
    sql: `
      CREATE TABLE consents (
        customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        purpose TEXT NOT NULL CHECK (purpose IN ('privacy', 'marketing')),
        granted INTEGER NOT NULL CHECK (granted IN (0, 1)),
        notice_version TEXT NOT NULL,
        given_at TEXT NOT NULL,
        recorded_at INTEGER NOT NULL,
        PRIMARY KEY (customer_id, purpose)
      ) STRICT, WITHOUT ROWID;
    `,
  },
  {
    version: 6,
    name: 'throttle counters kept across restarts',
    sql: `
      CREATE TABLE throttle_counts (
        throttle TEXT NOT NULL,
        key TEXT NOT NULL,
        count INTEGER NOT NULL,
        last_at INTEGER NOT NULL,
        locked_until INTEGER NOT NULL,
        PRIMARY KEY (throttle, key)
      ) STRICT, WITHOUT ROWID;
    `,
  },
  {
    version: 7,
    name: 'one account per identity document, unpaid bookings counted per document and phone',
    sql: `
      -- 'person:<ID or passport, upper case, no spaces or dashes>' for a personal account,
      -- 'company:<registration number>' for a corporate one; set by the trigger on every insert,
      -- so the unique index refuses a second account of one document whoever inserts it.
      -- Accounts made before this rule may share a document: the oldest keeps it.
      ALTER TABLE customers ADD COLUMN identity_key TEXT;
      UPDATE customers SET identity_key = CASE customer_type
          WHEN 1 THEN 'person:' || upper(replace(replace(person_id, ' ', ''), '-', ''))
          ELSE 'company:' || legal_number END
        WHERE id IN (SELECT min(id) FROM customers GROUP BY customer_type, CASE customer_type
          WHEN 1 THEN upper(replace(replace(person_id, ' ', ''), '-', '')) ELSE legal_number END);
      CREATE UNIQUE INDEX customers_by_identity ON customers (identity_key) WHERE identity_key IS NOT NULL;
      CREATE TRIGGER customers_identity AFTER INSERT ON customers BEGIN
        UPDATE customers SET identity_key = CASE NEW.customer_type
            WHEN 1 THEN 'person:' || upper(replace(replace(NEW.person_id, ' ', ''), '-', ''))
            ELSE 'company:' || NEW.legal_number END
          WHERE id = NEW.id;
      END;
      CREATE INDEX customers_by_phone ON customers (phone);
    `,
  },
  {
    version: 8,
    name: 'the promotion code a booking was made with',
    sql: `
      -- The promotion's code beside its names: the booking detail shows both.
      ALTER TABLE bookings ADD COLUMN promo_code TEXT;
    `,
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
    version: 360,
    name: 'deposits marked in the data, the rental account held where it is written',
    sql: `
      -- A fee refunded at the end of the rental (the key card deposit), marked as such rather than
      -- known by its name: outside VAT and withholding, returned by the final account.
      ALTER TABLE extra_fees ADD COLUMN deposit INTEGER NOT NULL DEFAULT 0 CHECK (deposit IN (0, 1));
      UPDATE extra_fees SET deposit = 1 WHERE name_en = 'Key card deposit';
      ALTER TABLE booking_fees ADD COLUMN deposit INTEGER NOT NULL DEFAULT 0 CHECK (deposit IN (0, 1));
      UPDATE booking_fees SET deposit = 1 WHERE name_en = 'Key card deposit';
      -- One final account per move-out: once its credit note exists a notice stands.
      CREATE TRIGGER move_out_notices_final BEFORE UPDATE OF withdrawn_at ON move_out_notices
        WHEN NEW.withdrawn_at IS NOT NULL AND EXISTS (SELECT 1 FROM credit_notes c WHERE c.notice_id = NEW.id)
      BEGIN
        SELECT RAISE(ABORT, 'a notice with a credit note cannot be withdrawn');
      END;
      -- A refund comes only from a paid bill, and never more than was paid for it across notes.
      CREATE TRIGGER credit_note_lines_paid BEFORE INSERT ON credit_note_lines
        WHEN NOT EXISTS (SELECT 1 FROM invoices i WHERE i.id = NEW.invoice_id AND i.status = 'paid')
          OR NEW.refund_satang + coalesce((SELECT sum(l.refund_satang) FROM credit_note_lines l
               WHERE l.invoice_id = NEW.invoice_id), 0)
             > (SELECT i.amount_satang FROM invoices i WHERE i.id = NEW.invoice_id)
      BEGIN
        SELECT RAISE(ABORT, 'a refund exceeds what was paid for the bill');
      END;
      -- A notice refunds no more than the booking's paid bills less what earlier notes refunded.
      CREATE TRIGGER move_out_notices_refund BEFORE INSERT ON move_out_notices
        WHEN NEW.refund_satang > coalesce((SELECT sum(i.amount_satang) FROM invoices i
               WHERE i.booking_id = NEW.booking_id AND i.status = 'paid'), 0)
             - coalesce((SELECT sum(l.refund_satang) FROM credit_note_lines l JOIN invoices i ON i.id = l.invoice_id
               WHERE i.booking_id = NEW.booking_id), 0)
      BEGIN
        SELECT RAISE(ABORT, 'a refund exceeds what was paid');
      END;
    `,
  },
  EVENTS_MIGRATION,
  ACCESS_MIGRATION,
];

/** Applies, in order and each in its own transaction, every migration the database lacks. */
export const migrate = (store: SqliteStore, now: number): void => {
  store.db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL) STRICT',
  );
  // Each version once, in order, whatever else is applied: versions are reserved in ranges per
  // feature, so a lower one can be released after a higher one.
  const applied = new Set(
    store.all<{ version: number }>('SELECT version FROM schema_migrations').map((row) => row.version),
  );
  const pending = MIGRATIONS.filter((migration) => !applied.has(migration.version)).sort(
    (a, b) => a.version - b.version,
  );
  for (const migration of pending) {
    store.transaction(() => {
      store.db.exec(migration.sql);
      migration.data?.(store);
      store.run(
        'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
        migration.version,
        migration.name,
        now,
      );
    });
  }
};

/** Tables holding data (not settings or migrations), children before parents. */
export const DATA_TABLES = [
  'access_attempts',
  'access_passes',
  'webhook_attempts',
  'webhook_deliveries',
  'webhook_endpoints',
  'events',
  'consent_changes',
  'move_out_cancelled_bills',
  'move_out_notices',
  'withholdings',
  'withholding_choices',
  'tax_invoices',
  'throttle_counts',
  'consents',
  'outbox_attachments',
  'invoice_reminders',
  'booking_pins',
  'password_resets',
  'payment_invoices',
  'payments',
  'invoices',
  'booking_extensions',
  'unit_days',
  'booking_fees',
  'bookings',
  'identify_tokens',
  'sessions',
  'email_verifications',
  'otp_sends',
  'otps',
  'customers',
  'outbox',
  'extra_fees',
  'promotions',
  'units',
  'open_service_models',
  'service_sizes',
  'open_services',
  'service_groups',
  'branches',
] as const;
