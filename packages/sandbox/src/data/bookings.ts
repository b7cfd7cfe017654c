import type { Store } from '../db/store.ts';
import { columns, exists, integer, maybe, nullable, oneOf, text } from './row.ts';

/** Table `bookings`: one row per booking, its price as charged and its status as last written. */

const parseBooking = columns({
  id: integer,
  booking_number: text,
  customer_id: integer,
  unit_id: integer,
  start_date: text,
  end_date: text,
  payment_method: oneOf([1, 4, 5] as const),
  is_installment: oneOf([1, 2] as const),
  total_satang: integer,
  dynamic_satang: integer,
  discount_satang: integer,
  /** Null for a booking made without a promotion, or before the code was kept. */
  promo_code: nullable(text),
  promo_name_th: nullable(text),
  promo_name_en: nullable(text),
  grand_total_satang: integer,
  status: oneOf(['awaiting_payment', 'confirmed', 'expired', 'cancelled'] as const),
  hold_until: integer,
  pin: text,
  payment_reference: nullable(text),
  created_at: integer,
  confirmed_at: nullable(integer),
  /** Set when an overdue instalment outlived its grace period (bookings/overdue.ts), cleared once paid. */
  suspended_at: nullable(integer),
});
export type BookingRow = ReturnType<typeof parseBooking>;

export const findBooking = (store: Store, id: number): BookingRow | undefined =>
  maybe(parseBooking, store.get('SELECT * FROM bookings WHERE id = ?', id));

/** The booking if it is this customer's. */
export const findOwnBooking = (store: Store, id: number, customerId: number): BookingRow | undefined =>
  maybe(parseBooking, store.get('SELECT * FROM bookings WHERE id = ? AND customer_id = ?', id, customerId));

/** The customer's bookings, newest first. */
export const bookingsOfCustomer = (store: Store, customerId: number): BookingRow[] =>
  store.all('SELECT * FROM bookings WHERE customer_id = ? ORDER BY id DESC', customerId).map(parseBooking);

/** The booking a kiosk reference or a booking number names. */
export const bookingOfReferenceOrNumber = (store: Store, target: string): BookingRow | undefined =>
  maybe(
    parseBooking,
    store.get('SELECT * FROM bookings WHERE payment_reference = ? OR booking_number = ?', target, target),
  );

export const bookingExists = (store: Store, id: number): boolean =>
  exists(store.get('SELECT 1 FROM bookings WHERE id = ?', id));

export const referenceTaken = (store: Store, reference: string): boolean =>
  exists(store.get('SELECT 1 FROM bookings WHERE payment_reference = ?', reference));

const parseNumber = columns({ booking_number: text });

export const bookingNumberOf = (store: Store, id: number): string | undefined =>
  maybe(parseNumber, store.get('SELECT booking_number FROM bookings WHERE id = ?', id))?.booking_number;

const parseNext = columns({ next: integer });

/** The id the next booking takes (its number is made from it). */
export const nextBookingId = (store: Store): number =>
  maybe(parseNext, store.get('SELECT coalesce(max(id), 0) + 1 AS next FROM bookings'))?.next ?? 1;

export type NewBooking = Omit<BookingRow, 'status' | 'confirmed_at' | 'suspended_at'>;

/** A booking awaiting payment until `hold_until`. */
export const insertBooking = (store: Store, b: NewBooking): void => {
  store.run(
    `INSERT INTO bookings (id, booking_number, customer_id, unit_id, start_date, end_date, payment_method,
       is_installment, total_satang, dynamic_satang, discount_satang, promo_code, promo_name_th, promo_name_en,
       grand_total_satang, status, hold_until, pin, payment_reference, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'awaiting_payment', ?, ?, ?, ?)`,
    b.id,
    b.booking_number,
    b.customer_id,
    b.unit_id,
    b.start_date,
    b.end_date,
    b.payment_method,
    b.is_installment,
    b.total_satang,
    b.dynamic_satang,
    b.discount_satang,
    b.promo_code,
    b.promo_name_th,
    b.promo_name_en,
    b.grand_total_satang,
    b.hold_until,
    b.pin,
    b.payment_reference,
    b.created_at,
  );
};

/** The customer's booking of this unit and period still held unpaid at `now`, the newest. */
export const liveDuplicateBooking = (
  store: Store,
  b: { customerId: number; unitId: number; start: string; end: string },
  now: number,
): BookingRow | undefined =>
  maybe(
    parseBooking,
    store.get(
      `SELECT * FROM bookings WHERE customer_id = ? AND unit_id = ? AND start_date = ? AND end_date = ?
         AND status = 'awaiting_payment' AND hold_until > ? ORDER BY id DESC LIMIT 1`,
      b.customerId,
      b.unitId,
      b.start,
      b.end,
      now,
    ),
  );

const parseCount = columns({ n: integer });

/**
 * Bookings held unpaid at `now` by the customer and by every account sharing their identity
 * document or phone number.
 */
export const unpaidBookingsOfPerson = (store: Store, customerId: number, now: number): number =>
  maybe(
    parseCount,
    store.get(
      `SELECT count(*) AS n FROM bookings b
       WHERE b.status = 'awaiting_payment' AND b.hold_until > ? AND b.customer_id IN (
         SELECT o.id FROM customers o JOIN customers me ON me.id = ?
         WHERE o.id = me.id OR o.phone = me.phone OR o.identity_key = me.identity_key)`,
      now,
      customerId,
    ),
  )?.n ?? 0;

const parseId = columns({ id: integer });

/** The unit's bookings still marked awaiting payment whose hold ended by `now`. */
export const lapsedHoldsOfUnit = (store: Store, unitId: number, now: number): number[] =>
  store
    .all(
      `SELECT id FROM bookings WHERE unit_id = ? AND status = 'awaiting_payment' AND hold_until <= ?`,
      unitId,
      now,
    )
    .map((row) => parseId(row).id);

export const setBookingStatus = (store: Store, id: number, status: 'expired' | 'cancelled'): void => {
  store.run('UPDATE bookings SET status = ? WHERE id = ?', status, id);
};

export const confirmBooking = (store: Store, id: number, at: number): void => {
  store.run(`UPDATE bookings SET status = 'confirmed', confirmed_at = ? WHERE id = ?`, at, id);
};

export const setHoldUntil = (store: Store, id: number, holdUntil: number): void => {
  store.run('UPDATE bookings SET hold_until = ? WHERE id = ?', holdUntil, id);
};

/**
 * Suspends the booking at `at` unless it already is by then: a suspended one keeps its first date,
 * and one dated later (written before the test clock was reset) is brought back to `at`.
 */
export const suspendBooking = (store: Store, id: number, at: number): void => {
  store.run(
    'UPDATE bookings SET suspended_at = ? WHERE id = ? AND (suspended_at IS NULL OR suspended_at > ?)',
    at,
    id,
    at,
  );
};

/** Confirmed bookings suspended by `now`. */
export const suspendedBookingIds = (store: Store, now: number): number[] =>
  store
    .all(`SELECT id FROM bookings WHERE status = 'confirmed' AND suspended_at <= ?`, now)
    .map((row) => parseId(row).id);

/** Ends the booking's suspension: nothing of it is overdue. */
export const liftSuspension = (store: Store, id: number): void => {
  store.run('UPDATE bookings SET suspended_at = NULL WHERE id = ?', id);
};

export const setEndDate = (store: Store, id: number, endDate: string): void => {
  store.run('UPDATE bookings SET end_date = ? WHERE id = ?', endDate, id);
};

/** Ends at `now` the holds of bookings made after it: made while the test clock was ahead of a reset. */
export const lapseHoldsMadeAfter = (store: Store, now: number): void => {
  store.run(
    `UPDATE bookings SET hold_until = ? WHERE status = 'awaiting_payment' AND created_at > ?`,
    now,
    now,
  );
};
