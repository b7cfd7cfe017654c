import {
  createSessionStore,
  type Language,
  type SessionStore,
  STORAGE_KEYS,
  safeRemoveItem,
} from '@self-storage/core';
import { createLazyClient, type LazyClient } from './lazy-client.ts';

/** The long-lived objects every screen shares: one API client and one session store. */
export interface AppServices {
  client: LazyClient;
  session: SessionStore;
}

/** The sandbox serves the app and the API on one origin; a build may point elsewhere. */
const apiBaseUrl = (): string => import.meta.env.VITE_API_BASE_URL || window.location.origin;

/**
 * Where a payment may send the browser (the card page's `redirect_url`): this app's origin, the
 * API's, and those a build names in VITE_PAYMENT_ORIGINS (a payment provider's, comma-separated).
 */
export const paymentOrigins = (): string[] => [
  window.location.origin,
  apiBaseUrl(),
  ...String(import.meta.env.VITE_PAYMENT_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean),
];

/** The active language, which `<html lang>` follows: every call asks the server to answer in it. */
const activeLanguage = (): Language => (document.documentElement.lang === 'en' ? 'en' : 'th');

/** Dispatched on window when a logout forgets the booking, so a loaded booking flow resets too. */
export const BOOKING_FORGOTTEN_EVENT = 'self-storage:booking-forgotten';

/**
 * Logging out forgets the booking in progress, so the next person on this browser starts clean.
 * An expired session keeps it: logging in again carries on where the customer was.
 */
const forgetBooking = (): void => {
  // A loaded flow resets (and saves its empty state) first; then nothing of it is left stored.
  window.dispatchEvent(new Event(BOOKING_FORGOTTEN_EVENT));
  // What clearCurrentService does; its module's schema would bring zod into every page's first load.
  safeRemoveItem(window.localStorage, STORAGE_KEYS.currentService);
  safeRemoveItem(window.sessionStorage, STORAGE_KEYS.bookingFlow);
};

export const createAppServices = (): AppServices => {
  const session = createSessionStore({ storage: window.localStorage });
  // Another tab logging in or out changes storage; re-read so every tab agrees.
  window.addEventListener('storage', () => session.sync());
  session.subscribe(() => {
    const state = session.getSnapshot();
    if (state.status === 'anonymous' && state.reason === 'signedOut') forgetBooking();
  });
  return { client: createLazyClient(apiBaseUrl, activeLanguage), session };
};
