import { describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_MS } from '../../src/constants.ts';
import { SelfStorageError } from '../../src/errors.ts';
import { decodeStoredValue, encodeStoredValue } from '../../src/session/encoded.ts';
import { STORAGE_KEYS } from '../../src/session/keys.ts';
import { createSessionStore } from '../../src/session/session-store.ts';
import { MemoryStorage } from '../../src/session/storage.ts';

const START = Date.UTC(2026, 0, 1, 3, 0, 0);

const setup = (initial: Record<string, string> = {}) => {
  const storage = new MemoryStorage(initial);
  const clock = { now: START };
  const store = createSessionStore({ storage, now: () => clock.now });
  return { storage, clock, store };
};

const flushMicrotasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('session store', () => {
  it('signs in, persists the token encoded with its expiry, and notifies', () => {
    const { storage, store } = setup();
    let calls = 0;
    store.subscribe(() => {
      calls += 1;
    });
    store.signIn('tok-123');
    expect(calls).toBe(1);
    expect(store.getSnapshot()).toEqual({
      status: 'signedIn',
      token: 'tok-123',
      expiresAt: START + SESSION_LIFETIME_MS,
    });
    const raw = storage.getItem(STORAGE_KEYS.session) ?? '';
    expect(raw).not.toContain('tok-123');
    expect(decodeStoredValue(raw)).toEqual({ token: 'tok-123', expiresAt: START + SESSION_LIFETIME_MS });
  });

  it('is still valid 1 ms before 12 hours and gone at exactly 12 hours', async () => {
    const { storage, clock, store } = setup();
    store.signIn('tok');
    let calls = 0;
    store.subscribe(() => {
      calls += 1;
    });

    clock.now = START + SESSION_LIFETIME_MS - 1;
    expect(store.token()).toBe('tok');
    expect(store.getSnapshot().status).toBe('signedIn');

    clock.now = START + SESSION_LIFETIME_MS;
    expect(store.token()).toBeUndefined();
    expect(store.getSnapshot()).toEqual({ status: 'anonymous', reason: 'expired' });
    expect(storage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(calls).toBe(0);
    await flushMicrotasks();
    expect(calls).toBe(1);
  });

  it('gives a stable snapshot between changes', () => {
    const { store } = setup();
    store.signIn('tok');
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });

  it('restores a saved session on creation and drops an expired one from storage', () => {
    const saved = encodeStoredValue({ token: 'saved', expiresAt: START + 1 });
    expect(setup({ [STORAGE_KEYS.session]: saved }).store.token()).toBe('saved');

    const stale = encodeStoredValue({ token: 'stale', expiresAt: START });
    const { storage, store } = setup({ [STORAGE_KEYS.session]: stale });
    expect(store.getSnapshot()).toEqual({ status: 'anonymous', reason: 'expired' });
    expect(storage.getItem(STORAGE_KEYS.session)).toBeNull();
  });

  it.each([
    ['not base64', '%%%'],
    ['base64 of plain text', btoa('hello')],
    ['an empty token', encodeStoredValue({ token: '', expiresAt: START + 1 })],
    ['a missing expiry', encodeStoredValue({ token: 'x' })],
    ['a string expiry', encodeStoredValue({ token: 'x', expiresAt: 'tomorrow' })],
  ])('treats %s in storage as anonymous and removes it', (_, raw) => {
    const { storage, store } = setup({ [STORAGE_KEYS.session]: raw });
    expect(store.getSnapshot()).toEqual({ status: 'anonymous', reason: 'none' });
    expect(storage.getItem(STORAGE_KEYS.session)).toBeNull();
  });

  it('signs out, clearing storage even when it was written by someone else', () => {
    const { storage, store } = setup();
    store.signIn('tok');
    store.signOut();
    expect(store.getSnapshot()).toEqual({ status: 'anonymous', reason: 'signedOut' });
    expect(storage.getItem(STORAGE_KEYS.session)).toBeNull();

    storage.setItem(STORAGE_KEYS.session, encodeStoredValue({ token: 'other-tab', expiresAt: START + 5 }));
    store.signOut();
    expect(storage.getItem(STORAGE_KEYS.session)).toBeNull();
  });

  it('ends a session the server refused as expired, not signed out', () => {
    const { storage, store } = setup();
    store.signIn('tok-1');
    let calls = 0;
    store.subscribe(() => {
      calls += 1;
    });
    store.expire();
    expect(store.getSnapshot()).toEqual({ status: 'anonymous', reason: 'expired' });
    expect(storage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(calls).toBe(1);
    store.expire();
    expect(calls).toBe(1);
  });

  it('renews the 12 hours on a new sign-in', () => {
    const { clock, store } = setup();
    store.signIn('first');
    clock.now = START + 60_000;
    store.signIn('second');
    expect(store.getSnapshot()).toEqual({
      status: 'signedIn',
      token: 'second',
      expiresAt: START + 60_000 + SESSION_LIFETIME_MS,
    });
  });

  it('picks up changes another tab or process made on sync', () => {
    const { storage, store } = setup();
    let calls = 0;
    store.subscribe(() => {
      calls += 1;
    });
    storage.setItem(STORAGE_KEYS.session, encodeStoredValue({ token: 'elsewhere', expiresAt: START + 10 }));
    store.sync();
    expect(store.token()).toBe('elsewhere');
    store.sync();
    expect(calls).toBe(1);
    storage.removeItem(STORAGE_KEYS.session);
    store.sync();
    expect(store.getSnapshot()).toEqual({ status: 'anonymous', reason: 'signedOut' });
    expect(calls).toBe(2);
  });

  it('stops notifying after unsubscribe', () => {
    const { store } = setup();
    let calls = 0;
    const unsubscribe = store.subscribe(() => {
      calls += 1;
    });
    unsubscribe();
    store.signIn('tok');
    expect(calls).toBe(0);
  });

  it('requireToken fails with session_expired when there is no valid session', () => {
    const { clock, store } = setup();
    expect(() => store.requireToken()).toThrow(SelfStorageError);
    store.signIn('tok');
    expect(store.requireToken()).toBe('tok');
    clock.now += SESSION_LIFETIME_MS;
    try {
      store.requireToken();
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ code: 'session_expired', key: 'errors.sessionExpired' });
    }
  });

  it('refuses an empty token', () => {
    const { store } = setup();
    expect(() => store.signIn('')).toThrow(SelfStorageError);
    expect(store.getSnapshot().status).toBe('anonymous');
  });

  it('keeps working in memory when storage refuses writes', () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const store = createSessionStore({ storage, now: () => START });
    store.signIn('tok');
    expect(store.token()).toBe('tok');
  });

  it('uses the key it is given', () => {
    const storage = new MemoryStorage();
    createSessionStore({ storage, now: () => START, key: 'cli-session' }).signIn('tok');
    expect(Object.keys(storage.entries())).toEqual(['cli-session']);
  });
});
