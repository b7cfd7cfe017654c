import type { Store } from '../db/store.ts';

/** Table `password_resets`: a mailed password, hashed, valid beside the account's own until it expires. */

export const savePasswordReset = (
  store: Store,
  customerId: number,
  hash: string,
  expiresAt: number,
): void => {
  store.run(
    `INSERT INTO password_resets (customer_id, password_hash, expires_at) VALUES (?, ?, ?)
     ON CONFLICT (customer_id) DO UPDATE SET password_hash = excluded.password_hash, expires_at = excluded.expires_at`,
    customerId,
    hash,
    expiresAt,
  );
};

export const deletePasswordReset = (store: Store, customerId: number): void => {
  store.run('DELETE FROM password_resets WHERE customer_id = ?', customerId);
};

/** Removes the mailed passwords expiring after `latest`: those made while the test clock was ahead of a reset. */
export const deletePasswordResetsExpiringAfter = (store: Store, latest: number): void => {
  store.run('DELETE FROM password_resets WHERE expires_at > ?', latest);
};
