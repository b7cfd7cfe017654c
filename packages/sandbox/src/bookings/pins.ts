import { randomBytes } from 'node:crypto';
import { hashSecret } from '../accounts/sessions.ts';
import { insertPin } from '../data/booking-pins.ts';
import type { Store } from '../db/store.ts';

/** A payment pin: 12 random bytes, base64url. Only its SHA-256 is stored. */
export const newPin = (): string => randomBytes(12).toString('base64url');

/** Another pin for a booking, for a payment link made after the mail (the mailed pin cannot be read back). */
export const addPin = (store: Store, bookingId: number): string => {
  const pin = newPin();
  insertPin(store, hashSecret(pin), bookingId);
  return pin;
};
