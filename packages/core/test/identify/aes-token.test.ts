import CryptoJS from 'crypto-js';
import { describe, expect, it } from 'vitest';
import { SelfStorageError } from '../../src/errors.ts';
import {
  decryptIdentifyToken,
  decryptIdentifyTokenWithKey,
  encryptIdentifyToken,
} from '../../src/identify/aes-token.ts';

const KEY = 'local-identify-key';
const loader = (key: string) => () => Promise.resolve(key);

const expectInvalidLink = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SelfStorageError);
  expect(error).toMatchObject({ code: 'invalid_link', key: 'errors.invalidLink' });
};

describe('identify token', () => {
  it('round-trips, and matches crypto-js AES.decrypt on the same ciphertext', async () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.payload.signature';
    const ciphertext = encryptIdentifyToken(token, KEY);
    expect(ciphertext.startsWith('U2FsdGVkX1')).toBe(true);
    expect(await decryptIdentifyToken(ciphertext, loader(KEY))).toBe(token);
    expect(CryptoJS.AES.decrypt(ciphertext, KEY).toString(CryptoJS.enc.Utf8)).toBe(token);
  });

  it('decrypts what the full crypto-js encrypts, as the provider does', async () => {
    const ciphertext = CryptoJS.AES.encrypt('customer-42', 'provider secret').toString();
    expect(await decryptIdentifyToken(ciphertext, loader('provider secret'))).toBe('customer-42');
  });

  it.each([
    ['fixed-token', 'k', 'U2FsdGVkX18BAgMEBQYHCBL5YpYT3u8VqRSRGQyqXEo='],
    ['ลูกค้า-7', 'กุญแจ', 'U2FsdGVkX1+hssPU5fYHGDtTkEMjdG93g4TB2gs3xjfhNFydlpcETdo8Oz6j8LAI'],
  ])('decrypts an OpenSSL vector (%s)', (token, key, ciphertext) => {
    // Made with `openssl enc -aes-256-cbc -md md5 -S <salt>`, header added: independent of crypto-js.
    expect(decryptIdentifyTokenWithKey(ciphertext, key)).toBe(token);
  });

  it('keeps Thai text and long tokens intact', async () => {
    for (const token of ['โทเคนของลูกค้า สาขาพระราม 4', 'x'.repeat(5000), 'a']) {
      expect(await decryptIdentifyToken(encryptIdentifyToken(token, 'กุญแจ'), loader('กุญแจ'))).toBe(token);
    }
  });

  it('accepts a ciphertext whose + became spaces in a URL', async () => {
    let ciphertext = '';
    while (!ciphertext.includes('+')) ciphertext = encryptIdentifyToken('plus-test', KEY);
    expect(await decryptIdentifyToken(ciphertext.replaceAll('+', ' '), loader(KEY))).toBe('plus-test');
  });

  it('fails with invalid_link for a wrong key, never with an empty or garbled token', async () => {
    const ciphertext = encryptIdentifyToken('customer-token-0001', KEY);
    for (let i = 0; i < 300; i += 1) {
      await expectInvalidLink(decryptIdentifyToken(ciphertext, loader(`wrong-${i}`)));
    }
  });

  it.each([
    ['an empty string', ''],
    ['plain text', 'hello world'],
    ['base64 without the Salted__ header', btoa('0123456789abcdef0123456789abcdef')],
    ['a header without ciphertext', btoa('Salted__12345678')],
    ['a ciphertext that is not whole blocks', btoa(`Salted__12345678${'x'.repeat(20)}`)],
    ['broken base64', 'U2FsdGVkX1$$$'],
    ['a truncated ciphertext', 'U2FsdGVkX1+AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
  ])('fails with invalid_link for %s, without loading the key', async (_, ciphertext) => {
    let loaded = false;
    await expectInvalidLink(
      decryptIdentifyToken(ciphertext, () => {
        loaded = true;
        return Promise.resolve(KEY);
      }),
    );
    expect(loaded).toBe(false);
  });

  it('fails with invalid_link for a tampered ciphertext', async () => {
    const ciphertext = encryptIdentifyToken('a token long enough to span several AES blocks', KEY);
    const bytes = Uint8Array.from(atob(ciphertext), (c) => c.charCodeAt(0));
    for (const at of [8, 15, 16, 31, 32, bytes.length - 17, bytes.length - 1]) {
      const tampered = bytes.slice();
      tampered[at] = (tampered[at] ?? 0) ^ 0xa5;
      await expectInvalidLink(decryptIdentifyToken(btoa(String.fromCharCode(...tampered)), loader(KEY)));
    }
  });

  it('fails with invalid_link when a token decrypts to whitespace or control characters', () => {
    expect(() => decryptIdentifyTokenWithKey(CryptoJS.AES.encrypt('   ', KEY).toString(), KEY)).toThrow(
      SelfStorageError,
    );
    expect(() => decryptIdentifyTokenWithKey(CryptoJS.AES.encrypt('a\u0000b', KEY).toString(), KEY)).toThrow(
      SelfStorageError,
    );
  });

  it('reports a key loader failure as identifyFailed, passing SDK errors through', async () => {
    const ciphertext = encryptIdentifyToken('t', KEY);
    await expect(
      decryptIdentifyToken(ciphertext, () => Promise.reject(new Error('offline'))),
    ).rejects.toMatchObject({
      code: 'network',
      key: 'errors.identifyFailed',
    });
    await expect(decryptIdentifyToken(ciphertext, loader(''))).rejects.toMatchObject({
      code: 'invalid_reply',
      key: 'errors.identifyFailed',
    });
    const own = new SelfStorageError({ code: 'timeout', key: 'errors.requestErorMsg' });
    await expect(decryptIdentifyToken(ciphertext, () => Promise.reject(own))).rejects.toBe(own);
  });

  it('refuses to encrypt an empty token or with an empty key', () => {
    expect(() => encryptIdentifyToken('', KEY)).toThrow(SelfStorageError);
    expect(() => encryptIdentifyToken('t', '')).toThrow(SelfStorageError);
  });
});
