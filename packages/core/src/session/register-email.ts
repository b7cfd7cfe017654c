import { STORAGE_KEYS } from './keys.ts';
import type { KeyValueStorage } from './storage.ts';
import { safeGetItem, safeRemoveItem, safeSetItem } from './storage.ts';

/*
 * The email being registered, carried across the registration screens. SPEC section 3 lists it
 * apart from the encoded entries, so it is stored as plain text.
 */

export const saveRegisterEmail = (storage: KeyValueStorage, email: string): boolean =>
  safeSetItem(storage, STORAGE_KEYS.registerEmail, email);

export const readRegisterEmail = (storage: KeyValueStorage): string | undefined => {
  const email = safeGetItem(storage, STORAGE_KEYS.registerEmail);
  return email ? email : undefined;
};

export const clearRegisterEmail = (storage: KeyValueStorage): void =>
  safeRemoveItem(storage, STORAGE_KEYS.registerEmail);
