/**
 * The language choice's key, also on its own: a page's first script reads it and no other, and a
 * bundler keeps an object whole once any of its properties is read.
 */
export const LANGUAGE_KEY = 'lang';

/** The storage keys the app uses; `register_email` is the name SPEC section 3 gives. */
export const STORAGE_KEYS = {
  session: 'session',
  currentService: 'current_service',
  registerEmail: 'register_email',
  language: LANGUAGE_KEY,
  /** The web app's booking choices, kept in sessionStorage for the tab. */
  bookingFlow: 'booking_flow',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
