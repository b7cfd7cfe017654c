import { Duplicate, type Store } from '../db/store.ts';
import { columns, exists, integer, maybe, nullable, text } from './row.ts';

/**
 * Table `unit_days`: the days each unit is claimed, by which booking. Its primary key (unit, day)
 * is what makes a double booking impossible: a second claim of a day fails inside the caller's
 * transaction, whatever a check before it saw.
 */

/**
 * A booking holds its unit while it is confirmed, or awaiting payment before its deadline.
 * Expired holds are computed on read (this condition) and swept before a new claim.
 * Bind: the current time.
 */
const HOLDS_UNIT = `(bk.status = 'confirmed' OR (bk.status = 'awaiting_payment' AND bk.hold_until > ?))`;

/** A day claimed twice: the claim that lost. */
export class DayTaken extends Error {
  override readonly name = 'DayTaken';
}

/** Claims each day for the booking; throws DayTaken if another booking has one of them. */
export const claimDays = (store: Store, unitId: number, days: readonly string[], bookingId: number): void => {
  try {
    for (const day of days) {
      store.run('INSERT INTO unit_days (unit_id, day, booking_id) VALUES (?, ?, ?)', unitId, day, bookingId);
    }
  } catch (error) {
    if (error instanceof Duplicate && error.is('unit_days'))
      throw new DayTaken(error.message, { cause: error });
    throw error;
  }
};

/** Whether any day of the period is claimed. */
export const anyDayClaimed = (store: Store, unitId: number, start: string, end: string): boolean =>
  exists(
    store.get(
      'SELECT 1 FROM unit_days WHERE unit_id = ? AND day BETWEEN ? AND ? LIMIT 1',
      unitId,
      start,
      end,
    ),
  );

const parseDay = columns({ day: nullable(text) });

/** The first claimed day of the period, if any. */
export const firstClaimedDay = (
  store: Store,
  unitId: number,
  start: string,
  end: string,
): string | undefined =>
  maybe(
    parseDay,
    store.get(
      'SELECT min(day) AS day FROM unit_days WHERE unit_id = ? AND day BETWEEN ? AND ?',
      unitId,
      start,
      end,
    ),
  )?.day ?? undefined;

/** The first day after `after` that another booking holding the unit at `now` has claimed. */
export const nextDayHeldByOthers = (
  store: Store,
  unitId: number,
  after: string,
  bookingId: number,
  now: number,
): string | undefined =>
  maybe(
    parseDay,
    store.get(
      `SELECT min(d.day) AS day FROM unit_days d JOIN bookings bk ON bk.id = d.booking_id
       WHERE d.unit_id = ? AND d.day > ? AND d.booking_id <> ? AND ${HOLDS_UNIT}`,
      unitId,
      after,
      bookingId,
      now,
    ),
  )?.day ?? undefined;

const parseUnitId = columns({ unit_id: integer });

/** The units of a size held at `now` by a booking on some day of the period. */
export const heldUnitsOfModel = (
  store: Store,
  modelId: number,
  start: string,
  end: string,
  now: number,
): number[] =>
  store
    .all(
      `SELECT u.id AS unit_id FROM units u
       WHERE u.model_id = ? AND EXISTS (
         SELECT 1 FROM unit_days d JOIN bookings bk ON bk.id = d.booking_id
         WHERE d.unit_id = u.id AND d.day BETWEEN ? AND ? AND ${HOLDS_UNIT})`,
      modelId,
      start,
      end,
      now,
    )
    .map((row) => parseUnitId(row).unit_id);

/** Frees every day of the booking. */
export const freeDays = (store: Store, bookingId: number): void => {
  store.run('DELETE FROM unit_days WHERE booking_id = ?', bookingId);
};

/** Frees the booking's days after `after`. */
export const freeDaysAfter = (store: Store, bookingId: number, after: string): void => {
  store.run('DELETE FROM unit_days WHERE booking_id = ? AND day > ?', bookingId, after);
};

/** Frees the booking's days of one period. */
export const freeDaysBetween = (store: Store, bookingId: number, start: string, end: string): void => {
  store.run('DELETE FROM unit_days WHERE booking_id = ? AND day BETWEEN ? AND ?', bookingId, start, end);
};
