import type { Language, SessionStore } from '@self-storage/core';
import type { BookingServices } from './booking-services.ts';
import type { AppClient } from './client-code.ts';
import { type Lazy, lazy } from './lazy.ts';
import type { AppStorage } from './storage.ts';

/** The API client with its code (ofetch and the zod contract, a third of the app's JavaScript). */
export type LazyClient = Lazy<AppClient>;

/**
 * The client and the booking services, both made from client-code.ts (one chunk, one import): it
 * loads when a screen first needs either.
 */
export const createLazyServices = (
  baseUrl: () => string,
  language: () => Language,
  storage: AppStorage,
  session: SessionStore,
): { client: LazyClient; booking: Lazy<BookingServices> } => {
  const code = lazy(() => import('./client-code.ts'));
  return {
    client: lazy(() => code.load().then(({ createClient }) => createClient(baseUrl(), language, session))),
    booking: lazy(() => code.load().then(({ createBookingServices }) => createBookingServices(storage))),
  };
};
