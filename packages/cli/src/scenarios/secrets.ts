import { REDACTED } from '../verbose.ts';

/** Options whose value is a secret: --password, --new-password, --otp, --pin, --token, --sandbox-key. */
const SECRET_OPTION = /^--[\w-]*(password|otp|pin|token|secret|key)$/i;

/** Environment variables whose value is a secret, when a scenario reads one with `${env.NAME}`. */
export const SECRET_VARIABLE = /pass|secret|token|key|otp|pin/i;

/** The values a command line gives to secret options (`--password X` or `--password=X`). */
export const secretsOf = (words: readonly string[]): string[] => {
  const secrets: string[] = [];
  for (const [index, word] of words.entries()) {
    const [option, inline] = word.split(/=(.*)/s, 2) as [string, string | undefined];
    if (!SECRET_OPTION.test(option)) continue;
    const value = inline ?? words[index + 1];
    if (value) secrets.push(value);
  }
  return secrets;
};

/** `text` with every known secret replaced; longest first, so one secret inside another goes whole. */
export const redactSecrets = <T extends string | undefined>(text: T, secrets: ReadonlySet<string>): T => {
  if (text === undefined) return text;
  let clean: string = text;
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) {
    clean = clean.replaceAll(secret, REDACTED);
  }
  return clean as T;
};
