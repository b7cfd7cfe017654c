import { decodeBase64Utf8, encodeBase64Utf8 } from '../encoding/base64.ts';
import type { KeyValueStorage } from './storage.ts';
import { safeGetItem, safeRemoveItem, safeSetItem } from './storage.ts';

/**
 * Values SPEC section 3 calls "encoded" are stored as base64 of their JSON: not secret, but not
 * plain text a casual look at storage would read either.
 */
export const encodeStoredValue = (value: unknown): string => encodeBase64Utf8(JSON.stringify(value));

/** undefined for anything that is not base64 of JSON. */
export const decodeStoredValue = (text: string): unknown => {
  const json = decodeBase64Utf8(text);
  if (json === undefined) return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * Reads an encoded value and checks its shape with `parse`; a value that is missing, corrupt or
 * of the wrong shape reads as undefined, and a corrupt one is removed so it cannot linger.
 */
export const readEncoded = <T>(
  storage: KeyValueStorage,
  key: string,
  parse: (value: unknown) => T | undefined,
): T | undefined => {
  const raw = safeGetItem(storage, key);
  if (raw === undefined) return undefined;
  const value = parse(decodeStoredValue(raw));
  if (value === undefined) safeRemoveItem(storage, key);
  return value;
};

export const writeEncoded = (storage: KeyValueStorage, key: string, value: unknown): boolean =>
  safeSetItem(storage, key, encodeStoredValue(value));
