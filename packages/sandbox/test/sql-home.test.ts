import { describe, expect, it } from 'vitest';
import { sqlIn, sqlOutsideData } from './support/import-graph.ts';

/** Handlers and services never write SQL: the data layer (src/data) owns it, beside the schema (src/db). */
describe('SQL in the sandbox', () => {
  it('is written only in data/ and db/', () => {
    expect(sqlOutsideData()).toEqual([]);
  });

  it('is found however it is written', () => {
    expect(sqlIn("ctx.store.get('SELECT 1 FROM bookings WHERE id = ?', id)")).toEqual({
      calls: 1,
      statements: 1,
    });
    expect(sqlIn('store.run(`UPDATE invoices SET status = ?`, s)')).toEqual({ calls: 1, statements: 1 });
    expect(sqlIn("this.#store.all<Row>(\n  'select id from units')")).toEqual({ calls: 1, statements: 1 });
    expect(sqlIn('ctx.db.exec(sql)')).toEqual({ calls: 1, statements: 0 });
    expect(sqlIn("const note = 'Select a unit, then pay.';")).toEqual({ calls: 0, statements: 0 });
  });
});
