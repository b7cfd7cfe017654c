/**
 * Base64 over bytes and UTF-8 text with the web platform's atob/btoa, so the same code runs in
 * browsers and Node without Buffer. Decoders return undefined instead of throwing: their input
 * comes from URLs and storage, where garbage is expected.
 */

const STANDARD = /^[A-Za-z0-9+/]*={0,2}$/;
const URL_SAFE = /^[A-Za-z0-9_-]*={0,2}$/;
/** String.fromCharCode takes its bytes as arguments; chunks keep it under engine argument limits. */
const CHUNK = 0x8000;

const utf8Decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const utf8Encoder = new TextEncoder();

export const bytesToBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary);
};

/** Standard or URL-safe alphabet, padding optional; undefined for anything else. */
export const base64ToBytes = (text: string): Uint8Array | undefined => {
  if (!STANDARD.test(text) && !URL_SAFE.test(text)) return undefined;
  const unpadded = text.replace(/=+$/, '');
  // A lone trailing character cannot hold a whole byte.
  if (unpadded.length % 4 === 1) return undefined;
  if (text.length !== unpadded.length && text.length % 4 !== 0) return undefined;
  const standard = unpadded.replaceAll('-', '+').replaceAll('_', '/');
  const padded = standard + '='.repeat((4 - (standard.length % 4)) % 4);
  let binary: string;
  try {
    binary = atob(padded);
  } catch {
    return undefined;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

/** Strict UTF-8: invalid sequences give undefined rather than replacement characters. */
export const decodeUtf8 = (bytes: Uint8Array): string | undefined => {
  try {
    return utf8Decoder.decode(bytes);
  } catch {
    return undefined;
  }
};

export const encodeUtf8 = (text: string): Uint8Array => utf8Encoder.encode(text);

export const encodeBase64Utf8 = (text: string): string => bytesToBase64(encodeUtf8(text));

export const decodeBase64Utf8 = (text: string): string | undefined => {
  const bytes = base64ToBytes(text);
  return bytes ? decodeUtf8(bytes) : undefined;
};

/** The URL-safe alphabet without padding (RFC 4648 section 5), which needs no escaping in a URL. */
export const toBase64Url = (base64: string): string =>
  base64.replace(/=+$/, '').replaceAll('+', '-').replaceAll('/', '_');
