import type { Store } from '../db/store.ts';
import { columns, integer, nullable, oneOf, text } from './row.ts';

/** Table `access_attempts`: every scan or PIN at a gate, granted or denied and why. */

const parseAttempt = columns({
  id: integer,
  at: integer,
  branch_id: integer,
  method: oneOf(['qr', 'pin'] as const),
  pass_id: nullable(integer),
  granted: integer,
  reason: nullable(text),
  holder_name: nullable(text),
  kind: nullable(oneOf(['owner', 'share'] as const)),
});
export type AttemptRow = ReturnType<typeof parseAttempt>;

export interface NewAttempt {
  at: number;
  branchId: number;
  method: AttemptRow['method'];
  passId: number | null;
  bookingId: number | null;
  reason: string | null;
}

export const insertAttempt = (store: Store, a: NewAttempt): void => {
  store.run(
    `INSERT INTO access_attempts (at, branch_id, method, pass_id, booking_id, granted, reason)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    a.at,
    a.branchId,
    a.method,
    a.passId,
    a.bookingId,
    a.reason === null ? 1 : 0,
    a.reason,
  );
};

/** The booking's attempts, newest first, with the pass each used. */
export const attemptsOfBooking = (store: Store, bookingId: number): AttemptRow[] =>
  store
    .all(
      `SELECT a.id, a.at, a.branch_id, a.method, a.pass_id, a.granted, a.reason, p.holder_name, p.kind
       FROM access_attempts a LEFT JOIN access_passes p ON p.id = a.pass_id
       WHERE a.booking_id = ? ORDER BY a.id DESC`,
      bookingId,
    )
    .map(parseAttempt);
