import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  emailSchema,
  idCardSchema,
  legalNumberSchema,
  otpSchema,
  passportSchema,
  passwordSchema,
  phoneSchema,
} from '../../src/forms/fields.ts';
import { digitsOnly } from '../../src/forms/filters.ts';
import { isValidThaiId, thaiIdCheckDigit } from '../../src/forms/thai-id.ts';

/** The message of the first issue, or undefined when the value passes. */
const failure = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('digitsOnly', () => {
  it('keeps digits only and cuts to the maximum', () => {
    expect(digitsOnly('081-234 5678')).toBe('0812345678');
    expect(digitsOnly('1234567890123456789', 15)).toBe('123456789012345');
    expect(digitsOnly('1-1017-00230-70-8x', 13)).toBe('1101700230708');
    expect(digitsOnly('a7', 1)).toBe('7');
    expect(digitsOnly('abc')).toBe('');
    expect(digitsOnly('123', 0)).toBe('');
  });

  it('reads Thai digits as Arabic ones and drops other scripts', () => {
    expect(digitsOnly('๐๘๑๒๓๔')).toBe('081234');
    expect(digitsOnly('１２３٤')).toBe('');
  });
});

describe('Thai ID card', () => {
  it('computes the check digit from weights 13..2', () => {
    // 1·13 + 2·12 + 3·11 + 4·10 + 5·9 + 6·8 + 7·7 + 8·6 + 9·5 + 0·4 + 1·3 + 2·2 = 352; 352 mod 11 = 0.
    expect(thaiIdCheckDigit('123456789012')).toBe(1);
    expect(thaiIdCheckDigit('110170023070')).toBe(8);
    expect(thaiIdCheckDigit('000000000000')).toBe(1);
    expect(thaiIdCheckDigit('12345')).toBeUndefined();
  });

  it.each(['1101700230708', '1234567890121', '3100600123450', '0000000000001', '9999999999994'])(
    'accepts %s',
    (id) => {
      expect(isValidThaiId(id)).toBe(true);
      expect(failure(idCardSchema, id)).toBeUndefined();
    },
  );

  it.each(['1101700230707', '1234567890120'])('refuses %s: 13 digits with a wrong check digit', (id) => {
    expect(isValidThaiId(id)).toBe(false);
    expect(failure(idCardSchema, id)).toBe('register.personal.idCardCheckDigit');
  });

  it.each(['110170023070', '11017002307080', '110170023070a', '1 101700230708'])(
    'refuses %s: not 13 digits',
    (id) => {
      expect(isValidThaiId(id)).toBe(false);
      expect(failure(idCardSchema, id)).toBe('errors.invalidIdCard');
    },
  );

  it('accepts exactly one in ten check digits for random prefixes', () => {
    let seed = 11;
    for (let i = 0; i < 200; i += 1) {
      seed = (seed * 48271) % 2147483647;
      const prefix = String(seed).padStart(12, '0').slice(-12);
      const valid = Array.from({ length: 10 }, (_, digit) => `${prefix}${digit}`).filter(isValidThaiId);
      expect(valid).toHaveLength(1);
    }
  });

  it('is required', () => {
    expect(failure(idCardSchema, '')).toBe('errors.required');
    expect(failure(idCardSchema, undefined)).toBe('errors.required');
  });
});

describe('field schemas', () => {
  it.each([
    ['', 'errors.required'],
    ['   ', 'errors.required'],
    [undefined, 'errors.required'],
    [42, 'errors.required'],
    ['somchai', 'errors.invalidEmail'],
    ['somchai@', 'errors.invalidEmail'],
    ['a b@example.com', 'errors.invalidEmail'],
    ['somchai@example.co.th', undefined],
    ['  somchai@example.co.th ', undefined],
  ])('email %j → %s', (value, key) => {
    expect(failure(emailSchema, value)).toBe(key);
  });

  it('trims the email it gives back', () => {
    expect(emailSchema.parse(' a@b.co ')).toBe('a@b.co');
  });

  it('takes passwords as typed, required only', () => {
    expect(failure(passwordSchema, '')).toBe('errors.required');
    expect(failure(passwordSchema, undefined)).toBe('errors.required');
    expect(passwordSchema.parse(' p ')).toBe(' p ');
  });

  it.each([
    ['123456', undefined],
    ['000000', undefined],
    ['', 'errors.required'],
    ['12345', 'errors.invalidOtp'],
    ['1234567', 'errors.invalidOtp'],
    ['12345a', 'errors.invalidOtp'],
    ['๑๒๓๔๕๖', 'errors.invalidOtp'],
  ])('OTP %j → %s', (value, key) => {
    expect(failure(otpSchema, value)).toBe(key);
  });

  it.each([
    ['0812345678', undefined],
    ['1'.repeat(15), undefined],
    ['1'.repeat(16), 'errors.invalidPhone'],
    ['081-234-5678', 'errors.invalidPhone'],
    ['+66812345678', 'errors.invalidPhone'],
    ['', 'errors.required'],
  ])('phone %j → %s', (value, key) => {
    expect(failure(phoneSchema, value)).toBe(key);
  });

  it.each([
    ['0105556123456', undefined],
    ['1'.repeat(40), undefined],
    ['0105-556', 'errors.invalidLegalNumber'],
    ['', 'errors.required'],
  ])('legal number %j → %s', (value, key) => {
    expect(failure(legalNumberSchema, value)).toBe(key);
  });

  it('takes any non-empty passport text', () => {
    expect(failure(passportSchema, 'AB 123-456 / ฉ')).toBeUndefined();
    expect(failure(passportSchema, ' ')).toBe('errors.required');
  });
});
