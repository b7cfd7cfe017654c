/** The returnUrl rules live in core (links/return-url.ts); the app's screens import them here. */
export { afterLoginTarget, loginUrlFor, RETURN_URL_PARAM } from '@self-storage/core/links';
