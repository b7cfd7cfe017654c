import { REGISTRATION_ROUTES, ROUTES } from '@self-storage/core/flow';
import type { CustomerType } from './registration-store.ts';
import { useRegistration } from './registration-store.ts';

/** How far a registration screen needs the draft to be. */
export type RegistrationStep = 'otp' | 'type' | 'details' | 'document' | 'password';

/**
 * Where to send a visitor who opened `step` without the earlier steps done (a bookmark, a stale
 * tab), or undefined when they may stay.
 */
export const useRegistrationGate = (step: RegistrationStep, type?: CustomerType): string | undefined => {
  const draft = useRegistration();
  // A draft without the consents (one saved before they were asked) starts over.
  if (!draft.email || !draft.consents) return ROUTES.register;
  if (step === 'otp') return undefined;
  if (!draft.otpVerified) return ROUTES.registerOtp;
  if (step === 'type') return undefined;
  if (!draft.customerType || (type && draft.customerType !== type)) return ROUTES.registerStep1;
  if (step === 'details') return undefined;
  if (!draft.detailsDone) return REGISTRATION_ROUTES[draft.customerType].details;
  if (step === 'document') return undefined;
  if (!draft.document) return REGISTRATION_ROUTES[draft.customerType].document;
  return undefined;
};
