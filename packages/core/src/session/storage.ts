/**
 * Synchronous key-value storage shaped like the web's localStorage, so the web app passes
 * `window.localStorage`, the CLI a file-backed store and tests or SSR a memory one.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Keeps everything in a Map; for tests, SSR and runs that must not persist. */
export class MemoryStorage implements KeyValueStorage {
  readonly #items = new Map<string, string>();

  constructor(initial: Readonly<Record<string, string>> = {}) {
    for (const [key, value] of Object.entries(initial)) this.#items.set(key, value);
  }

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.#items.delete(key);
  }

  /** Snapshot of the contents, for assertions. */
  entries(): Record<string, string> {
    return Object.fromEntries(this.#items);
  }
}

/*
 * Storage can throw (Safari private mode, quota, a revoked file): a read that fails is treated as
 * absent and a write that fails leaves the in-memory state in charge, so neither breaks the app.
 */

export const safeGetItem = (storage: KeyValueStorage, key: string): string | undefined => {
  try {
    return storage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
};

/** Returns whether the value was stored. */
export const safeSetItem = (storage: KeyValueStorage, key: string, value: string): boolean => {
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
};

export const safeRemoveItem = (storage: KeyValueStorage, key: string): void => {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing more can be done; the value will read as invalid or expired next time.
  }
};
