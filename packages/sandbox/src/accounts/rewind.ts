import { SESSION_LIFETIME_MS } from '@self-storage/core';
import { deleteEmailVerificationsAfter } from '../data/email-verifications.ts';
import { deleteIdentifyTokensExpiringAfter } from '../data/identify-tokens.ts';
import { deleteOtpsMadeAfter } from '../data/otps.ts';
import { deletePasswordResetsExpiringAfter } from '../data/password-resets.ts';
import { deleteSessionsExpiringAfter } from '../data/sessions.ts';
import type { Store } from '../db/store.ts';
import { IDENTIFY_TOKEN_LIFETIME_MS } from './links.ts';
import { RESET_PASSWORD_LIFETIME_MS } from './login.ts';
import { OTP_LIFETIME_MS, VERIFIED_FOR_MS } from './otp.ts';

/**
 * When the test clock is reset to `now`, the access given while it was ahead ends: sessions,
 * service-link tokens, codes (and their sends, which would hold back the next code), email
 * verifications and mailed passwords. Their rows keep only an expiry, so one that expires more
 * than its lifetime after `now` was made after `now`; one made before the clock moved keeps its time.
 */
export const endAccessMadeAfter = (store: Store, now: number): void => {
  deleteSessionsExpiringAfter(store, now + SESSION_LIFETIME_MS);
  deleteIdentifyTokensExpiringAfter(store, now + IDENTIFY_TOKEN_LIFETIME_MS);
  deleteOtpsMadeAfter(store, now + OTP_LIFETIME_MS, now);
  deleteEmailVerificationsAfter(store, now + VERIFIED_FOR_MS);
  deletePasswordResetsExpiringAfter(store, now + RESET_PASSWORD_LIFETIME_MS);
};
