import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';

export const MEMORY = ':memory:';
export const DATABASE_FILE = 'sandbox.db';

/**
 * The database with every statement prepared once and cached by its text, so hot paths
 * (get-unit, token checks) never re-parse SQL.
 */
export class Store {
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

  get<T>(sql: string, ...params: SQLInputValue[]): T | undefined {
    return this.#prepare(sql).get(...params) as T | undefined;
  }

  all<T>(sql: string, ...params: SQLInputValue[]): T[] {
    return this.#prepare(sql).all(...params) as T[];
  }

  run(sql: string, ...params: SQLInputValue[]): { changes: number; lastInsertRowid: number } {
    const result = this.#prepare(sql).run(...params);
    return { changes: Number(result.changes), lastInsertRowid: Number(result.lastInsertRowid) };
  }

  /**
   * A row of the seeded catalogue (unit, size, promotion, fees), read once and then kept: only a
   * reseed changes the catalogue, and it calls `forget()`. Nothing is kept for a key that found
   * nothing, so unknown ids from requests cannot grow it.
   */
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
   * Runs `work` in one transaction. IMMEDIATE takes the write lock at BEGIN, so a
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

/** Opens `<dataDir>/sandbox.db` (creating the folder), or an in-memory database for `:memory:`. */
export const openStore = (dataDir: string): Store => {
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
  return new Store(db);
};
