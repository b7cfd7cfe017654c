import { type CustomerType, type RegistrationStep, registrationRedirect } from '@self-storage/core/flow';
import { useRegistration } from './registration-store.ts';

/**
 * Where to send a visitor who opened `step` without the earlier steps done (a bookmark, a stale
 * tab), or undefined when they may stay (core's `registrationRedirect`).
 */
export const useRegistrationGate = (step: RegistrationStep, type?: CustomerType): string | undefined =>
  registrationRedirect(useRegistration(), step, type);
