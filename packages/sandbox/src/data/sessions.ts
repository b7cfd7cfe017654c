import type { Store } from '../db/store.ts';
import { columns, integer, maybe } from './row.ts';

/** Table `sessions`: signed-in tokens, kept as hashes. */

export const insertSession = (
  store: Store,
  tokenHash: string,
  customerId: number,
  expiresAt: number,
): void => {
  store.run(
    'INSERT INTO sessions (token_hash, customer_id, expires_at) VALUES (?, ?, ?)',
    tokenHash,
    customerId,
    expiresAt,
  );
};

export const deleteEndedSessions = (store: Store, customerId: number, now: number): void => {
  store.run('DELETE FROM sessions WHERE customer_id = ? AND expires_at <= ?', customerId, now);
};

const parseOwner = columns({ customer_id: integer });

/** The customer of a session still valid at `now`. */
export const sessionCustomer = (store: Store, tokenHash: string, now: number): number | undefined =>
  maybe(
    parseOwner,
    store.get('SELECT customer_id FROM sessions WHERE token_hash = ? AND expires_at > ?', tokenHash, now),
  )?.customer_id;

const parseCount = columns({ n: integer });

export const countLiveSessions = (store: Store, customerId: number, now: number): number =>
  maybe(
    parseCount,
    store.get('SELECT count(*) AS n FROM sessions WHERE customer_id = ? AND expires_at > ?', customerId, now),
  )?.n ?? 0;

export const deleteSessionsOf = (store: Store, customerId: number): void => {
  store.run('DELETE FROM sessions WHERE customer_id = ?', customerId);
};

export const deleteSession = (store: Store, tokenHash: string): void => {
  store.run('DELETE FROM sessions WHERE token_hash = ?', tokenHash);
};

/** Removes the sessions expiring after `latest`: those made while the test clock was ahead of a reset. */
export const deleteSessionsExpiringAfter = (store: Store, latest: number): void => {
  store.run('DELETE FROM sessions WHERE expires_at > ?', latest);
};
