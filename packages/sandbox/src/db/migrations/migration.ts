import type { SqliteStore } from '../database.ts';

/** One change of the schema, in a file of its own named by its version. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
  /** Data changes SQL alone cannot make, run after `sql` in the same transaction. */
  data?: (store: SqliteStore) => void;
}
