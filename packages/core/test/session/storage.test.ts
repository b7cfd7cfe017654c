import { describe, expect, it } from 'vitest';
import {
  decodeStoredValue,
  encodeStoredValue,
  readEncoded,
  writeEncoded,
} from '../../src/session/encoded.ts';
import type { KeyValueStorage } from '../../src/session/storage.ts';
import { MemoryStorage, safeGetItem, safeRemoveItem, safeSetItem } from '../../src/session/storage.ts';

const throwing: KeyValueStorage = {
  getItem() {
    throw new Error('SecurityError');
  },
  setItem() {
    throw new Error('QuotaExceededError');
  },
  removeItem() {
    throw new Error('SecurityError');
  },
};

describe('MemoryStorage', () => {
  it('behaves like localStorage', () => {
    const storage = new MemoryStorage({ a: '1' });
    expect(storage.getItem('a')).toBe('1');
    expect(storage.getItem('missing')).toBeNull();
    storage.setItem('b', '2');
    storage.removeItem('a');
    storage.removeItem('never-there');
    expect(storage.entries()).toEqual({ b: '2' });
  });
});

describe('safe access', () => {
  it('treats a throwing storage as empty and reports failed writes', () => {
    expect(safeGetItem(throwing, 'x')).toBeUndefined();
    expect(safeSetItem(throwing, 'x', 'y')).toBe(false);
    expect(() => safeRemoveItem(throwing, 'x')).not.toThrow();
  });
});

describe('encoded values', () => {
  it('are not stored as plain text', () => {
    const storage = new MemoryStorage();
    writeEncoded(storage, 'k', { token: 'secret-token' });
    const raw = storage.getItem('k') ?? '';
    expect(raw).not.toContain('secret-token');
    expect(decodeStoredValue(raw)).toEqual({ token: 'secret-token' });
  });

  it('keep Thai text intact', () => {
    expect(decodeStoredValue(encodeStoredValue({ name: 'สาขาพระราม 3' }))).toEqual({ name: 'สาขาพระราม 3' });
  });

  it('read as undefined and are removed when corrupt or of the wrong shape', () => {
    const storage = new MemoryStorage({
      garbage: '%%%not-base64',
      plain: btoa('not json'),
      wrong: btoa('[1]'),
    });
    const isObject = (value: unknown) =>
      typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
    expect(readEncoded(storage, 'garbage', isObject)).toBeUndefined();
    expect(readEncoded(storage, 'plain', isObject)).toBeUndefined();
    expect(readEncoded(storage, 'wrong', isObject)).toBeUndefined();
    expect(readEncoded(storage, 'absent', isObject)).toBeUndefined();
    expect(storage.entries()).toEqual({});
  });
});
