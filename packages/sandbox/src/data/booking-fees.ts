import type { Store } from '../db/store.ts';
import { columns, integer, maybe, nullable, text } from './row.ts';

/** Table `booking_fees`: the fees a booking was charged, as named when it was made. */

export interface BookingFee {
  name_th: string;
  name_en: string;
  amount_satang: number;
  /** Returned at the end of the rental (the key card deposit): outside VAT and withholding. */
  deposit: boolean;
}

export const insertBookingFees = (store: Store, bookingId: number, fees: readonly BookingFee[]): void => {
  for (const fee of fees) {
    store.run(
      'INSERT INTO booking_fees (booking_id, name_th, name_en, amount_satang, deposit) VALUES (?, ?, ?, ?, ?)',
      bookingId,
      fee.name_th,
      fee.name_en,
      fee.amount_satang,
      fee.deposit ? 1 : 0,
    );
  }
};

const parseFee = columns({ name_th: text, name_en: text, amount_satang: integer, deposit: integer });

export const feesOfBooking = (store: Store, bookingId: number): BookingFee[] =>
  store
    .all(
      'SELECT name_th, name_en, amount_satang, deposit FROM booking_fees WHERE booking_id = ? ORDER BY rowid',
      bookingId,
    )
    .map((row) => {
      const fee = parseFee(row);
      return { ...fee, deposit: fee.deposit === 1 };
    });

const parseSum = columns({ sum: nullable(integer) });

export const feesTotal = (store: Store, bookingId: number): number =>
  maybe(
    parseSum,
    store.get('SELECT sum(amount_satang) AS sum FROM booking_fees WHERE booking_id = ?', bookingId),
  )?.sum ?? 0;

/** The booking's deposits (satang), returned at the end of the rental. */
export const depositTotal = (store: Store, bookingId: number): number =>
  maybe(
    parseSum,
    store.get(
      'SELECT sum(amount_satang) AS sum FROM booking_fees WHERE booking_id = ? AND deposit = 1',
      bookingId,
    ),
  )?.sum ?? 0;
