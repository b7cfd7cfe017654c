import type { Migration } from './migration.ts';

export const migration: Migration = {
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
};
