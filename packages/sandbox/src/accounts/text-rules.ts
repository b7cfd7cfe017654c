import { refuse } from '../errors.ts';
import { type Text, text } from '../language/text.ts';

/**
 * Control characters (NUL, escapes, newlines...) and the bidirectional overrides that make text
 * read differently than it is stored: never in a password or a name, where they only hide or
 * forge what others see (a back-office screen, a mail, a log).
 */
const FORBIDDEN = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;
/** An address may keep its line breaks and tabs. */
const FORBIDDEN_IN_ADDRESS = /(?![\t\n\r])[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;

const invisible = (field: string): Text =>
  text(`${field} มีอักขระควบคุมที่ใช้ไม่ได้`, `${field} contains control characters, which are not allowed.`);

/** A password as typed: any characters but control ones. */
export const checkPassword = (field: string, value: string): void => {
  if (FORBIDDEN.test(value)) throw refuse('invalid_request', invisible(field));
};

/** A name, trimmed: not empty, no control characters. */
export const cleanName = (field: string, value: string): string => {
  const trimmed = value.trim();
  if (FORBIDDEN.test(trimmed)) throw refuse('invalid_request', invisible(field));
  if (!trimmed) throw refuse('invalid_request', text(`กรุณากรอก ${field}`, `${field} must not be empty.`));
  return trimmed;
};

/** Optional text (empty allowed), trimmed, no control characters. */
export const cleanOptional = (field: string, value: string): string => {
  const trimmed = value.trim();
  if (FORBIDDEN.test(trimmed)) throw refuse('invalid_request', invisible(field));
  return trimmed;
};

/** A postal address, trimmed: not empty; line breaks allowed, other control characters not. */
export const cleanAddress = (field: string, value: string): string => {
  const trimmed = value.trim();
  if (FORBIDDEN_IN_ADDRESS.test(trimmed)) throw refuse('invalid_request', invisible(field));
  if (!trimmed) throw refuse('invalid_request', text(`กรุณากรอก ${field}`, `${field} must not be empty.`));
  return trimmed;
};
