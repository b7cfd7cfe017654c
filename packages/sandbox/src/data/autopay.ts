import type { Store } from '../db/store.ts';
import { CARD_OUTCOMES } from './cards.ts';
import { columns, integer, maybe, nullable, oneOf, text } from './row.ts';

/** Tables `autopay` (the card each booking's bills are charged to) and `autopay_attempts` (each try of a bill). */

const parseAutopay = columns({ booking_id: integer, card_id: integer, since_at: integer });
export type AutopayRow = ReturnType<typeof parseAutopay>;

export const autopayOf = (store: Store, bookingId: number): AutopayRow | undefined =>
  maybe(
    parseAutopay,
    store.get('SELECT booking_id, card_id, since_at FROM autopay WHERE booking_id = ?', bookingId),
  );

/** Every booking with autopay on, by booking. */
export const autopayBookings = (store: Store): AutopayRow[] =>
  store.all('SELECT booking_id, card_id, since_at FROM autopay ORDER BY booking_id').map(parseAutopay);

const parseBookingId = columns({ booking_id: integer });

/** The bookings whose bills the card pays by autopay. */
export const bookingsPaidByCard = (store: Store, cardId: number): number[] =>
  store
    .all('SELECT booking_id FROM autopay WHERE card_id = ? ORDER BY booking_id', cardId)
    .map((row) => parseBookingId(row).booking_id);

export const switchAutopayOn = (store: Store, bookingId: number, cardId: number, at: number): void => {
  store.run(
    `INSERT INTO autopay (booking_id, card_id, since_at) VALUES (?, ?, ?)
     ON CONFLICT (booking_id) DO UPDATE SET card_id = excluded.card_id`,
    bookingId,
    cardId,
    at,
  );
};

export const switchAutopayOff = (store: Store, bookingId: number): void => {
  store.run('DELETE FROM autopay WHERE booking_id = ?', bookingId);
};

const parseAttempt = columns({
  invoice_id: integer,
  attempt: integer,
  booking_id: integer,
  payment_uuid: text,
  brand: text,
  last4: text,
  outcome: nullable(oneOf(CARD_OUTCOMES)),
  next_retry: nullable(text),
  at: integer,
});
export type AttemptRow = ReturnType<typeof parseAttempt>;

const ATTEMPT =
  'SELECT invoice_id, attempt, booking_id, payment_uuid, brand, last4, outcome, next_retry, at FROM autopay_attempts';

export type NewAttempt = Omit<AttemptRow, 'outcome' | 'next_retry'>;

/** Whether this try of the bill, or a later one, was made. */
export const attemptTaken = (store: Store, invoiceId: number, attempt: number): boolean =>
  store.get('SELECT 1 FROM autopay_attempts WHERE invoice_id = ? AND attempt >= ?', invoiceId, attempt) !==
  undefined;

/** Records a try of a bill with its payment; a second record of the same try is a `Duplicate`. */
export const insertAttempt = (store: Store, a: NewAttempt): void => {
  store.run(
    `INSERT INTO autopay_attempts (invoice_id, attempt, booking_id, payment_uuid, brand, last4, at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    a.invoice_id,
    a.attempt,
    a.booking_id,
    a.payment_uuid,
    a.brand,
    a.last4,
    a.at,
  );
};

export const settleAttempt = (
  store: Store,
  invoiceId: number,
  attempt: number,
  outcome: AttemptRow['outcome'],
  nextRetry: string | null,
): void => {
  store.run(
    'UPDATE autopay_attempts SET outcome = ?, next_retry = ? WHERE invoice_id = ? AND attempt = ?',
    outcome,
    nextRetry,
    invoiceId,
    attempt,
  );
};

/** The tries of a booking's bills, newest first. */
export const attemptsOfBooking = (store: Store, bookingId: number): AttemptRow[] =>
  store
    .all(`${ATTEMPT} WHERE booking_id = ? ORDER BY at DESC, invoice_id DESC, attempt DESC`, bookingId)
    .map(parseAttempt);

/** The latest try of a bill, if any. */
export const lastAttemptOf = (store: Store, invoiceId: number): AttemptRow | undefined =>
  maybe(parseAttempt, store.get(`${ATTEMPT} WHERE invoice_id = ? ORDER BY attempt DESC LIMIT 1`, invoiceId));
