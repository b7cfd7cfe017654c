import { createSessionStore, type SessionStore, STORAGE_KEYS, safeRemoveItem } from '@self-storage/core';
import { activeLanguage, apiBaseUrl } from './api-call.ts';
import type { BookingServices } from './booking-services.ts';
import type { Lazy } from './lazy.ts';
import { createLazyServices, type LazyClient } from './lazy-client.ts';
import { type AppStorage, browserStorage } from './storage.ts';

/**
 * The long-lived objects every screen shares, made once by start.tsx and handed to screens by the
 * services context (services-context.tsx): nothing else holds state across screens.
 */
export interface AppServices {
  client: LazyClient;
  session: SessionStore;
  storage: AppStorage;
  /** The booking flow and the current service, loaded with the signed-in screens. */
  booking: Lazy<BookingServices>;
  /**
   * Set only by the build when it draws a signed-in page's picture (src/prerender.tsx): a screen
   * whose content depends on the visitor's choices then draws what it shows until it knows them.
   */
  picture?: boolean;
}

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

/**
 * Logging out forgets the booking in progress, so the next person on this browser starts clean.
 * An expired session keeps it: logging in again carries on where the customer was.
 */
const forgetBooking = (storage: AppStorage, booking: Lazy<BookingServices>): void => {
  // A loaded flow resets (and saves its empty state) first; then nothing of it is left stored.
  booking.current()?.flow.dispatch({ type: 'reset' });
  // What clearCurrentService does; its module's schema would bring zod into every page's first load.
  safeRemoveItem(storage.local, STORAGE_KEYS.currentService);
  safeRemoveItem(storage.session, STORAGE_KEYS.bookingFlow);
};

export const createAppServices = (storage: AppStorage = browserStorage()): AppServices => {
  const session = createSessionStore({ storage: storage.local });
  const { client, booking } = createLazyServices(apiBaseUrl, activeLanguage, storage, session);
  // Another tab logging in or out changes storage; re-read so every tab agrees.
  window.addEventListener('storage', () => session.sync());
  session.subscribe(() => {
    const state = session.getSnapshot();
    if (state.status === 'anonymous' && state.reason === 'signedOut') forgetBooking(storage, booking);
  });
  return { client, session, storage, booking };
};
