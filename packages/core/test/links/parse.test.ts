import { describe, expect, it } from 'vitest';
import { bytesToBase64, encodeBase64Utf8, toBase64Url } from '../../src/encoding/base64.ts';
import { parseDeepLink } from '../../src/links/parse.ts';
import { hasDeepLink } from '../../src/links/query.ts';
import type { DeepLink } from '../../src/links/types.ts';
import { MAX_LINK_QUERY_LENGTH } from '../../src/links/types.ts';

const b64 = (text: string) => encodeBase64Utf8(text);

describe('parseDeepLink: plain queries', () => {
  it.each<[string, DeepLink]>([
    ['', { action: 'none' }],
    ['?', { action: 'none' }],
    ['?returnUrl=%2Fservice%3Fa%3D1', { action: 'none' }],
    ['?action=payment-success', { action: 'payment-success' }],
    ['action=payment-success', { action: 'payment-success' }],
    ['?action=payment-fail', { action: 'payment-fail' }],
    ['?action=payment-fail&ser=0', { action: 'payment-fail', ser: 0 }],
    ['?action=payment-fail&ser=42', { action: 'payment-fail', ser: 42 }],
    ['?action=payment&ser=12&p=abc', { action: 'payment', ser: 12, p: 'abc', encoded: false }],
    ['?action=payment&ser=12&pns=xyz', { action: 'payment', ser: 12, pns: 'xyz', encoded: false }],
    ['?action=payment&ser=12&p=a&pns=b', { action: 'payment', ser: 12, p: 'a', pns: 'b', encoded: false }],
    ['?action=service&p=tok', { action: 'service', p: 'tok' }],
    ['?action=service&p=tok&pid=1&ops=2&osm=3', { action: 'service', p: 'tok', pid: 1, ops: 2, osm: 3 }],
    ['?action=service&p=tok&pid=', { action: 'service', p: 'tok' }],
  ])('%s', (query, expected) => {
    expect(parseDeepLink(query)).toEqual(expected);
    expect(hasDeepLink(query)).toBe(expected.action !== 'none');
  });

  it('reads the query of a whole URL and ignores the fragment', () => {
    expect(parseDeepLink('https://book.example.com/?action=payment-fail&ser=7#top')).toEqual({
      action: 'payment-fail',
      ser: 7,
    });
  });

  it('restores a token whose + an unescaped link turned into a space', () => {
    expect(parseDeepLink('?action=service&p=U2FsdGVkX1+ab/c=')).toEqual({
      action: 'service',
      p: 'U2FsdGVkX1+ab/c=',
    });
    expect(parseDeepLink('?action=service&p=U2FsdGVkX1%2Bab%2Fc%3D')).toEqual({
      action: 'service',
      p: 'U2FsdGVkX1+ab/c=',
    });
  });

  it('takes the first of repeated parameters', () => {
    expect(parseDeepLink('?action=payment-fail&ser=1&ser=2')).toEqual({ action: 'payment-fail', ser: 1 });
  });

  it.each<[string, DeepLink]>([
    ['?action=refund', { action: 'invalid', reason: 'unknown_action', param: 'action' }],
    ['?action=', { action: 'invalid', reason: 'unknown_action', param: 'action' }],
    ['?action=PAYMENT&ser=1&p=a', { action: 'invalid', reason: 'unknown_action', param: 'action' }],
    ['?action=payment&p=abc', { action: 'invalid', reason: 'missing_param', param: 'ser' }],
    ['?action=payment&ser=12', { action: 'invalid', reason: 'missing_param', param: 'p' }],
    ['?action=payment&ser=12&p=%20', { action: 'invalid', reason: 'missing_param', param: 'p' }],
    ['?action=payment&ser=0&p=a', { action: 'invalid', reason: 'bad_number', param: 'ser' }],
    ['?action=payment&ser=-1&p=a', { action: 'invalid', reason: 'bad_number', param: 'ser' }],
    ['?action=payment&ser=1.5&p=a', { action: 'invalid', reason: 'bad_number', param: 'ser' }],
    ['?action=payment&ser=1e3&p=a', { action: 'invalid', reason: 'bad_number', param: 'ser' }],
    ['?action=payment&ser=99999999999999999&p=a', { action: 'invalid', reason: 'bad_number', param: 'ser' }],
    ['?action=payment&ser=%EF%BC%91&p=a', { action: 'invalid', reason: 'bad_number', param: 'ser' }],
    ['?action=payment-fail&ser=abc', { action: 'invalid', reason: 'bad_number', param: 'ser' }],
    ['?action=service', { action: 'invalid', reason: 'missing_param', param: 'p' }],
    ['?action=service&p=t&ops=x', { action: 'invalid', reason: 'bad_number', param: 'ops' }],
    ['?action=service&p=t&osm=0', { action: 'invalid', reason: 'bad_number', param: 'osm' }],
  ])('refuses %s', (query, expected) => {
    expect(parseDeepLink(query)).toEqual(expected);
  });
});

describe('parseDeepLink: base64 queries', () => {
  const json = '{"action":"payment","ser":12,"p":"abc"}';
  const expected: DeepLink = { action: 'payment', ser: 12, p: 'abc', encoded: true };

  it('reads a bare token of JSON, as in ?eyJhY3Rpb24iOi...', () => {
    expect(b64(json).startsWith('eyJhY3Rpb24iOi')).toBe(true);
    expect(parseDeepLink(`?${b64(json)}`)).toEqual(expected);
  });

  it('reads a bare token of a query string', () => {
    expect(parseDeepLink(`?${b64('action=payment&ser=12&p=abc')}`)).toEqual(expected);
    expect(parseDeepLink(`?${b64('?action=payment&ser=12&p=abc')}`)).toEqual(expected);
  });

  it('reads ?q=<base64>, with + left unescaped or escaped', () => {
    const token = bytesToBase64(new TextEncoder().encode('{"action":"service","p":"x>?","pid":3}'));
    expect(token).toMatch(/[+/]/);
    const wanted: DeepLink = { action: 'service', p: 'x>?', pid: 3 };
    expect(parseDeepLink(`?q=${token}`)).toEqual(wanted);
    expect(parseDeepLink(`?q=${encodeURIComponent(token)}`)).toEqual(wanted);
    expect(parseDeepLink(`?${encodeURIComponent(token)}`)).toEqual(wanted);
    expect(parseDeepLink(`?${token}`)).toEqual(wanted);
  });

  it('reads URL-safe base64 with or without padding', () => {
    const token = toBase64Url(b64(json));
    expect(parseDeepLink(`?${token}`)).toEqual(expected);
    expect(parseDeepLink(`?${b64(json).replace(/=+$/, '')}`)).toEqual(expected);
  });

  it('reads every action when encoded, and Thai text in values', () => {
    expect(parseDeepLink(`?${b64('{"action":"payment-success"}')}`)).toEqual({ action: 'payment-success' });
    expect(parseDeepLink(`?${b64('{"action":"payment-fail","ser":"5"}')}`)).toEqual({
      action: 'payment-fail',
      ser: 5,
    });
    expect(parseDeepLink(`?${b64('{"action":"service","p":"โทเคน"}')}`)).toEqual({
      action: 'service',
      p: 'โทเคน',
    });
  });

  it.each<[string, string, DeepLink]>([
    ['not base64', '?abc$def', { action: 'none' }],
    ['a word of an impossible length', '?hello', { action: 'invalid', reason: 'bad_base64' }],
    ['a word that is not base64 of text', '?hell', { action: 'invalid', reason: 'bad_payload' }],
    ['a lone trailing character', '?eyJhY', { action: 'invalid', reason: 'bad_base64' }],
    [
      'bytes that are not UTF-8',
      `?${bytesToBase64(Uint8Array.from([0xff, 0xfe, 0x80, 0x81]))}`,
      { action: 'invalid', reason: 'bad_payload' },
    ],
    ['broken JSON', `?${b64('{"action":')}`, { action: 'invalid', reason: 'bad_payload' }],
    ['a JSON array', `?q=${b64('[1,2]')}`, { action: 'invalid', reason: 'no_action' }],
    ['a JSON object without action', `?${b64('{"ser":1}')}`, { action: 'invalid', reason: 'no_action' }],
    ['a nested action', `?${b64('{"action":{"x":1}}')}`, { action: 'invalid', reason: 'no_action' }],
    ['text without action', `?${b64('hello world')}`, { action: 'invalid', reason: 'no_action' }],
    ['an empty q', '?q=', { action: 'invalid', reason: 'no_action' }],
    [
      'a float ser',
      `?${b64('{"action":"payment","ser":1.5,"p":"a"}')}`,
      { action: 'invalid', reason: 'bad_number', param: 'ser' },
    ],
  ])('gives a typed result for %s', (_, query, expected) => {
    expect(parseDeepLink(query)).toEqual(expected);
  });

  it('refuses queries longer than the limit before decoding them', () => {
    expect(parseDeepLink(`?${'A'.repeat(MAX_LINK_QUERY_LENGTH)}`)).toEqual({
      action: 'invalid',
      reason: 'too_long',
    });
  });
});

describe('parseDeepLink: fuzz', () => {
  /** Deterministic, so a failure reproduces. */
  const random = (() => {
    let seed = 0x2f6b_11a3;
    return () => {
      seed = (seed * 1_664_525 + 1_013_904_223) >>> 0;
      return seed / 2 ** 32;
    };
  })();
  const pick = (alphabet: string) => alphabet[Math.floor(random() * alphabet.length)] ?? '';
  const randomString = (alphabet: string, max: number) =>
    Array.from({ length: Math.floor(random() * max) }, () => pick(alphabet)).join('');
  const randomBytes = (max: number) =>
    Uint8Array.from({ length: Math.floor(random() * max) }, () => random() * 256);

  const isDeepLink = (value: DeepLink) =>
    ['payment-success', 'payment-fail', 'payment', 'service', 'none', 'invalid'].includes(value.action);

  it('never throws on random text, unicode, base64 of random bytes or huge input', () => {
    const alphabets = [
      'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=-_',
      '?&=%#+ actionpaymentservicesernsp0123456789',
      'กขคงจฉชซฌญฎฏฐฑฒณดตถทธนบปผฝพฟภมยรลวศษสหฬอฮะาำิีึืุู่้๊๋🙂\u0000\uffff\ud800',
    ];
    const inputs: string[] = [];
    for (let i = 0; i < 3000; i += 1) {
      const alphabet = alphabets[i % alphabets.length] ?? '';
      inputs.push(`?${randomString(alphabet, 80)}`);
      inputs.push(`?${bytesToBase64(randomBytes(60))}`);
      inputs.push(`?q=${toBase64Url(bytesToBase64(randomBytes(60)))}`);
      inputs.push(String.fromCharCode(...randomBytes(40)));
    }
    inputs.push('?'.repeat(100_000), `?${'eyJh'.repeat(50_000)}`, '%', '?%E0%A4%A', '?action=%E0%A4%A');
    for (const input of inputs) {
      const result = parseDeepLink(input);
      expect(isDeepLink(result), input).toBe(true);
      expect(hasDeepLink(input), input).toBe(result.action !== 'none');
    }
  });

  it('never throws on base64 of mutated valid payloads', () => {
    const payload = '{"action":"payment","ser":12,"p":"abc","pns":"def"}';
    for (let i = 0; i < 2000; i += 1) {
      const chars = [...payload];
      const at = Math.floor(random() * chars.length);
      chars[at] = pick('{}[]":,0123456789abc\\ \u0000é');
      const result = parseDeepLink(`?${b64(chars.join(''))}`);
      expect(isDeepLink(result)).toBe(true);
    }
  });

  it('tolerates a non-string from untyped callers', () => {
    expect(hasDeepLink(undefined as unknown as string)).toBe(true);
    expect(parseDeepLink(undefined as unknown as string)).toEqual({
      action: 'invalid',
      reason: 'bad_payload',
    });
  });
});
