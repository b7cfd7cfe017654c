import { describe, expect, it } from 'vitest';
import {
  base64ToBytes,
  bytesToBase64,
  decodeBase64Utf8,
  decodeUtf8,
  encodeBase64Utf8,
  toBase64Url,
} from '../../src/encoding/base64.ts';

describe('base64', () => {
  it('round-trips bytes of every value, across chunk boundaries', () => {
    const bytes = Uint8Array.from({ length: 0x8000 * 2 + 7 }, (_, i) => (i * 31) % 256);
    const text = bytesToBase64(bytes);
    expect(text).toBe(Buffer.from(bytes).toString('base64'));
    expect(base64ToBytes(text)).toEqual(bytes);
  });

  it('round-trips Thai and emoji text through UTF-8', () => {
    const text = 'สวัสดีครับ 🙂 self-storage';
    expect(decodeBase64Utf8(encodeBase64Utf8(text))).toBe(text);
    expect(encodeBase64Utf8(text)).toBe(Buffer.from(text, 'utf8').toString('base64'));
  });

  it('reads the URL-safe alphabet and missing padding', () => {
    const bytes = Uint8Array.from([0xfb, 0xff, 0xfe, 0x01]);
    const standard = bytesToBase64(bytes);
    expect(standard).toBe('+//+AQ==');
    expect(toBase64Url(standard)).toBe('-__-AQ');
    expect(base64ToBytes('-__-AQ')).toEqual(bytes);
    expect(base64ToBytes('+//+AQ')).toEqual(bytes);
  });

  it.each([
    ['a lone trailing character', 'abcde'],
    ['characters outside the alphabet', 'ab$d'],
    ['whitespace', 'ab cd'],
    ['mixed alphabets', 'ab+-'],
    ['padding in the middle', 'ab=cd'],
    ['too much padding', 'a==='],
    ['padding on a length not a multiple of 4', 'abc=='],
  ])('refuses %s', (_, text) => {
    expect(base64ToBytes(text)).toBeUndefined();
  });

  it('gives undefined, not replacement characters, for bytes that are not UTF-8', () => {
    expect(decodeUtf8(Uint8Array.from([0xc3, 0x28]))).toBeUndefined();
    expect(decodeUtf8(Uint8Array.from([0xed, 0xa0, 0x80]))).toBeUndefined();
    expect(decodeBase64Utf8(bytesToBase64(Uint8Array.from([0xff, 0xfe, 0xfd])))).toBeUndefined();
  });

  it('decodes the empty string to nothing', () => {
    expect(base64ToBytes('')).toEqual(new Uint8Array());
    expect(decodeBase64Utf8('')).toBe('');
  });
});
