import * as z from 'zod';
import { OTP_LENGTH, PASSWORD_MIN_LENGTH, PHONE_MAX_DIGITS, THAI_ID_CARD_DIGITS } from '../constants.ts';
import type { ErrorKey } from '../errors.ts';
import { isValidThaiId } from './thai-id.ts';

/*
 * Field schemas. Every issue's message is a catalogue key (SPEC section 8), so a UI shows
 * `t(issue.message)` next to the field. A missing or non-string value is `errors.required`.
 */

const key = (error: ErrorKey) => ({ error });

/** Trimmed text that must not be empty (names, address, passport). */
export const requiredTextSchema = z
  .string(key('errors.required'))
  .trim()
  .min(1, { ...key('errors.required'), abort: true });

/** Required, then shaped like an email; no other format rule is specified (SPEC section 5). */
export const emailSchema = requiredTextSchema.pipe(z.email(key('errors.invalidEmail')));

/** Passwords are taken as typed: no trimming, only required. */
export const passwordSchema = z.string(key('errors.required')).min(1, key('errors.required'));

/** A password being chosen (registration, change password) must also be long enough. */
export const newPasswordSchema = passwordSchema.check(
  z.minLength(PASSWORD_MIN_LENGTH, key('errors.passwordTooShort')),
);

const digitsField = (pattern: RegExp, invalid: ErrorKey) =>
  requiredTextSchema.check(z.regex(pattern, key(invalid)));

export const otpSchema = digitsField(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'errors.invalidOtp');

/** Digits only, at most 15 (SPEC section 9); nothing more about phone formats is specified. */
export const phoneSchema = digitsField(new RegExp(`^\\d{1,${PHONE_MAX_DIGITS}}$`), 'errors.invalidPhone');

/**
 * 13 digits whose last is the check digit of the first 12. Thirteen digits with a wrong check
 * digit are told so, not asked again for 13 digits.
 */
export const idCardSchema = requiredTextSchema
  .check(
    z.regex(new RegExp(`^\\d{${THAI_ID_CARD_DIGITS}}$`), { ...key('errors.invalidIdCard'), abort: true }),
  )
  .refine(isValidThaiId, key('register.personal.idCardCheckDigit'));

/** Company registration number: digits only, no length limit. */
export const legalNumberSchema = digitsField(/^\d+$/, 'errors.invalidLegalNumber');

/** Free text (SPEC section 5). */
export const passportSchema = requiredTextSchema;
