import { randomBytes } from 'node:crypto';
import { hashSecret } from '../accounts/sessions.ts';
import type { Store } from '../db/database.ts';

/** A payment pin: 12 random bytes, base64url. Only its SHA-256 is stored. */
export const newPin = (): string => randomBytes(12).toString('base64url');

/** The booking a pin opens: the mailed one (bookings.pin) or one the payment-link control made. */
export const bookingOfPin = (store: Store, pin: string): number | undefined => {
  const hash = hashSecret(pin);
  return (
    store.get<{ id: number }>('SELECT id FROM bookings WHERE pin = ?', hash)?.id ??
    store.get<{ booking_id: number }>('SELECT booking_id FROM booking_pins WHERE pin_hash = ?', hash)
      ?.booking_id
  );
};

/** Another pin for a booking, for a payment link made after the mail (the mailed pin cannot be read back). */
export const addPin = (store: Store, bookingId: number): string => {
  const pin = newPin();
  store.run('INSERT INTO booking_pins (pin_hash, booking_id) VALUES (?, ?)', hashSecret(pin), bookingId);
  return pin;
};
