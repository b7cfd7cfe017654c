import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { Duplicate, type Row, type SqlValue, type Store } from './store.ts';

export const MEMORY = ':memory:';
export const DATABASE_FILE = 'sandbox.db';

/**
 * The Store on node:sqlite, with every statement prepared once and cached by its text, so hot
 * paths (get-unit, token checks) never re-parse SQL.
 */
export class SqliteStore implements Store {
  readonly db: DatabaseSync;
  readonly #statements = new Map<string, StatementSync>();
  readonly #kept = new Map<string, unknown>();

  constructor(db: DatabaseSync) {
    this.db = db;
  }

  #prepare(sql: string): StatementSync {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  get<T = Row>(sql: string, ...params: SqlValue[]): T | undefined {
    return this.#prepare(sql).get(...params) as T | undefined;
  }

  all<T = Row>(sql: string, ...params: SqlValue[]): T[] {
    return this.#prepare(sql).all(...params) as T[];
  }

  run(sql: string, ...params: SqlValue[]): { changes: number; lastInsertRowid: number } {
    try {
      const result = this.#prepare(sql).run(...params);
      return { changes: Number(result.changes), lastInsertRowid: Number(result.lastInsertRowid) };
    } catch (error) {
      throw duplicateOf(error) ?? error;
    }
  }

  /** Unknown ids from requests cannot grow it: nothing is kept for a key that found nothing. */
  kept<T>(key: string, read: () => T | undefined): T | undefined {
    let value = this.#kept.get(key) as T | undefined;
    if (value === undefined) {
      value = read();
      if (value !== undefined) this.#kept.set(key, value);
    }
    return value;
  }

  forget(): void {
    this.#kept.clear();
  }

  /**
   * IMMEDIATE takes the write lock at BEGIN, so a
   * check-then-insert cannot interleave with another writer (even another process on the file).
   */
  transaction<T>(work: () => T): T {
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      this.db.exec('COMMIT');
      return result;
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }

  close(): void {
    this.#statements.clear();
    this.#kept.clear();
    if (this.db.isOpen) this.db.close();
  }
}

const UNIQUE_FAILED = /UNIQUE constraint failed: (\w+)\.(\w+)((?:, \w+\.\w+)*)/;

/** SQLite names a unique key it refused as `UNIQUE constraint failed: table.column, table.column`. */
const duplicateOf = (error: unknown): Duplicate | undefined => {
  const match = error instanceof Error ? UNIQUE_FAILED.exec(error.message) : null;
  if (!match) return undefined;
  const [, table = '', first = '', rest = ''] = match;
  const columns = [
    first,
    ...rest
      .split(', ')
      .filter(Boolean)
      .map((column) => column.split('.')[1] ?? column),
  ];
  return new Duplicate(table, columns, { cause: error });
};

/** Opens `<dataDir>/sandbox.db` (creating the folder), or an in-memory database for `:memory:`. */
export const openStore = (dataDir: string): SqliteStore => {
  let file = MEMORY;
  if (dataDir !== MEMORY) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    file = join(dataDir, DATABASE_FILE);
    // Made owner-only before SQLite opens it: its -wal and -shm files take the same mode.
    closeSync(openSync(file, 'a', 0o600));
    chmodSync(file, 0o600);
  }
  const db = new DatabaseSync(file, { enableForeignKeyConstraints: true, timeout: 5000 });
  // WAL: readers never block the writer, and a commit survives a crash or restart.
  if (file !== MEMORY) db.exec('PRAGMA journal_mode = WAL');
  return new SqliteStore(db);
};
