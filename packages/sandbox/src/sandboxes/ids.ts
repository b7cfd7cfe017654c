import { randomBytes } from 'node:crypto';

/** `sb-` and ten lower-case letters and digits: a valid DNS label, for the sandbox's web host name. */
export const SANDBOX_ID = /^sb-[a-z0-9]{10}$/;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export const newSandboxId = (): string =>
  `sb-${Array.from(randomBytes(10), (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;

/** A created sandbox's own control key, when the server has one: 32 random bytes, base64url. */
export const newSandboxKey = (): string => randomBytes(32).toString('base64url');
