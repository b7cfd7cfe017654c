import type { CustomerType } from './registration-store.ts';
import { useRegistration } from './registration-store.ts';

/** How far a registration screen needs the draft to be. */
export type RegistrationStep = 'otp' | 'type' | 'details' | 'document' | 'password';

/** Step 1 of each customer type. */
export const DETAILS_ROUTE: Record<CustomerType, string> = {
  personal: '/register-personal',
  corporate: '/register-corporation',
};

/**
 * Where to send a visitor who opened `step` without the earlier steps done (a bookmark, a stale
 * tab), or undefined when they may stay.
 */
export const useRegistrationGate = (step: RegistrationStep, type?: CustomerType): string | undefined => {
  const draft = useRegistration();
  // A draft without the consents (one saved before they were asked) starts over.
  if (!draft.email || !draft.consents) return '/register';
  if (step === 'otp') return undefined;
  if (!draft.otpVerified) return '/register-otp';
  if (step === 'type') return undefined;
  if (!draft.customerType || (type && draft.customerType !== type)) return '/register-step1';
  if (step === 'details') return undefined;
  if (!draft.detailsDone) return DETAILS_ROUTE[draft.customerType];
  if (step === 'document') return undefined;
  if (!draft.document) return `${DETAILS_ROUTE[draft.customerType]}-step2`;
  return undefined;
};
