import type { z } from 'zod';
import { PRIVACY_NOTICE_VERSION } from '../constants.ts';
import type { ConsentRecord } from '../contract/customer.ts';
import { phoneSchema, requiredTextSchema } from './fields.ts';
import { formObject } from './form-object.ts';

/** The account page's details: each field under registration's own rule. */
export const profileFormSchema = formObject({
  firstName: requiredTextSchema,
  lastName: requiredTextSchema,
  phone: phoneSchema,
  address: requiredTextSchema,
});
export type ProfileForm = z.infer<typeof profileFormSchema>;

/** A change of the marketing consent, recorded like registration's (`consentRecords`). */
export const marketingConsentRecord = (
  granted: boolean,
  givenAt: string,
  version: string = PRIVACY_NOTICE_VERSION,
): ConsentRecord & { purpose: 'marketing' } => ({ purpose: 'marketing', granted, version, givenAt });
