import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt with N = 16384 (r 8, p 1): about 50 ms a hash, enough against offline guessing for a
 * sandbox. A test suite may hash with a lower N (SandboxOptions.passwordCost): a hash keeps the
 * cost it was made with, so every hash still verifies whatever the setting.
 */
export const PASSWORD_COST = 16_384;
/** The lowest N a sandbox accepts, and the one test suites use: about 3 ms a hash. */
export const TEST_PASSWORD_COST = 1_024;
/** The highest: scrypt needs 128 × N × r bytes, and MAX_MEMORY allows N 32768 at r 8. */
const MAX_PASSWORD_COST = 32_768;
const MAX_MEMORY = 64 * 1024 * 1024;
const BLOCK = { r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

const derive = (password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { ...cost, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

/** Whether `n` is an scrypt N a sandbox may hash with: a power of two from 1024 to 32768. */
export const isPasswordCost = (n: number): boolean =>
  Number.isSafeInteger(n) && n >= TEST_PASSWORD_COST && n <= MAX_PASSWORD_COST && (n & (n - 1)) === 0;

/** `scrypt$N$r$p$salt$hash`, salt and hash base64url; the cost travels with the hash. */
export const hashPassword = async (password: string, N: number): Promise<string> => {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, { N, ...BLOCK });
  return ['scrypt', N, BLOCK.r, BLOCK.p, salt.toString('base64url'), key.toString('base64url')].join('$');
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
};

const dummyHashes = new Map<number, Promise<string>>();
/**
 * Spends the time of a real check (at the sandbox's cost, N) when the account does not exist,
 * so timing does not tell.
 */
export const verifyAgainstNothing = async (password: string, N: number): Promise<false> => {
  let dummy = dummyHashes.get(N);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('base64url'), N);
    dummyHashes.set(N, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
};

const READABLE = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
/** A 12-character password without look-alike characters, for forget-password mails. */
export const randomPassword = (): string =>
  Array.from({ length: 12 }, () => READABLE[randomInt(READABLE.length)]).join('');
