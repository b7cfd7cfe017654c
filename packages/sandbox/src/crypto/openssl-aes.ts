import { createCipheriv, createHash, randomBytes } from 'node:crypto';

const SALTED = Buffer.from('Salted__', 'latin1');

/** OpenSSL's EVP_BytesToKey with MD5 and one round: the 32-byte key and 16-byte IV of a passphrase. */
const bytesToKey = (passphrase: Buffer, salt: Buffer): { key: Buffer; iv: Buffer } => {
  const blocks: Buffer[] = [];
  let previous = Buffer.alloc(0);
  while (blocks.length * 16 < 48) {
    previous = createHash('md5')
      .update(Buffer.concat([previous, passphrase, salt]))
      .digest();
    blocks.push(previous);
  }
  const derived = Buffer.concat(blocks);
  return { key: derived.subarray(0, 32), iv: derived.subarray(32, 48) };
};

/**
 * What crypto-js's `AES.encrypt(text, passphrase).toString()` gives: base64 of `Salted__`, an
 * 8-byte random salt and the AES-256-CBC (PKCS#7) ciphertext, so the web app decrypts it with
 * `AES.decrypt(p, key)`.
 */
export const encryptLikeCryptoJs = (plaintext: string, passphrase: string): string => {
  const salt = randomBytes(8);
  const { key, iv } = bytesToKey(Buffer.from(passphrase, 'utf8'), salt);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([SALTED, salt, cipher.update(plaintext, 'utf8'), cipher.final()]).toString('base64');
};
