import * as z from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import { envelope } from './common.ts';
import { lazySchema } from './lazy.ts';

const email = z.email();
const password = z.string().min(1).max(200);

export const loginRequest = lazySchema(() => z.object({ username: email, password }));
export const loginReply = lazySchema(() =>
  z.object({ ...envelope, datas: z.object({ token: z.string().min(1) }) }),
);

/** Verifies the pin of a payment link against its booking. */
export const pinVerifyRequest = lazySchema(() => z.object({ pin: z.string().min(1).max(200) }));
export const pinVerifyReply = lazySchema(() =>
  z.object({
    ...envelope,
    datas: z.object({ customer_service_id: z.number().int().positive() }),
  }),
);

export const sendOtpRequest = lazySchema(() => z.object({ email }));
export const sendOtpReply = lazySchema(() =>
  z.object({
    ...envelope,
    datas: z.object({ expires_in: z.number().int().positive() }).optional(),
  }),
);

export const verifyOtpRequest = lazySchema(() => z.object({ email, otp: z.string().regex(/^\d{6}$/) }));
export const verifyOtpReply = lazySchema(() => z.object({ ...envelope, datas: z.unknown().optional() }));

/**
 * Beyond the spec (PDPA): one choice the customer made about their data, with the version of the
 * privacy notice it was made under and when (ISO 8601 with offset) by the client's clock; the
 * server records its own time of the consent.
 */
export const consentRecord = lazySchema(() =>
  z.object({
    purpose: z.enum(['privacy', 'marketing']),
    granted: z.boolean(),
    version: z.string().min(1).max(40),
    givenAt: z.iso.datetime({ offset: true }),
  }),
);
export type ConsentRecord = z.infer<typeof consentRecord>;

/** SPEC section 3's registration payload. Fields that do not apply are empty strings. */
export const registerRequest = lazySchema(() =>
  z.object({
    customerTypeId: z.union([z.literal(1), z.literal(2)]),
    personTypeId: z.union([z.literal(1), z.literal(2)]),
    firstname: z.string().min(1).max(200),
    lastname: z.string().min(1).max(200),
    companyDirector: z.string().max(200),
    companyName: z.string().max(300),
    fullAddress: z.string().min(1).max(1000),
    email,
    phone: z.string().regex(/^\d{1,15}$/),
    legalNumber: z.string().regex(/^\d*$/).max(50),
    password: z.string().min(PASSWORD_MIN_LENGTH).max(200),
    personId: z.string().min(1).max(50),
    /** Base64 of a JPG or PNG, data-URL prefix removed. */
    attachFile: z.string().min(1),
    /** Beyond the spec: the PDPA consents, one record per purpose; optional, so older clients still register. */
    consents: z
      .array(consentRecord)
      .max(2)
      .refine((records) => new Set(records.map((r) => r.purpose)).size === records.length, {
        error: 'Each consent purpose appears once.',
      })
      .optional(),
  }),
);
export const registerReply = lazySchema(() => z.object({ ...envelope, datas: z.unknown().optional() }));

export const forgetPasswordRequest = lazySchema(() => z.object({ email }));
export const forgetPasswordReply = lazySchema(() => z.object({ ...envelope, datas: z.unknown().optional() }));

export const changePasswordRequest = lazySchema(() =>
  z.object({
    email,
    oldPassword: password,
    newPassword: z.string().min(PASSWORD_MIN_LENGTH).max(200),
    confirmedPassword: z.string().min(1).max(200),
  }),
);
export const changePasswordReply = lazySchema(() => z.object({ ...envelope, datas: z.unknown().optional() }));

/** Beyond the spec: ends the session on the server, so a token kept after sign-out is worthless. */
export const logoutRequest = lazySchema(() => z.object({ token: z.string().min(1).max(2000) }));
export const logoutReply = lazySchema(() => z.object({ ...envelope, datas: z.unknown().optional() }));

/** Trades the decrypted identify token of a service link for a session token. */
export const identifyRequest = lazySchema(() => z.object({ token: z.string().min(1).max(2000) }));
export const identifyReply = lazySchema(() =>
  z.object({
    ...envelope,
    datas: z.object({ token: z.string().min(1), email: z.email().optional() }),
  }),
);
