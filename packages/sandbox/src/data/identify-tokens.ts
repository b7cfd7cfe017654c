import type { Store } from '../db/store.ts';
import { columns, integer, maybe, text } from './row.ts';

/** Table `identify_tokens`: the one-use tokens of service links, kept as hashes. */

export const insertIdentifyToken = (
  store: Store,
  tokenHash: string,
  customerId: number,
  expiresAt: number,
): void => {
  store.run(
    'INSERT INTO identify_tokens (token_hash, customer_id, expires_at) VALUES (?, ?, ?)',
    tokenHash,
    customerId,
    expiresAt,
  );
};

const parseHolder = columns({ customer_id: integer, email: text });

/** The customer (and their email) of a token still valid at `now`. */
export const identifyTokenHolder = (
  store: Store,
  tokenHash: string,
  now: number,
): ReturnType<typeof parseHolder> | undefined =>
  maybe(
    parseHolder,
    store.get(
      `SELECT t.customer_id, c.email FROM identify_tokens t JOIN customers c ON c.id = t.customer_id
       WHERE t.token_hash = ? AND t.expires_at > ?`,
      tokenHash,
      now,
    ),
  );

export const deleteIdentifyToken = (store: Store, tokenHash: string): void => {
  store.run('DELETE FROM identify_tokens WHERE token_hash = ?', tokenHash);
};

export const deleteIdentifyTokensOf = (store: Store, customerId: number): void => {
  store.run('DELETE FROM identify_tokens WHERE customer_id = ?', customerId);
};

/** Removes the tokens expiring after `latest`: those made while the test clock was ahead of a reset. */
export const deleteIdentifyTokensExpiringAfter = (store: Store, latest: number): void => {
  store.run('DELETE FROM identify_tokens WHERE expires_at > ?', latest);
};
