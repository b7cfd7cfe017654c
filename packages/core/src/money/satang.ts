import type { Language } from '../constants.ts';
import { AMOUNT_DECIMALS, SATANG_PER_BAHT } from '../constants.ts';
import { SelfStorageError } from '../errors.ts';

/*
 * Money is integer satang inside the SDK; the wire carries baht with at most 2 decimals.
 * Converting through the number's shortest decimal form (what String() prints, e.g. "1.005")
 * rounds the decimal a person wrote, not the binary float nearest to it (1.00499999...).
 */

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

const badAmount = (message: string): SelfStorageError =>
  new SelfStorageError({ code: 'invalid_input', key: 'errors.requestErorMsg', message });

/** Baht to satang, rounding half away from zero at the second decimal (1.005 → 101, -1.005 → -101). */
export const toSatang = (baht: number): number => {
  if (!Number.isFinite(baht)) throw badAmount(`Not a finite amount: ${baht}`);
  const match = DECIMAL.exec(String(baht));
  if (!match) throw badAmount(`Unreadable amount: ${baht}`);
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  // Shift the decimal point by the exponent on the digit string, so no float arithmetic is done.
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  const padded = point < 0 ? '0'.repeat(-point) + digits : digits.padEnd(point + 3, '0');
  const integerEnd = Math.max(point, 0);
  const integerPart = padded.slice(0, integerEnd) || '0';
  const cents = padded.slice(integerEnd, integerEnd + AMOUNT_DECIMALS).padEnd(AMOUNT_DECIMALS, '0');
  const roundsUp = (padded[integerEnd + AMOUNT_DECIMALS] ?? '0') >= '5';
  const magnitude = BigInt(integerPart) * BigInt(SATANG_PER_BAHT) + BigInt(cents) + (roundsUp ? 1n : 0n);
  if (magnitude > BigInt(Number.MAX_SAFE_INTEGER)) throw badAmount(`Amount too large: ${baht}`);
  const satang = Number(magnitude);
  return sign === '-' && satang !== 0 ? -satang : satang;
};

export const assertSatang = (value: number, name = 'amount'): void => {
  if (!Number.isSafeInteger(value)) throw badAmount(`${name} must be a whole number of satang: ${value}`);
};

/** Satang to baht for the wire; exact to 2 decimals because satang are whole. */
export const fromSatang = (satang: number): number => {
  assertSatang(satang);
  return satang / SATANG_PER_BAHT;
};

/** Latin digits in both languages: Thai amounts are written with Arabic numerals. */
const LOCALES: Record<Language, string> = { th: 'th-TH-u-nu-latn', en: 'en-US' };
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Two decimals with grouping (1,234.50). Formatted from the exact decimal string, never via a
 * float division, so large amounts keep their last satang.
 */
export const formatAmount = (satang: number, locale: Language | string = 'th'): string => {
  assertSatang(satang);
  const tag = Object.hasOwn(LOCALES, locale) ? LOCALES[locale as Language] : locale;
  let formatter = formatters.get(tag);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, {
      minimumFractionDigits: AMOUNT_DECIMALS,
      maximumFractionDigits: AMOUNT_DECIMALS,
    });
    formatters.set(tag, formatter);
  }
  const magnitude = Math.abs(satang);
  const whole = Math.floor(magnitude / SATANG_PER_BAHT);
  const cents = String(magnitude % SATANG_PER_BAHT).padStart(AMOUNT_DECIMALS, '0');
  return formatter.format(`${satang < 0 ? '-' : ''}${whole}.${cents}` as `${number}`);
};
