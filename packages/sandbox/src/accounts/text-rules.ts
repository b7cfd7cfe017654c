import { refuse } from '../errors.ts';
import { type Text, text } from '../language/text.ts';

/**
 * Control characters (NUL, escapes, newlines...) and the bidirectional overrides that make text
 * read differently than it is stored: never in a password, where they only hide what was typed.
 */
const FORBIDDEN_IN_PASSWORD = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;
/**
 * Names and addresses are printed (receipts, mails, a back-office screen) and written into the
 * tax invoices' e-Tax XML: besides control characters, no format characters (Unicode Cf:
 * zero-width spaces, bidirectional marks, the BOM), no line or paragraph separators, which hide or
 * forge what others read, and neither a lone surrogate nor U+FFFE/U+FFFF, which XML 1.0 cannot hold.
 */
const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029\uFFFE\uFFFF]/u;
/** An address may keep its line breaks and tabs. */
const FORBIDDEN_IN_ADDRESS = /(?![\t\n\r])[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029\uFFFE\uFFFF]/u;
/** A name shows at least one letter of some script. */
const LETTER = /\p{L}/u;

const invisible = (field: string): Text => text('server.replies.accounts.invisibleCharacters', { field });

/** A password as typed: any characters but control ones. */
export const checkPassword = (field: string, value: string): void => {
  if (FORBIDDEN_IN_PASSWORD.test(value)) throw refuse('invalid_request', invisible(field));
};

/** A name, trimmed: not empty, no control or format characters, at least one letter. */
export const cleanName = (field: string, value: string): string => {
  const trimmed = value.trim();
  if (FORBIDDEN.test(trimmed)) throw refuse('invalid_request', invisible(field));
  if (!trimmed) throw refuse('invalid_request', text('server.replies.accounts.empty', { field }));
  if (!LETTER.test(trimmed)) {
    throw refuse('invalid_request', text('server.replies.accounts.needsLetter', { field }));
  }
  return trimmed;
};

/** Optional text (empty allowed), trimmed, no control or format characters. */
export const cleanOptional = (field: string, value: string): string => {
  const trimmed = value.trim();
  if (FORBIDDEN.test(trimmed)) throw refuse('invalid_request', invisible(field));
  return trimmed;
};

/** A postal address, trimmed: not empty; line breaks allowed, other control characters not. */
export const cleanAddress = (field: string, value: string): string => {
  const trimmed = value.trim();
  if (FORBIDDEN_IN_ADDRESS.test(trimmed)) throw refuse('invalid_request', invisible(field));
  if (!trimmed) throw refuse('invalid_request', text('server.replies.accounts.empty', { field }));
  return trimmed;
};
