import * as z from 'zod';
import { PHONE_MAX_DIGITS } from '../constants.ts';
import { envelope } from './common.ts';
import { consentRecord } from './customer.ts';
import { lazySchema } from './lazy.ts';

/**
 * Extensions of the booking API (issue 24): the signed-in customer's own account. The email is
 * shown, never changed here; name, phone and address follow registration's rules.
 */

const token = z.string().min(1);

export const profile = lazySchema(() =>
  z.object({
    email: z.email(),
    customerTypeId: z.union([z.literal(1), z.literal(2)]),
    firstname: z.string(),
    lastname: z.string(),
    companyName: z.string(),
    phone: z.string(),
    fullAddress: z.string(),
    /** The marketing consent on record: news and offers by email. */
    marketing: z.boolean(),
  }),
);

export const profileRequest = lazySchema(() => z.object({ token }));
export const profileReply = lazySchema(() => z.object({ ...envelope, datas: profile }));

export const updateProfileRequest = lazySchema(() =>
  z.object({
    token,
    firstname: z.string().min(1).max(200),
    lastname: z.string().min(1).max(200),
    phone: z.string().regex(new RegExp(`^\\d{1,${PHONE_MAX_DIGITS}}$`)),
    fullAddress: z.string().min(1).max(1000),
  }),
);
export const updateProfileReply = profileReply;

/** A change of the marketing consent, recorded as registration records it. */
export const marketingConsentRequest = lazySchema(() =>
  z.object({
    token,
    consent: consentRecord.extend({ purpose: z.literal('marketing') }),
  }),
);
export const marketingConsentReply = profileReply;

/** Ends every session of the account, this one included. */
export const logoutAllRequest = lazySchema(() => z.object({ token }));
export const logoutAllReply = lazySchema(() =>
  z.object({
    ...envelope,
    datas: z.object({ ended: z.number().int().nonnegative() }),
  }),
);
