import type { Row } from '../db/store.ts';

/**
 * Rows are parsed where they leave the database, by small hand parsers rather than zod: a
 * column check is a typeof, which the hot paths (get-unit, every token check) can afford on
 * every row, and the sandbox takes no dependency for it. A row that does not parse is a broken
 * database, not a bad request: it is an Error, answered as a 500 without detail.
 */

/** Reads one column's value, or throws for a value of the wrong kind. */
export type Column<T> = (value: unknown, name: string) => T;

const broken = (name: string, value: unknown, wanted: string): Error =>
  new Error(`database column ${name} holds ${typeof value} ${String(value).slice(0, 40)}, not ${wanted}`);

export const integer: Column<number> = (value, name) => {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  throw broken(name, value, 'an integer');
};

export const real: Column<number> = (value, name) => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  throw broken(name, value, 'a number');
};

export const text: Column<string> = (value, name) => {
  if (typeof value === 'string') return value;
  throw broken(name, value, 'text');
};

export const blob: Column<Uint8Array> = (value, name) => {
  if (value instanceof Uint8Array) return value;
  throw broken(name, value, 'a blob');
};

/** One of a fixed set of values (a CHECK constraint's list). */
export const oneOf =
  <const T extends string | number>(values: readonly T[]): Column<T> =>
  (value, name) => {
    if (values.includes(value as T)) return value as T;
    throw broken(name, value, values.join(' | '));
  };

export const nullable =
  <T>(column: Column<T>): Column<T | null> =>
  (value, name) =>
    value === null ? null : column(value, name);

type Shape = Record<string, Column<unknown>>;
export type Parsed<S extends Shape> = { [K in keyof S]: S[K] extends Column<infer T> ? T : never };

/** A parser of rows with these columns; columns a row has beyond them are left out. */
export const columns =
  <S extends Shape>(shape: S) =>
  (row: Row): Parsed<S> => {
    const parsed: Record<string, unknown> = {};
    for (const name in shape) parsed[name] = (shape[name] as Column<unknown>)(row[name], name);
    return parsed as Parsed<S>;
  };

/** The parsed row, or undefined when there was none. */
export const maybe = <T>(parse: (row: Row) => T, row: Row | undefined): T | undefined =>
  row === undefined ? undefined : parse(row);

/** `SELECT 1 ...` found a row. */
export const exists = (row: Row | undefined): boolean => row !== undefined;
