import type { Store } from '../db/store.ts';
import { columns, integer, maybe } from './row.ts';

/**
 * Payment pins, kept as hashes: the one mailed with the booking (`bookings.pin`) and those the
 * payment-link control made since (table `booking_pins`).
 */

const parseId = columns({ id: integer });
const parseBookingId = columns({ booking_id: integer });

export const bookingOfPinHash = (store: Store, hash: string): number | undefined =>
  maybe(parseId, store.get('SELECT id FROM bookings WHERE pin = ?', hash))?.id ??
  maybe(parseBookingId, store.get('SELECT booking_id FROM booking_pins WHERE pin_hash = ?', hash))
    ?.booking_id;

export const insertPin = (store: Store, hash: string, bookingId: number): void => {
  store.run('INSERT INTO booking_pins (pin_hash, booking_id) VALUES (?, ?)', hash, bookingId);
};
