import type { KeyValueStorage } from '@self-storage/core';

/**
 * The browser's two storages, the only place the app reaches `window.localStorage` and
 * `window.sessionStorage`; everything else gets them from here (through the services context, or
 * as an argument), so a test or the prerender can hand in memory instead.
 */
export interface AppStorage {
  /** Survives the tab: the session, the language, the current service, the registration draft. */
  local: KeyValueStorage;
  /** This tab only: the booking flow and the registration's document image. */
  session: KeyValueStorage;
}

/**
 * The localStorage key of the access passes read on this device (data/access.ts), shown again with
 * no network; logging out removes them.
 */
export const SAVED_PASSES_KEY = 'access_passes';

/** The localStorage key of the registration draft; hydration.ts reads it without loading the store. */
export const REGISTRATION_DRAFT_KEY = 'register_draft';

/** The app's storages; it runs after the boot scripts, where the browser has let them be read. */
export const browserStorage = (): AppStorage => ({
  local: window.localStorage,
  session: window.sessionStorage,
});

/** Holds nothing, where the browser refuses storage (blocked site data, some private modes). */
const NO_STORAGE: KeyValueStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

/**
 * A storage for the boot scripts, which run before anything else on the page and must paint it
 * even where reaching a storage throws (blocked site data): such a storage holds nothing.
 */
export const guardedStorage = (storage: () => Storage): KeyValueStorage => {
  try {
    return storage();
  } catch {
    return NO_STORAGE;
  }
};

/** Both of the page's storages, guarded (see guardedStorage). */
export const guardedBrowserStorage = (): AppStorage => ({
  local: guardedStorage(() => window.localStorage),
  session: guardedStorage(() => window.sessionStorage),
});
