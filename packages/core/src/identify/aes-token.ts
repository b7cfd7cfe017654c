import AES from 'crypto-js/aes.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import { base64ToBytes } from '../encoding/base64.ts';
import { SelfStorageError } from '../errors.ts';

/*
 * The `p` token of a service link is crypto-js `AES.encrypt(token, passphrase).toString()`:
 * OpenSSL's format, base64 of "Salted__" + 8-byte salt + AES-256-CBC ciphertext, key and IV
 * derived from the passphrase with EVP_BytesToKey (MD5). Only the AES module and the UTF-8
 * encoder are imported so bundles carry nothing else of crypto-js.
 */

const SALTED_PREFIX = 'Salted__';
const HEADER_BYTES = 16;
const BLOCK_BYTES = 16;
/** Control characters (C0, DEL, C1) never appear in a token; seeing one means the key was wrong. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/** The slice of crypto-js's WordArray the padding check reads. */
interface Words {
  words: number[];
  sigBytes: number;
}

const byteAt = (data: Words, index: number): number =>
  ((data.words[index >>> 2] ?? 0) >>> (24 - (index % 4) * 8)) & 0xff;

/**
 * crypto-js's own PKCS#7 unpad trusts the last byte blindly, so a wrong key yields random bytes
 * of random length instead of a failure. Checking every padding byte turns most wrong keys into
 * an error here; the UTF-8 and control-character checks catch the rest.
 */
const strictPkcs7 = {
  unpad(data: Words): void {
    const count = data.sigBytes > 0 ? byteAt(data, data.sigBytes - 1) : 0;
    if (count < 1 || count > BLOCK_BYTES || count > data.sigBytes) throw new Error('Bad padding');
    for (let i = data.sigBytes - count; i < data.sigBytes; i += 1) {
      if (byteAt(data, i) !== count) throw new Error('Bad padding');
    }
    data.sigBytes -= count;
  },
};

const invalidLink = (message: string, cause?: unknown): SelfStorageError =>
  new SelfStorageError({ code: 'invalid_link', key: 'errors.invalidLink', message, cause });

/** Links often arrive with `+` turned into spaces by a form decoder; base64 has no spaces. */
const normalise = (ciphertext: string): string => ciphertext.trim().replaceAll(' ', '+');

const checkEnvelope = (ciphertext: string): void => {
  const bytes = base64ToBytes(ciphertext);
  if (!bytes) throw invalidLink('The identify token is not base64');
  const prefix = String.fromCharCode(...bytes.subarray(0, SALTED_PREFIX.length));
  const body = bytes.length - HEADER_BYTES;
  if (prefix !== SALTED_PREFIX || body < BLOCK_BYTES || body % BLOCK_BYTES !== 0) {
    throw invalidLink('The identify token is not an OpenSSL salted AES ciphertext');
  }
};

/** Synchronous core of decryptIdentifyToken, for callers that already hold the passphrase. */
export const decryptIdentifyTokenWithKey = (ciphertext: string, passphrase: string): string => {
  const normalised = normalise(ciphertext);
  checkEnvelope(normalised);
  let token: string;
  try {
    token = AES.decrypt(normalised, passphrase, { padding: strictPkcs7 }).toString(Utf8);
  } catch (cause) {
    // Bad padding or "Malformed UTF-8 data": the key does not fit or the ciphertext was altered.
    throw invalidLink('The identify token does not decrypt with this key', cause);
  }
  if (token.trim() === '' || CONTROL_CHARACTER.test(token)) {
    throw invalidLink('The identify token decrypts to nothing usable');
  }
  return token;
};

/** Fetches the passphrase where the app keeps it (SPEC section 7: "a key fetched locally"). */
export type IdentifyKeyLoader = () => Promise<string>;

const loadPassphrase = async (loadKey: IdentifyKeyLoader): Promise<string> => {
  let passphrase: string;
  try {
    passphrase = await loadKey();
  } catch (cause) {
    if (cause instanceof SelfStorageError) throw cause;
    throw new SelfStorageError({
      code: 'network',
      key: 'errors.identifyFailed',
      message: 'The identify key could not be loaded',
      cause,
    });
  }
  if (typeof passphrase !== 'string' || passphrase === '') {
    throw new SelfStorageError({
      code: 'invalid_reply',
      key: 'errors.identifyFailed',
      message: 'The identify key loader returned no key',
    });
  }
  return passphrase;
};

/**
 * Decrypts the `p` token of a service link exactly as crypto-js `AES.decrypt(p, key)` would, but
 * fails with `invalid_link` / `errors.invalidLink` instead of returning garbage or an empty
 * string for a wrong key, a tampered token or one that is not a token at all. A key loader
 * failure is `errors.identifyFailed`.
 */
export const decryptIdentifyToken = async (
  ciphertext: string,
  loadKey: IdentifyKeyLoader,
): Promise<string> => {
  // Checked before the key is fetched, so a broken link costs no request.
  checkEnvelope(normalise(ciphertext));
  return decryptIdentifyTokenWithKey(ciphertext, await loadPassphrase(loadKey));
};

/** The inverse, for the sandbox and the CLI's `link make`: what the provider puts in `p`. */
export const encryptIdentifyToken = (token: string, passphrase: string): string => {
  if (token === '' || passphrase === '') {
    throw new SelfStorageError({
      code: 'invalid_input',
      key: 'errors.invalidLink',
      message: 'Both the token and the key must be non-empty',
    });
  }
  return AES.encrypt(token, passphrase).toString();
};
