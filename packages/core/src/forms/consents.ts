import * as z from 'zod';
import { PRIVACY_NOTICE_VERSION } from '../constants.ts';
import type { ConsentRecord } from '../contract/customer.ts';
import { emailSchema } from './fields.ts';
import { formObject } from './form-object.ts';

const consentShape = {
  privacy: z.literal(true, { error: 'register.consent.privacyRequired' }),
  marketing: z.boolean({ error: 'errors.required' }),
};

/**
 * Beyond the spec (PDPA): registration goes on only once the privacy notice is accepted;
 * marketing is the customer's free choice.
 */
export const consentFormSchema = formObject(consentShape);
export type ConsentForm = z.infer<typeof consentFormSchema>;

/** /register: the email the code goes to, asked with the consents, before any data is sent. */
export const registerEmailFormSchema = formObject({ email: emailSchema, ...consentShape });
export type RegisterEmailForm = z.infer<typeof registerEmailFormSchema>;

/** The consents as given: the privacy notice accepted and the marketing choice, at `givenAt` (ISO 8601). */
export interface ConsentChoices {
  marketing: boolean;
  givenAt: string;
}

/**
 * The register call's `consents`: both purposes, each with the notice version it was made under,
 * so a declined marketing consent is on record as clearly as a given one.
 */
export const consentRecords = (
  choices: ConsentChoices,
  version: string = PRIVACY_NOTICE_VERSION,
): ConsentRecord[] => [
  { purpose: 'privacy', granted: true, version, givenAt: choices.givenAt },
  { purpose: 'marketing', granted: choices.marketing, version, givenAt: choices.givenAt },
];
