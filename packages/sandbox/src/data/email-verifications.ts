import type { Store } from '../db/store.ts';
import { columns, integer, maybe } from './row.ts';

/** Table `email_verifications`: emails whose code was right, until when a registration may use them. */

export const saveEmailVerification = (store: Store, email: string, verifiedUntil: number): void => {
  store.run(
    `INSERT INTO email_verifications (email, verified_until) VALUES (?, ?)
     ON CONFLICT (email) DO UPDATE SET verified_until = excluded.verified_until`,
    email,
    verifiedUntil,
  );
};

const parseVerification = columns({ verified_until: integer });

export const verifiedUntil = (store: Store, email: string): number | undefined =>
  maybe(parseVerification, store.get('SELECT verified_until FROM email_verifications WHERE email = ?', email))
    ?.verified_until;

export const deleteEmailVerification = (store: Store, email: string): void => {
  store.run('DELETE FROM email_verifications WHERE email = ?', email);
};

/** Removes the verifications lasting past `latest`: those made while the test clock was ahead of a reset. */
export const deleteEmailVerificationsAfter = (store: Store, latest: number): void => {
  store.run('DELETE FROM email_verifications WHERE verified_until > ?', latest);
};
