import * as z from 'zod';
import { CUSTOMER_TYPE, PERSON_TYPE } from '../constants.ts';
import type { ConsentRecord } from '../contract/customer.ts';
import { type ConsentChoices, consentRecords } from './consents.ts';
import type { DocumentImage } from './document.ts';
import { stripDataUrlPrefix } from './document.ts';
import {
  idCardSchema,
  legalNumberSchema,
  passportSchema,
  phoneSchema,
  requiredTextSchema,
} from './fields.ts';
import { formObject } from './form-object.ts';

const contact = {
  firstName: requiredTextSchema,
  lastName: requiredTextSchema,
  address: requiredTextSchema,
  phone: phoneSchema,
};

/**
 * /register-personal: the personal type switches the ID field (SPEC section 5), so a Thai
 * customer's passport field and a foreigner's idCard field are ignored and dropped.
 */
export const personalFormSchema = z.discriminatedUnion(
  'personalType',
  [
    formObject({ ...contact, personalType: z.literal('thai'), idCard: idCardSchema }),
    formObject({ ...contact, personalType: z.literal('foreigner'), passport: passportSchema }),
  ],
  { error: 'errors.required' },
);
export type PersonalForm = z.infer<typeof personalFormSchema>;
export type PersonalType = PersonalForm['personalType'];

/** /register-corporation: the contact person and the company. */
export const corporateFormSchema = formObject({
  ...contact,
  companyName: requiredTextSchema,
  legalNumber: legalNumberSchema,
});
export type CorporateForm = z.infer<typeof corporateFormSchema>;

/** SPEC section 3's registration payload, as sent to `customer/register`. */
export interface RegistrationPayload {
  customerTypeId: 1 | 2;
  personTypeId: 1 | 2;
  firstname: string;
  lastname: string;
  companyDirector: string;
  companyName: string;
  fullAddress: string;
  email: string;
  phone: string;
  legalNumber: string;
  password: string;
  personId: string;
  attachFile: string;
  /** Beyond the spec: the PDPA consents (see `consentRecords`). */
  consents?: ConsentRecord[];
}

interface RegistrationCommon {
  email: string;
  password: string;
  /** The document: a checked DocumentImage, a data URL, or base64 already without its prefix. */
  attachment: DocumentImage | string;
  /** The consents given on the way; sent as `consents` when present. */
  consents?: ConsentChoices;
}

export type RegistrationInput =
  | (RegistrationCommon & { customerType: 'personal'; form: PersonalForm })
  | (RegistrationCommon & { customerType: 'corporate'; form: CorporateForm });

/**
 * Builds the payload from already validated forms. Fields that do not apply are empty strings.
 * The corporate form has no personal type and no director field: a corporate registration is
 * sent with personTypeId 1 (the spec's "thai" branch), companyDirector empty and the legal number
 * as personId.
 */
export const buildRegistrationPayload = (input: RegistrationInput): RegistrationPayload => {
  const { email, password, attachment } = input;
  const attachFile =
    typeof attachment === 'string' ? stripDataUrlPrefix(attachment.trim()) : attachment.base64;
  const common = {
    firstname: input.form.firstName,
    lastname: input.form.lastName,
    fullAddress: input.form.address,
    phone: input.form.phone,
    email,
    password,
    attachFile,
    ...(input.consents ? { consents: consentRecords(input.consents) } : {}),
  };
  if (input.customerType === 'corporate') {
    return {
      ...common,
      customerTypeId: CUSTOMER_TYPE.corporate,
      personTypeId: PERSON_TYPE.thai,
      companyDirector: '',
      companyName: input.form.companyName,
      legalNumber: input.form.legalNumber,
      personId: input.form.legalNumber,
    };
  }
  const { form } = input;
  return {
    ...common,
    customerTypeId: CUSTOMER_TYPE.personal,
    personTypeId: form.personalType === 'thai' ? PERSON_TYPE.thai : PERSON_TYPE.foreigner,
    companyDirector: '',
    companyName: '',
    legalNumber: '',
    personId: form.personalType === 'thai' ? form.idCard : form.passport,
  };
};
