/**
 * RFC 6238 time-based codes (TOTP over RFC 4226's HOTP with HMAC-SHA1), written once for the
 * gate that checks them and the phone that shows them: the phone works the code out from the
 * pass's secret and the server's clock, so it keeps changing with no network. The HMAC is
 * injected (Web Crypto by default) so the same code runs in browsers and Node.
 */

import { ACCESS_CODE_DIGITS, ACCESS_CODE_STEP_SECONDS } from '../constants.ts';

export type HmacSha1 = (key: Uint8Array, message: Uint8Array) => Promise<Uint8Array>;

export { ACCESS_CODE_DIGITS, ACCESS_CODE_STEP_SECONDS };
export const ACCESS_CODE_STEP_MS = ACCESS_CODE_STEP_SECONDS * 1000;

const COUNTER_BYTES = 8;
const TRUNCATION_OFFSET_MASK = 0x0f;
const SIGN_BIT_MASK = 0x7f;
const BYTE = 0xff;
const DECIMAL = 10;
/** The keypad PIN is an HOTP of this fixed message: a value no time step ever takes. */
const PIN_MESSAGE = new TextEncoder().encode('self-storage keypad pin');

/** Web Crypto's HMAC-SHA1: in browsers, Node, Deno, Bun and workers alike. */
export const webCryptoHmacSha1: HmacSha1 = async (key, message) => {
  const subtle = globalThis.crypto.subtle;
  const cryptoKey = await subtle.importKey(
    'raw',
    key as Uint8Array<ArrayBuffer>,
    { name: 'HMAC', hash: 'SHA-1' },
    false,
    ['sign'],
  );
  return new Uint8Array(await subtle.sign('HMAC', cryptoKey, message as Uint8Array<ArrayBuffer>));
};

export interface CodeOptions {
  hmac?: HmacSha1;
  digits?: number;
}

/** RFC 4226's dynamic truncation of an HMAC to `digits` decimal digits. */
const truncate = (mac: Uint8Array, digits: number): string => {
  const offset = (mac[mac.length - 1] ?? 0) & TRUNCATION_OFFSET_MASK;
  const binary =
    (((mac[offset] ?? 0) & SIGN_BIT_MASK) << 24) |
    (((mac[offset + 1] ?? 0) & BYTE) << 16) |
    (((mac[offset + 2] ?? 0) & BYTE) << 8) |
    ((mac[offset + 3] ?? 0) & BYTE);
  return String(binary % DECIMAL ** digits).padStart(digits, '0');
};

const counterBytes = (counter: number): Uint8Array => {
  const bytes = new Uint8Array(COUNTER_BYTES);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(counter));
  return bytes;
};

/** RFC 4226: the code of a counter. */
export const hotp = async (secret: Uint8Array, counter: number, options: CodeOptions = {}): Promise<string> =>
  truncate(
    await (options.hmac ?? webCryptoHmacSha1)(secret, counterBytes(counter)),
    options.digits ?? ACCESS_CODE_DIGITS,
  );

/** The 30-second step an instant falls in. */
export const accessCodeStep = (atMs: number): number => Math.floor(atMs / ACCESS_CODE_STEP_MS);

/** RFC 6238: the code of the step an instant falls in. */
export const totp = (secret: Uint8Array, atMs: number, options: CodeOptions = {}): Promise<string> =>
  hotp(secret, accessCodeStep(atMs), options);

/** Milliseconds until the code shown at `atMs` changes. */
export const msLeftInStep = (atMs: number): number =>
  ACCESS_CODE_STEP_MS - (((atMs % ACCESS_CODE_STEP_MS) + ACCESS_CODE_STEP_MS) % ACCESS_CODE_STEP_MS);

/** The pass's keypad PIN: fixed for the pass, derived from its secret like its codes. */
export const keypadPin = async (secret: Uint8Array, options: CodeOptions = {}): Promise<string> =>
  truncate(await (options.hmac ?? webCryptoHmacSha1)(secret, PIN_MESSAGE), ACCESS_CODE_DIGITS);
