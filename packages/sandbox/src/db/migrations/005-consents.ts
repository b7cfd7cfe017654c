import type { Migration } from './migration.ts';

export const migration: Migration = {
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
};
