import type { Migration } from './migration.ts';

export const migration: Migration = {
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
};
