import type { ShowErrorOptions } from '#shell/error-modal-context.tsx';

/** The session-expiry message's title and next step: what ended, and that logging in comes back here. */
export const SESSION_EXPIRED_TOLD = {
  title: 'told.sessionExpiredTitle',
  next: 'told.sessionExpiredNext',
} as const satisfies ShowErrorOptions;
