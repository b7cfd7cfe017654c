import { describe, expect, it } from 'vitest';
import { SelfStorageError } from '../../src/errors.ts';
import { buildPaymentLink, buildPaymentResultLink, buildServiceLink } from '../../src/links/build.ts';
import { parseDeepLink } from '../../src/links/parse.ts';

const BASE = 'https://book.example.com/';
const AES_LIKE = 'U2FsdGVkX1+Zq3p/abc+def==';

describe('buildPaymentLink', () => {
  it('builds a plain link', () => {
    expect(buildPaymentLink({ baseUrl: BASE, ser: 12, p: 'abc' })).toBe(
      'https://book.example.com/?action=payment&ser=12&p=abc',
    );
  });

  it('builds an encoded link as one bare base64url token of JSON', () => {
    const link = buildPaymentLink({ baseUrl: BASE, ser: 12, p: 'abc', encode: true });
    const token = new URL(link).search.slice(1);
    expect(token).toMatch(/^eyJhY3Rpb24iOi[A-Za-z0-9_-]+$/);
    expect(JSON.parse(Buffer.from(token, 'base64url').toString('utf8'))).toEqual({
      action: 'payment',
      ser: 12,
      p: 'abc',
    });
  });

  it.each([false, true])('round-trips through the parser (encode %s)', (encode) => {
    expect(
      parseDeepLink(buildPaymentLink({ baseUrl: BASE, ser: 9_007_199_254_740_991, p: AES_LIKE, encode })),
    ).toEqual({
      action: 'payment',
      ser: 9_007_199_254_740_991,
      p: AES_LIKE,
      encoded: encode,
    });
    expect(parseDeepLink(buildPaymentLink({ baseUrl: BASE, ser: 3, pns: 'ไทย', encode }))).toEqual({
      action: 'payment',
      ser: 3,
      pns: 'ไทย',
      encoded: encode,
    });
  });

  it('replaces a query already on the base and keeps its path', () => {
    expect(buildPaymentLink({ baseUrl: 'http://localhost:5173/app/?x=1', ser: 1, p: 'a' })).toBe(
      'http://localhost:5173/app/?action=payment&ser=1&p=a',
    );
  });

  it.each([
    ['no token', { ser: 1 }, 'p'],
    ['a zero ser', { ser: 0, p: 'a' }, 'ser'],
    ['a fractional ser', { ser: 1.5, p: 'a' }, 'ser'],
    ['an empty p', { ser: 1, p: '' }, 'p'],
    ['whitespace in pns', { ser: 1, pns: 'a b' }, 'pns'],
  ])('refuses %s', (_, input, field) => {
    try {
      buildPaymentLink({ baseUrl: BASE, ...input });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SelfStorageError);
      expect(error).toMatchObject({ code: 'invalid_input', key: 'errors.invalidLink', field });
    }
  });

  it('refuses a relative base URL', () => {
    expect(() => buildPaymentLink({ baseUrl: '/home', ser: 1, p: 'a' })).toThrow(
      expect.objectContaining({ field: 'baseUrl' }),
    );
  });
});

describe('buildServiceLink', () => {
  it.each([false, true])('round-trips with and without optional ids (encode %s)', (encode) => {
    expect(
      parseDeepLink(buildServiceLink({ baseUrl: BASE, p: AES_LIKE, pid: 1, ops: 22, osm: 333, encode })),
    ).toEqual({
      action: 'service',
      p: AES_LIKE,
      pid: 1,
      ops: 22,
      osm: 333,
    });
    expect(parseDeepLink(buildServiceLink({ baseUrl: BASE, p: AES_LIKE, encode }))).toEqual({
      action: 'service',
      p: AES_LIKE,
    });
  });

  it('escapes the token in a plain link', () => {
    expect(buildServiceLink({ baseUrl: BASE, p: 'a+b/c=' })).toBe(
      'https://book.example.com/?action=service&p=a%2Bb%2Fc%3D',
    );
  });

  it('refuses an id that is not a positive whole number', () => {
    expect(() => buildServiceLink({ baseUrl: BASE, p: 'a', osm: -1 })).toThrow(
      expect.objectContaining({ field: 'osm' }),
    );
  });
});

describe('buildPaymentResultLink', () => {
  it.each([false, true])('round-trips success and fail (encode %s)', (encode) => {
    expect(parseDeepLink(buildPaymentResultLink({ baseUrl: BASE, outcome: 'success', encode }))).toEqual({
      action: 'payment-success',
    });
    expect(parseDeepLink(buildPaymentResultLink({ baseUrl: BASE, outcome: 'fail', encode }))).toEqual({
      action: 'payment-fail',
    });
    expect(parseDeepLink(buildPaymentResultLink({ baseUrl: BASE, outcome: 'fail', ser: 0, encode }))).toEqual(
      {
        action: 'payment-fail',
        ser: 0,
      },
    );
  });
});
