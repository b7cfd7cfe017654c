import * as z from 'zod';
import { ACCESS_CODE_DIGITS, PHONE_MAX_DIGITS } from '../constants.ts';
import { bilingual, envelope, id, wireDate } from './common.ts';
import { lazySchema } from './lazy.ts';

/**
 * Extension (issue 40): the access pass. A pass per rental (and one per person the customer
 * shares access with) whose QR code changes every 30 seconds and whose keypad PIN is fixed; the
 * gate's answers and the log of every attempt. docs/api.md.
 */

/** Why a gate says no: the first rule an attempt breaks, checked in this order. */
export const ACCESS_DENIALS = [
  'keypad_locked',
  'unknown_code',
  'expired_code',
  'revoked',
  'wrong_branch',
  'not_started',
  'ended',
  'suspended',
] as const;
export const accessDenial = z.enum(ACCESS_DENIALS);
export type AccessDenial = z.infer<typeof accessDenial>;

/** Where a pass stands by the server's today: `suspended` while the rental's standing says so. */
export const accessState = z.enum(['active', 'not_started', 'ended', 'suspended', 'revoked']);

const pinCode = z.string().regex(new RegExp(`^\\d{${ACCESS_CODE_DIGITS}}$`));

export const accessPass = lazySchema(() =>
  z.object({
    id,
    kind: z.enum(['owner', 'share']),
    holder_name: z.string(),
    /** The pass's TOTP secret (base64url): the phone works its codes out from it, offline. */
    secret: z.string().min(1),
    /** The keypad PIN: fixed for the pass, derived from its secret. */
    pin: pinCode,
    booking_number: z.string(),
    branch: z.object({ id, ...bilingual }),
    unit_name: z.string(),
    /** The days the pass opens the gate: the rental's (or the share's window within it). */
    valid_from: wireDate,
    valid_to: wireDate,
    state: accessState,
    /** Why the gate says no today, in the caller's language; null while it opens. */
    message: z.string().nullable(),
  }),
);

export const accessShare = lazySchema(() =>
  z.object({
    id,
    name: z.string(),
    phone: z.string(),
    start_date: wireDate,
    end_date: wireDate,
    revoked_at: z.iso.datetime().nullable(),
    state: accessState,
  }),
);

/** A Thai mobile or landline number has 9 or 10 digits; the contract's phone limit caps it. */
const SHARE_PHONE_MIN_DIGITS = 9;
const SHARE_NAME_MAX_CHARS = 100;

const bookingCall = { token: z.string().min(1), customer_service_id: id };

export const accessPassRequest = lazySchema(() => z.object(bookingCall));
export const accessPassReply = lazySchema(() =>
  z.object({ ...envelope, datas: z.object({ pass: accessPass, shares: z.array(accessShare) }) }),
);

export const accessShareRequest = lazySchema(() =>
  z.object({
    ...bookingCall,
    name: z.string().trim().min(1).max(SHARE_NAME_MAX_CHARS),
    phone: z.string().regex(new RegExp(`^\\d{${SHARE_PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`)),
    start_date: wireDate,
    end_date: wireDate,
  }),
);
export const accessShareReply = lazySchema(() =>
  z.object({
    ...envelope,
    datas: z.object({
      share: accessShare,
      /** The shared person's pass page; its token is in the fragment and is shown this once. */
      link: z.url(),
    }),
  }),
);

export const accessRevokeRequest = lazySchema(() => z.object({ ...bookingCall, share_id: id }));
export const accessRevokeReply = lazySchema(() =>
  z.object({ ...envelope, datas: z.object({ share: accessShare }) }),
);

export const accessAttempt = lazySchema(() =>
  z.object({
    id,
    at: z.iso.datetime(),
    branch: z.object({ id, ...bilingual }),
    method: z.enum(['qr', 'pin']),
    granted: z.boolean(),
    reason: accessDenial.nullable(),
    /** The pass used, when the code named one of this booking's. */
    pass: z.object({ id, kind: z.enum(['owner', 'share']), holder_name: z.string() }).nullable(),
  }),
);

export const accessLogRequest = lazySchema(() => z.object(bookingCall));
export const accessLogReply = lazySchema(() =>
  z.object({ ...envelope, datas: z.object({ attempts: z.array(accessAttempt) }) }),
);

/** The shared person's call: the token from the link's fragment, no account. */
export const sharedPassRequest = lazySchema(() => z.object({ share_token: z.string().min(1).max(200) }));
export const sharedPassReply = lazySchema(() =>
  z.object({ ...envelope, datas: z.object({ pass: accessPass }) }),
);
