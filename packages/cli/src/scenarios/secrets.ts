import { SECRET_OPTION_NAME } from '../redaction.ts';

/** Environment variables whose value is a secret, when a scenario reads one with `${env.NAME}`. */
export const SECRET_VARIABLE = /pass|secret|token|key|otp|pin/i;

/** The values a command line gives to secret options (`--password X` or `--password=X`). */
export const secretsOf = (words: readonly string[]): string[] => {
  const secrets: string[] = [];
  for (const [index, word] of words.entries()) {
    const [option, inline] = word.split(/=(.*)/s, 2) as [string, string | undefined];
    if (!option.startsWith('--') || !SECRET_OPTION_NAME.test(option.slice(2))) continue;
    const value = inline ?? words[index + 1];
    if (value) secrets.push(value);
  }
  return secrets;
};
