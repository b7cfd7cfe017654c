import { createSessionStore, SelfStorageClient, type SessionStore } from '@self-storage/core';

/** The long-lived objects every screen shares: one API client and one session store. */
export interface AppServices {
  client: SelfStorageClient;
  session: SessionStore;
}

/** The sandbox serves the app and the API on one origin; a build may point elsewhere. */
const apiBaseUrl = (): string => import.meta.env.VITE_API_BASE_URL || window.location.origin;

export const createAppServices = (): AppServices => {
  const session = createSessionStore({ storage: window.localStorage });
  // Another tab logging in or out changes storage; re-read so every tab agrees.
  window.addEventListener('storage', () => session.sync());
  return { client: new SelfStorageClient({ baseUrl: apiBaseUrl() }), session };
};
