import type { Store } from '../db/store.ts';
import { columns, integer, maybe, text } from './row.ts';

/** Tables `otps` (the code waiting per email, hashed) and `otp_sends` (when codes were sent). */

const parseSend = columns({ sent_at: integer });

/** Forgets sends before `before`, then lists the rest, newest first. */
export const recentOtpSends = (store: Store, email: string, before: number): number[] => {
  store.run('DELETE FROM otp_sends WHERE email = ? AND sent_at <= ?', email, before);
  return store
    .all('SELECT sent_at FROM otp_sends WHERE email = ? ORDER BY sent_at DESC', email)
    .map((row) => parseSend(row).sent_at);
};

/** Stores a new code for the email (replacing one waiting, its attempts back to 0) and counts the send. */
export const saveOtp = (
  store: Store,
  email: string,
  codeHash: string,
  expiresAt: number,
  sentAt: number,
): void => {
  store.run(
    `INSERT INTO otps (email, code_hash, expires_at, attempts) VALUES (?, ?, ?, 0)
     ON CONFLICT (email) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at, attempts = 0`,
    email,
    codeHash,
    expiresAt,
  );
  store.run('INSERT INTO otp_sends (email, sent_at) VALUES (?, ?)', email, sentAt);
};

const parseOtp = columns({ code_hash: text, expires_at: integer, attempts: integer });

export const findOtp = (store: Store, email: string): ReturnType<typeof parseOtp> | undefined =>
  maybe(parseOtp, store.get('SELECT code_hash, expires_at, attempts FROM otps WHERE email = ?', email));

export const countOtpAttempt = (store: Store, email: string): void => {
  store.run('UPDATE otps SET attempts = attempts + 1 WHERE email = ?', email);
};

export const deleteOtp = (store: Store, email: string): void => {
  store.run('DELETE FROM otps WHERE email = ?', email);
};

/** Removes the codes expiring after `latest` and the sends after `now`: made while the test clock was ahead of a reset. */
export const deleteOtpsMadeAfter = (store: Store, latest: number, now: number): void => {
  store.run('DELETE FROM otps WHERE expires_at > ?', latest);
  store.run('DELETE FROM otp_sends WHERE sent_at > ?', now);
};
