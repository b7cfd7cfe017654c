import type { KeyValueStorage } from '@self-storage/core';

/**
 * The browser's two storages, the only place the app reaches `window.localStorage` and
 * `window.sessionStorage`; everything else gets them from here (through the services context, or
 * as an argument), so a test or the prerender can hand in memory instead.
 */
export interface AppStorage {
  /** Survives the tab: the session, the language, the current service, the registration email. */
  local: KeyValueStorage;
  /** This tab only: the booking flow and the registration draft. */
  session: KeyValueStorage;
}

/** Holds nothing, where the browser refuses storage (blocked site data, some private modes). */
const NO_STORAGE: KeyValueStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

/** Reaching a storage can throw where site data is blocked; the app then runs without it. */
const reach = (storage: () => Storage): KeyValueStorage => {
  try {
    return storage();
  } catch {
    return NO_STORAGE;
  }
};

export const browserStorage = (): AppStorage => ({
  local: reach(() => window.localStorage),
  session: reach(() => window.sessionStorage),
});
