/** The storage keys the app uses; `register_email` is the name SPEC section 3 gives. */
export const STORAGE_KEYS = {
  session: 'session',
  currentService: 'current_service',
  registerEmail: 'register_email',
  language: 'lang',
  /** The web app's booking choices, kept in sessionStorage for the tab. */
  bookingFlow: 'booking_flow',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
