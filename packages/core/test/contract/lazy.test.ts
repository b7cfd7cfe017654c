import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints } from '../../src/contract/endpoints.ts';
import { lazySchema } from '../../src/contract/lazy.ts';

describe('a lazy schema', () => {
  it('is built on first use, once, and then answers as the built schema', () => {
    let builds = 0;
    const item = lazySchema(() => {
      builds += 1;
      return z.object({ id: z.number().int(), name: z.string() });
    });
    expect(builds).toBe(0);

    expect(item.parse({ id: 1, name: 'A' })).toEqual({ id: 1, name: 'A' });
    expect(item.safeParse({ id: 1.5, name: 'A' }).success).toBe(false);
    expect(item instanceof z.ZodObject).toBe(true);
    expect(Object.keys(item.shape)).toEqual(['id', 'name']);
    expect(builds).toBe(1);
  });

  it('works inside other schemas and keeps its metadata for JSON Schema', () => {
    const price = lazySchema(() => z.object({ amount: z.number() }).meta({ description: 'A price.' }));
    const reply = z.object({ datas: price.nullable(), prices: z.array(price) });

    expect(reply.parse({ datas: null, prices: [{ amount: 2 }] })).toEqual({
      datas: null,
      prices: [{ amount: 2 }],
    });
    expect(() => reply.parse({ datas: { amount: 'x' }, prices: [] })).toThrow();
    const schema = z.toJSONSchema(z.object({ price }));
    expect(schema.properties?.price).toMatchObject({ description: 'A price.', type: 'object' });
  });

  it('lets a contract endpoint parse its reply as before', () => {
    const reply = endpoints.getBranch.reply.parse({
      response_code: 200,
      response_message: 'OK',
      datas: [{ id: 1, name_th: 'สาขา', name_en: 'Branch' }],
    });
    expect(reply.datas[0]?.name_en).toBe('Branch');
    expect(endpoints.getBranch.reply.safeParse({ response_code: 200 }).success).toBe(false);
  });
});
