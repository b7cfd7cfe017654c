import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * SQLite's own forms a second engine would have to translate (docs/architecture.md, "A second
 * database engine"): the known ones are listed, so a new one is a decision, not an accident.
 */
const KNOWN = ['data/booking-fees.ts: rowid', 'data/outbox.ts: rowid', 'data/payments.ts: group_concat'];

const FORMS: readonly [string, RegExp][] = [
  ['INSERT OR', /\bINSERT\s+OR\s+(IGNORE|REPLACE)\b/i],
  ['group_concat', /\bgroup_concat\s*\(/i],
  ['rowid', /\browid\b/],
];

const sqliteFormsIn = (text: string): string[] =>
  FORMS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);

const root = new URL('../src/', import.meta.url);
const filesOf = (folder: string): string[] =>
  readdirSync(new URL(folder, root), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => `${folder}${name}`);

describe("SQLite's own forms", () => {
  it('are only the known ones, in the data layer', () => {
    const found = [...filesOf('data/'), ...filesOf('db/')].flatMap((file) =>
      sqliteFormsIn(readFileSync(new URL(file, root), 'utf8')).map((form) => `${file}: ${form}`),
    );
    expect(found.sort()).toEqual(KNOWN);
  });

  it('are found however they are written', () => {
    expect(sqliteFormsIn("'insert or replace into settings VALUES (?, ?)'")).toEqual(['INSERT OR']);
    expect(sqliteFormsIn('SELECT GROUP_CONCAT (id) FROM x')).toEqual(['group_concat']);
    expect(sqliteFormsIn('ORDER BY rowid')).toEqual(['rowid']);
    expect(sqliteFormsIn('{ lastInsertRowid: 1 } ON CONFLICT DO NOTHING')).toEqual([]);
  });
});
