/** How secrets are kept out of what the CLI prints: logs, reports and settings. */

export const REDACTED = '[redacted]';

/** `text` with every known secret replaced; longest first, so one secret inside another goes whole. */
export const redactSecrets = <T extends string | undefined>(text: T, secrets: ReadonlySet<string>): T => {
  if (text === undefined) return text;
  let clean: string = text;
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) {
    if (secret !== '') clean = clean.replaceAll(secret, REDACTED);
  }
  return clean as T;
};

/** Long options (without dashes) whose values are secrets: sandbox-key, password, new-password, otp, pin, token. */
export const SECRET_OPTION_NAME = /^[\w-]*(password|otp|pin|token|secret|key)$/i;

const MASK = '••••';
/** A secret shorter than this shows none of its characters, only the mask. */
const SHOWN_FROM_LENGTH = 12;

/**
 * A secret as a setting shows it: its first 4 characters then ••••, enough to tell two keys
 * apart; a short one (under 12 characters) only ••••.
 */
export const maskSecret = (value: string): string =>
  value.length >= SHOWN_FROM_LENGTH ? `${value.slice(0, 4)}${MASK}` : MASK;
