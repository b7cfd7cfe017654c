import type { Store } from '../db/store.ts';
import { columns, integer, maybe } from './row.ts';

/** Table `throttle_counts`: each throttle's count per key (an account, an address). */

const parseCount = columns({ count: integer, last_at: integer, locked_until: integer });
export type ThrottleCount = ReturnType<typeof parseCount>;

export const readThrottleCount = (store: Store, throttle: string, key: string): ThrottleCount | undefined =>
  maybe(
    parseCount,
    store.get(
      'SELECT count, last_at, locked_until FROM throttle_counts WHERE throttle = ? AND key = ?',
      throttle,
      key,
    ),
  );

export const writeThrottleCount = (
  store: Store,
  throttle: string,
  key: string,
  entry: ThrottleCount,
): void => {
  store.run(
    `INSERT INTO throttle_counts (throttle, key, count, last_at, locked_until) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (throttle, key) DO UPDATE SET count = excluded.count, last_at = excluded.last_at,
       locked_until = excluded.locked_until`,
    throttle,
    key,
    entry.count,
    entry.last_at,
    entry.locked_until,
  );
};

export const deleteThrottleCount = (store: Store, throttle: string, key: string): void => {
  store.run('DELETE FROM throttle_counts WHERE throttle = ? AND key = ?', throttle, key);
};

/** Forgets the keys whose last count is older than `before` and whose lock ended by `now`. */
export const sweepThrottleCounts = (store: Store, throttle: string, before: number, now: number): void => {
  store.run(
    'DELETE FROM throttle_counts WHERE throttle = ? AND last_at <= ? AND locked_until <= ?',
    throttle,
    before,
    now,
  );
};

/**
 * Brings the counts made after `now` back to `now`, each lock keeping its length: made while the
 * test clock was ahead of a reset, they would otherwise lock a key for as long as it was ahead.
 */
export const rewindThrottleCounts = (store: Store, now: number): void => {
  store.run(
    `UPDATE throttle_counts SET
       locked_until = CASE WHEN locked_until > last_at THEN locked_until - last_at + ? ELSE 0 END,
       last_at = ?
     WHERE last_at > ?`,
    now,
    now,
    now,
  );
};
