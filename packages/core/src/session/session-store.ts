import { SelfStorageError } from '../errors.ts';
import { readEncoded, writeEncoded } from './encoded.ts';
import { STORAGE_KEYS } from './keys.ts';
import type { SessionEvent, SessionState, StoredSession } from './session-state.ts';
import { initialSessionState, isSessionExpired, sessionReducer } from './session-state.ts';
import type { KeyValueStorage } from './storage.ts';
import { safeRemoveItem } from './storage.ts';

export interface SessionStoreOptions {
  storage: KeyValueStorage;
  /** Milliseconds since the epoch; injected so tests and the CLI control time. */
  now?: () => number;
  key?: string;
}

export interface SessionStore {
  /** The current state; reading it past the expiry removes the session (SPEC section 4). */
  getSnapshot(): SessionState;
  /** Returns the unsubscribe function; the shape useSyncExternalStore expects. */
  subscribe(listener: () => void): () => void;
  signIn(token: string): void;
  signOut(): void;
  /** The server refused the token: the session ends as expired, not as a logout. */
  expire(): void;
  /** The valid token, or undefined when anonymous or expired. */
  token(): string | undefined;
  /** The valid token, or a `session_expired` failure. */
  requireToken(): string;
  /** Re-reads storage, e.g. on the web's `storage` event or when another process logged in. */
  sync(): void;
}

export const parseStoredSession = (value: unknown): StoredSession | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { token, expiresAt } = value as Record<string, unknown>;
  if (typeof token !== 'string' || token.length === 0) return undefined;
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return undefined;
  return { token, expiresAt };
};

export const createSessionStore = (options: SessionStoreOptions): SessionStore => {
  const { storage, now = Date.now, key = STORAGE_KEYS.session } = options;
  const listeners = new Set<() => void>();
  let state: SessionState = initialSessionState;

  const notify = (): void => {
    for (const listener of [...listeners]) listener();
  };

  const persist = (next: SessionState): void => {
    if (next.status === 'signedIn')
      writeEncoded(storage, key, { token: next.token, expiresAt: next.expiresAt });
    else safeRemoveItem(storage, key);
  };

  /** Applies an event; returns whether the state changed. */
  const apply = (event: SessionEvent, save: boolean): boolean => {
    const next = sessionReducer(state, event);
    if (next === state) return false;
    state = next;
    if (save) persist(next);
    return true;
  };

  /*
   * Expiry is found on reads, which may happen while a UI renders; subscribers are told in a
   * microtask so no listener runs inside someone else's render.
   */
  const expireIfDue = (): void => {
    if (state.status === 'signedIn' && isSessionExpired(state, now()) && apply({ type: 'expired' }, true)) {
      queueMicrotask(notify);
    }
  };

  const restore = (): boolean => {
    const changed = apply(
      { type: 'restored', session: readEncoded(storage, key, parseStoredSession) },
      false,
    );
    if (state.status === 'signedIn' && isSessionExpired(state, now())) {
      apply({ type: 'expired' }, true);
      return true;
    }
    return changed;
  };

  restore();

  const token = (): string | undefined => {
    expireIfDue();
    return state.status === 'signedIn' ? state.token : undefined;
  };

  return {
    getSnapshot() {
      expireIfDue();
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    signIn(newToken) {
      if (newToken.length === 0) {
        throw new SelfStorageError({
          code: 'invalid_reply',
          key: 'errors.requestErorMsg',
          message: 'An empty token cannot start a session',
        });
      }
      if (apply({ type: 'signedIn', token: newToken, at: now() }, true)) notify();
    },
    signOut() {
      const changed = apply({ type: 'signedOut' }, false);
      // Removed even when already signed out here: another tab or process may have written one.
      safeRemoveItem(storage, key);
      if (changed) notify();
    },
    expire() {
      if (apply({ type: 'expired' }, true)) notify();
    },
    token,
    requireToken() {
      const current = token();
      if (current === undefined) {
        throw new SelfStorageError({ code: 'session_expired', key: 'errors.sessionExpired' });
      }
      return current;
    },
    sync() {
      if (restore()) notify();
    },
  };
};
