import type { SqliteStore } from './database.ts';
import { MIGRATIONS } from './migrations/index.ts';

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
