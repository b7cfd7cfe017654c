import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * How the access pass's secrets are kept (docs/security.md). The TOTP secret must be read back to
 * check a code, so it is sealed with AES-256-GCM under a key derived from the sandbox's own
 * secret, never stored as is; the keypad PIN (a million values) is kept as a keyed HMAC, so the
 * table alone cannot be searched for it; a share link's token (256 random bits) as its SHA-256.
 */

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const SEAL_INFO = 'self-storage access pass secrets';
const PIN_INFO = 'self-storage access pass pins';
/** A TOTP secret of 160 bits, as RFC 4226 recommends for HMAC-SHA1. */
const TOTP_SECRET_BYTES = 20;
/** A share link's token: as unguessable as a session's. */
const SHARE_TOKEN_BYTES = 32;

const derive = (root: Buffer, info: string): Buffer =>
  Buffer.from(hkdfSync('sha256', root, Buffer.alloc(0), info, KEY_BYTES));

export interface AccessKeys {
  seal: Buffer;
  pin: Buffer;
}

export const accessKeys = (root: Buffer): AccessKeys => ({
  seal: derive(root, SEAL_INFO),
  pin: derive(root, PIN_INFO),
});

export const newTotpSecret = (): Buffer => randomBytes(TOTP_SECRET_BYTES);

export const newShareToken = (): string => randomBytes(SHARE_TOKEN_BYTES).toString('base64url');

/** iv ‖ tag ‖ ciphertext, base64url. */
export const sealSecret = (keys: AccessKeys, secret: Buffer): string => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keys.seal, iv);
  const body = Buffer.concat([cipher.update(secret), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
};

export const openSecret = (keys: AccessKeys, sealed: string): Buffer => {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keys.seal, bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
};

export const pinDigest = (keys: AccessKeys, pin: string): string =>
  createHmac('sha256', keys.pin).update(pin).digest('base64url');

export const tokenDigest = (token: string): string => createHash('sha256').update(token).digest('base64url');
