import { describe, expect, it } from 'vitest';
import { SelfStorageError } from '../../src/errors.ts';
import { formatAmount, fromSatang, toSatang } from '../../src/money/satang.ts';

describe('toSatang', () => {
  it.each([
    [0, 0],
    [1, 100],
    [1.5, 150],
    [1.05, 105],
    [1.005, 101],
    [1.015, 102],
    [1.255, 126],
    [8.345, 835],
    [2.675, 268],
    [1.004, 100],
    [1.0049999, 100],
    [0.005, 1],
    [0.1 + 0.2, 30],
    [1234567.895, 123456790],
    [1e-7, 0],
    [5e-3, 1],
    [1e10, 1e12],
    [900719925474.99, 90071992547499],
  ])('%d baht is %d satang', (baht, satang) => {
    expect(toSatang(baht)).toBe(satang);
  });

  it('rounds negative amounts half away from zero too, without a negative zero', () => {
    expect(toSatang(-1.005)).toBe(-101);
    expect(toSatang(-1.004)).toBe(-100);
    expect(Object.is(toSatang(-0.001), 0)).toBe(true);
  });

  it('refuses amounts it cannot hold exactly', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, 1e14, 1e21]) {
      expect(() => toSatang(bad)).toThrow(SelfStorageError);
    }
  });

  it('round-trips every 2-decimal amount up to 100 baht', () => {
    for (let satang = -10_000; satang <= 10_000; satang += 1) {
      expect(toSatang(fromSatang(satang))).toBe(satang);
    }
  });
});

describe('fromSatang', () => {
  it('gives baht with at most 2 decimals', () => {
    expect(fromSatang(12345)).toBe(123.45);
    expect(fromSatang(-1)).toBe(-0.01);
  });

  it('refuses fractional satang', () => {
    expect(() => fromSatang(1.5)).toThrow(SelfStorageError);
  });
});

describe('formatAmount', () => {
  it.each([
    [0, 'th', '0.00'],
    [5, 'en', '0.05'],
    [150, 'th', '1.50'],
    [123456789, 'th', '1,234,567.89'],
    [123456789, 'en', '1,234,567.89'],
    [-2500, 'en', '-25.00'],
    [9007199254740991, 'en', '90,071,992,547,409.91'],
  ] as const)('%d satang in %s is %s', (satang, locale, text) => {
    expect(formatAmount(satang, locale)).toBe(text);
  });

  it('takes another BCP 47 locale', () => {
    expect(formatAmount(123456, 'de-DE')).toBe('1.234,56');
  });

  it('refuses fractional satang', () => {
    expect(() => formatAmount(0.5, 'th')).toThrow(SelfStorageError);
  });
});
