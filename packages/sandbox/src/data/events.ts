import type { Store } from '../db/store.ts';
import { columns, integer, maybe, nullable, text } from './row.ts';

/** Table `events`: what happened to the rentals, each kept as the JSON it is sent as. */

const parseEvent = columns({
  id: integer,
  type: text,
  booking_id: nullable(integer),
  payload: text,
  created_at: integer,
});
export type EventRow = ReturnType<typeof parseEvent>;

const SELECT = 'SELECT id, type, booking_id, payload, created_at FROM events';

export interface NewEvent {
  type: string;
  bookingId: number | null;
  /** Makes the insert a no-op when an event with this key exists already. */
  onceKey?: string;
  createdAt: number;
}

/**
 * Inserts the event, its payload made from its id once it has one; undefined when `onceKey`
 * was recorded before.
 */
export const insertEvent = (
  store: Store,
  event: NewEvent,
  payloadOf: (id: number) => string,
): EventRow | undefined => {
  const inserted = store.run(
    `INSERT INTO events (type, booking_id, payload, created_at, once_key) VALUES (?, ?, '', ?, ?)
     ON CONFLICT (once_key) DO NOTHING`,
    event.type,
    event.bookingId,
    event.createdAt,
    event.onceKey ?? null,
  );
  if (inserted.changes === 0) return undefined;
  const id = Number(inserted.lastInsertRowid);
  store.run('UPDATE events SET payload = ? WHERE id = ?', payloadOf(id), id);
  return findEvent(store, id);
};

export const findEvent = (store: Store, id: number): EventRow | undefined =>
  maybe(parseEvent, store.get(`${SELECT} WHERE id = ?`, id));

export interface EventFilter {
  /** Only events after this id (a poller's last one). */
  after?: number;
  type?: string;
  bookingId?: number;
  /** Newest first: a poller starting from now reads the last one. */
  newestFirst?: boolean;
  limit: number;
}

/** Oldest first, unless asked otherwise. */
export const listEvents = (store: Store, filter: EventFilter): EventRow[] =>
  store
    .all(
      `${SELECT} WHERE id > ? AND (? IS NULL OR type = ?) AND (? IS NULL OR booking_id = ?)
       ORDER BY id ${filter.newestFirst ? 'DESC' : ''} LIMIT ?`,
      filter.after ?? 0,
      filter.type ?? null,
      filter.type ?? null,
      filter.bookingId ?? null,
      filter.bookingId ?? null,
      filter.limit,
    )
    .map(parseEvent);

/**
 * Bookings created since events are recorded whose hold has lapsed unpaid and whose expiry is not
 * recorded yet: a hold lapses with the clock, not with a write.
 */
export const unrecordedExpiries = (store: Store, now: number): number[] =>
  store
    .all(
      `SELECT b.id FROM bookings b
       WHERE b.status IN ('awaiting_payment', 'expired') AND b.confirmed_at IS NULL AND b.hold_until <= ?
         AND EXISTS (SELECT 1 FROM events e WHERE e.booking_id = b.id AND e.type = 'booking.created')
         AND NOT EXISTS (SELECT 1 FROM events e WHERE e.once_key = 'booking.expired:' || b.id)`,
      now,
    )
    .map(columns({ id: integer }))
    .map((row) => row.id);
