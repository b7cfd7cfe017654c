import type { ConsentChoices } from '../forms/consents.ts';
import type { CorporateForm, PersonalType } from '../forms/registration.ts';
import { REGISTRATION_ROUTES, ROUTES } from './routes.ts';

/**
 * The registration flow of a UI (SPEC section 1): the draft its screens fill in, step by step, as
 * a pure reducer like the booking flow's, and where a screen opened too early sends the visitor.
 * A UI keeps the state (the web app in sessionStorage); the rules of each step live here.
 */

export type CustomerType = 'personal' | 'corporate';

/** The personal details form as typed, both ID fields kept so switching back loses nothing. */
export interface PersonalDraft {
  personalType: PersonalType;
  firstName: string;
  lastName: string;
  address: string;
  phone: string;
  idCard: string;
  passport: string;
}

export type CorporateDraft = Record<keyof CorporateForm, string>;

/** A checked JPG or PNG as a data URL, for the preview and the payload. */
export interface DocumentDraft {
  dataUrl: string;
  name: string;
}

export interface RegistrationState {
  email: string;
  /** The PDPA consents given with the email, sent with the registration. */
  consents: ConsentChoices | undefined;
  otpVerified: boolean;
  customerType: CustomerType | undefined;
  personal: PersonalDraft;
  corporate: CorporateDraft;
  /** Set once the details passed their rules, so later steps know they are complete. */
  detailsDone: boolean;
  document: DocumentDraft | undefined;
}

/** What happened in a registration, in the past tense; `registrationReducer` folds them into state. */
export type RegistrationEvent =
  | { type: 'started'; email: string; consents: ConsentChoices }
  | { type: 'verified' }
  | { type: 'typeChosen'; customerType: CustomerType }
  /** Typed but not yet checked: the details count as done only once saved. */
  | { type: 'personalEdited'; draft: PersonalDraft }
  | { type: 'corporateEdited'; draft: CorporateDraft }
  /** Saved after passing their rules. */
  | { type: 'personalSaved'; draft: PersonalDraft }
  | { type: 'corporateSaved'; draft: CorporateDraft }
  | { type: 'documentSaved'; document: DocumentDraft | undefined }
  | { type: 'reset' };

export const INITIAL_REGISTRATION_STATE: RegistrationState = {
  email: '',
  consents: undefined,
  otpVerified: false,
  customerType: undefined,
  personal: {
    personalType: 'thai',
    firstName: '',
    lastName: '',
    address: '',
    phone: '',
    idCard: '',
    passport: '',
  },
  corporate: { firstName: '', lastName: '', companyName: '', address: '', phone: '', legalNumber: '' },
  detailsDone: false,
  document: undefined,
};

/** The next registration state; `state` is returned as is when nothing changes. */
export const registrationReducer = (
  state: RegistrationState,
  event: RegistrationEvent,
): RegistrationState => {
  switch (event.type) {
    case 'started':
      // A new email starts a new registration: nothing of an earlier draft carries over.
      return { ...INITIAL_REGISTRATION_STATE, email: event.email, consents: event.consents };
    case 'verified':
      return { ...state, otpVerified: true };
    case 'typeChosen':
      // Details and document belong to one type; choosing the same type again keeps them.
      return state.customerType === event.customerType
        ? state
        : { ...state, customerType: event.customerType, detailsDone: false, document: undefined };
    case 'personalEdited':
      return { ...state, personal: event.draft, detailsDone: false };
    case 'corporateEdited':
      return { ...state, corporate: event.draft, detailsDone: false };
    case 'personalSaved':
      return { ...state, personal: event.draft, detailsDone: true };
    case 'corporateSaved':
      return { ...state, corporate: event.draft, detailsDone: true };
    case 'documentSaved':
      return { ...state, document: event.document };
    case 'reset':
      return INITIAL_REGISTRATION_STATE;
  }
};

/** How far a registration screen needs the draft to be. */
export type RegistrationStep = 'otp' | 'type' | 'details' | 'document' | 'password';

/**
 * Where to send a visitor who opened `step` (of customer type `type`, for the typed screens)
 * without the earlier steps done (a bookmark, a stale tab), or undefined when they may stay.
 */
export const registrationRedirect = (
  state: RegistrationState,
  step: RegistrationStep,
  type?: CustomerType,
): string | undefined => {
  // A draft without the consents (one saved before they were asked) starts over.
  if (!state.email || !state.consents) return ROUTES.register;
  if (step === 'otp') return undefined;
  if (!state.otpVerified) return ROUTES.registerOtp;
  if (step === 'type') return undefined;
  if (!state.customerType || (type && state.customerType !== type)) return ROUTES.registerStep1;
  if (step === 'details') return undefined;
  if (!state.detailsDone) return REGISTRATION_ROUTES[state.customerType].details;
  if (step === 'document') return undefined;
  if (!state.document) return REGISTRATION_ROUTES[state.customerType].document;
  return undefined;
};

/**
 * The furthest registration screen the draft has reached: where a registration reopened after a
 * browser restart carries on (the email screen when nothing was started).
 */
export const registrationResumeRoute = (state: RegistrationState): string => {
  if (!state.email || !state.consents) return ROUTES.register;
  if (!state.otpVerified) return ROUTES.registerOtp;
  if (!state.customerType) return ROUTES.registerStep1;
  const routes = REGISTRATION_ROUTES[state.customerType];
  if (!state.detailsDone) return routes.details;
  return state.document ? routes.password : routes.document;
};
