import type { Store } from '../db/store.ts';
import { columns, integer, maybe, nullable, oneOf, text } from './row.ts';

/**
 * Tables `webhook_endpoints` (where a tester wants the events sent, and the secret that signs
 * them), `webhook_deliveries` (one event to one endpoint, pending until delivered or given up)
 * and `webhook_attempts` (each try of a delivery and what the endpoint answered).
 */

const parseEndpoint = columns({ id: integer, url: text, secret: text, created_at: integer });
export type EndpointRow = ReturnType<typeof parseEndpoint>;

export const insertEndpoint = (store: Store, url: string, secret: string, at: number): EndpointRow => {
  const { lastInsertRowid } = store.run(
    'INSERT INTO webhook_endpoints (url, secret, created_at) VALUES (?, ?, ?)',
    url,
    secret,
    at,
  );
  return findEndpoint(store, lastInsertRowid) as EndpointRow;
};

export const findEndpoint = (store: Store, id: number): EndpointRow | undefined =>
  maybe(
    parseEndpoint,
    store.get('SELECT id, url, secret, created_at FROM webhook_endpoints WHERE id = ?', id),
  );

export const listEndpoints = (store: Store): EndpointRow[] =>
  store.all('SELECT id, url, secret, created_at FROM webhook_endpoints ORDER BY id').map(parseEndpoint);

/** Removes the endpoint and its deliveries; false when there was none. */
export const deleteEndpoint = (store: Store, id: number): boolean =>
  store.run('DELETE FROM webhook_endpoints WHERE id = ?', id).changes > 0;

const parseDelivery = columns({
  id: integer,
  event_id: integer,
  endpoint_id: integer,
  url: text,
  secret: text,
  status: oneOf(['pending', 'delivered', 'failed'] as const),
  next_attempt_at: nullable(integer),
  created_at: integer,
});
export type DeliveryRow = ReturnType<typeof parseDelivery>;

const SELECT_DELIVERY = `SELECT d.id, d.event_id, d.endpoint_id, e.url, e.secret, d.status, d.next_attempt_at, d.created_at
  FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id`;

/** A delivery of the event to each endpoint (or the one given), due at once; their ids. */
export const queueDeliveries = (store: Store, eventId: number, at: number, endpointId?: number): number[] =>
  (endpointId === undefined ? listEndpoints(store).map((e) => e.id) : [endpointId]).map(
    (id) =>
      store.run(
        `INSERT INTO webhook_deliveries (event_id, endpoint_id, status, next_attempt_at, created_at)
         VALUES (?, ?, 'pending', ?, ?)`,
        eventId,
        id,
        at,
        at,
      ).lastInsertRowid,
  );

export const findDelivery = (store: Store, id: number): DeliveryRow | undefined =>
  maybe(parseDelivery, store.get(`${SELECT_DELIVERY} WHERE d.id = ?`, id));

/** Pending deliveries whose next attempt is due by `now`, oldest first. */
export const dueDeliveries = (store: Store, now: number): DeliveryRow[] =>
  store
    .all(`${SELECT_DELIVERY} WHERE d.status = 'pending' AND d.next_attempt_at <= ? ORDER BY d.id`, now)
    .map(parseDelivery);

/** The earliest pending attempt, or undefined when nothing waits. */
export const nextAttemptAt = (store: Store): number | undefined =>
  maybe(
    columns({ at: nullable(integer) }),
    store.get("SELECT min(next_attempt_at) AS at FROM webhook_deliveries WHERE status = 'pending'"),
  )?.at ?? undefined;

export const deliveriesOfEvent = (store: Store, eventId: number): DeliveryRow[] =>
  store.all(`${SELECT_DELIVERY} WHERE d.event_id = ? ORDER BY d.id`, eventId).map(parseDelivery);

/** Records one attempt and what follows it: delivered, another try at `retryAt`, or given up. */
export const recordAttempt = (
  store: Store,
  deliveryId: number,
  attempt: { at: number; httpStatus: number | null; error: string | null },
  outcome: { status: 'delivered' | 'failed' } | { status: 'pending'; retryAt: number },
): void => {
  store.run(
    'INSERT INTO webhook_attempts (delivery_id, attempted_at, http_status, error) VALUES (?, ?, ?, ?)',
    deliveryId,
    attempt.at,
    attempt.httpStatus,
    attempt.error,
  );
  store.run(
    'UPDATE webhook_deliveries SET status = ?, next_attempt_at = ? WHERE id = ?',
    outcome.status,
    outcome.status === 'pending' ? outcome.retryAt : null,
    deliveryId,
  );
};

const parseAttempt = columns({
  attempted_at: integer,
  http_status: nullable(integer),
  error: nullable(text),
});
export type AttemptRow = ReturnType<typeof parseAttempt>;

export const attemptsOf = (store: Store, deliveryId: number): AttemptRow[] =>
  store
    .all(
      'SELECT attempted_at, http_status, error FROM webhook_attempts WHERE delivery_id = ? ORDER BY id',
      deliveryId,
    )
    .map(parseAttempt);

export const attemptCount = (store: Store, deliveryId: number): number =>
  maybe(
    columns({ n: integer }),
    store.get('SELECT count(*) AS n FROM webhook_attempts WHERE delivery_id = ?', deliveryId),
  )?.n ?? 0;
