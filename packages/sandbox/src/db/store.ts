/** A value a statement binds: what every engine the sandbox may run on can store. */
export type SqlValue = null | number | bigint | string | Uint8Array;

/** One row as the engine hands it over: unknown until a data module parses it (data/row.ts). */
export type Row = Readonly<Record<string, unknown>>;

/**
 * The database as the data layer (src/data) sees it: statements with `?` parameters, one
 * transaction at a time, and a cache for the catalogue. node:sqlite is one engine behind it
 * (db/database.ts); another is another class with these methods, and no handler changes.
 */
export interface Store {
  get(sql: string, ...params: SqlValue[]): Row | undefined;
  all(sql: string, ...params: SqlValue[]): Row[];
  run(sql: string, ...params: SqlValue[]): { changes: number; lastInsertRowid: number };
  /**
   * A value read once and then kept until `forget()`: for the seeded catalogue, which only a
   * reseed changes. Nothing is kept for a key that found nothing.
   */
  kept<T>(key: string, read: () => T | undefined): T | undefined;
  forget(): void;
  /** Runs `work` in one transaction that no other writer interleaves with; data modules join the caller's. */
  transaction<T>(work: () => T): T;
  close(): void;
}

/**
 * A write refused because it would repeat a unique key: every engine reports it as this, named by
 * table and columns (`customers`, `email`), so no caller reads an engine's error text.
 */
export class Duplicate extends Error {
  override readonly name = 'Duplicate';
  readonly table: string;
  readonly columns: readonly string[];

  constructor(table: string, columns: readonly string[], options?: ErrorOptions) {
    super(`duplicate key in ${table} (${columns.join(', ')})`, options);
    this.table = table;
    this.columns = columns;
  }

  /** Whether the key repeated is this one (its first column, for a key of several). */
  is(table: string, column?: string): boolean {
    return this.table === table && (column === undefined || this.columns[0] === column);
  }
}
