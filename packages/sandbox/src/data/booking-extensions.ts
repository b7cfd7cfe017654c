import type { Store } from '../db/store.ts';
import { columns, integer, maybe, nullable, oneOf, text } from './row.ts';

/** Table `booking_extensions`: a booking's extensions, pending until paid, then confirmed (or expired). */

const parseExtension = columns({
  id: integer,
  booking_id: integer,
  start_date: text,
  end_date: text,
  total_satang: integer,
  dynamic_satang: integer,
  discount_satang: integer,
  promo_name_th: nullable(text),
  promo_name_en: nullable(text),
  grand_total_satang: integer,
  status: oneOf(['pending', 'confirmed', 'expired'] as const),
  hold_until: integer,
  created_at: integer,
  confirmed_at: nullable(integer),
});
export type ExtensionRow = ReturnType<typeof parseExtension>;

export const findExtension = (store: Store, id: number): ExtensionRow | undefined =>
  maybe(parseExtension, store.get('SELECT * FROM booking_extensions WHERE id = ?', id));

/** The booking's newest extension awaiting payment whose hold lives at `now`. */
export const liveExtensionOf = (store: Store, bookingId: number, now: number): ExtensionRow | undefined =>
  maybe(
    parseExtension,
    store.get(
      `SELECT * FROM booking_extensions WHERE booking_id = ? AND status = 'pending' AND hold_until > ?
       ORDER BY id DESC LIMIT 1`,
      bookingId,
      now,
    ),
  );

/** The booking's paid extensions, in the order of their periods. */
export const confirmedExtensionsOf = (store: Store, bookingId: number): ExtensionRow[] =>
  store
    .all(
      `SELECT * FROM booking_extensions WHERE booking_id = ? AND status = 'confirmed' ORDER BY start_date`,
      bookingId,
    )
    .map(parseExtension);

/** The booking's extensions of every status, in the order they were made. */
export const extensionsOf = (store: Store, bookingId: number): ExtensionRow[] =>
  store
    .all('SELECT * FROM booking_extensions WHERE booking_id = ? ORDER BY id', bookingId)
    .map(parseExtension);

/** Every extension still marked pending whose hold ended by `now`. */
export const lapsedExtensions = (store: Store, now: number): ExtensionRow[] =>
  store
    .all(`SELECT * FROM booking_extensions WHERE status = 'pending' AND hold_until <= ?`, now)
    .map(parseExtension);

/** The booking's pending extensions, live at `now`, with no bill due by `today` left unpaid. */
export const paidUpExtensionsOf = (
  store: Store,
  bookingId: number,
  now: number,
  today: string,
): ExtensionRow[] =>
  store
    .all(
      `SELECT * FROM booking_extensions e WHERE e.booking_id = ? AND e.status = 'pending' AND e.hold_until > ?
         AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.extension_id = e.id AND i.status = 'pending' AND i.due_date <= ?)`,
      bookingId,
      now,
      today,
    )
    .map(parseExtension);

export type NewExtension = Pick<
  ExtensionRow,
  | 'booking_id'
  | 'start_date'
  | 'end_date'
  | 'total_satang'
  | 'dynamic_satang'
  | 'discount_satang'
  | 'promo_name_th'
  | 'promo_name_en'
  | 'grand_total_satang'
  | 'hold_until'
  | 'created_at'
>;

/** A pending extension; its id. */
export const insertExtension = (store: Store, e: NewExtension): number =>
  store.run(
    `INSERT INTO booking_extensions (booking_id, start_date, end_date, total_satang, dynamic_satang, discount_satang,
       promo_name_th, promo_name_en, grand_total_satang, status, hold_until, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?)`,
    e.booking_id,
    e.start_date,
    e.end_date,
    e.total_satang,
    e.dynamic_satang,
    e.discount_satang,
    e.promo_name_th,
    e.promo_name_en,
    e.grand_total_satang,
    e.hold_until,
    e.created_at,
  ).lastInsertRowid;

export const expireExtension = (store: Store, id: number): void => {
  store.run(`UPDATE booking_extensions SET status = 'expired' WHERE id = ?`, id);
};

export const confirmExtension = (store: Store, id: number, at: number): void => {
  store.run(`UPDATE booking_extensions SET status = 'confirmed', confirmed_at = ? WHERE id = ?`, at, id);
};

/** Ends at `now` the holds of extensions made after it: made while the test clock was ahead of a reset. */
export const lapseExtensionHoldsMadeAfter = (store: Store, now: number): void => {
  store.run(
    `UPDATE booking_extensions SET hold_until = ? WHERE status = 'pending' AND created_at > ?`,
    now,
    now,
  );
};
