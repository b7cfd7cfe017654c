import type { Store } from '../db/database.ts';

/**
 * A booking holds its unit while it is confirmed, or awaiting payment before its deadline.
 * Expired holds are computed on read (this condition) and swept before a new claim.
 * Bind: the current time.
 */
export const HOLDS_UNIT = `(bk.status = 'confirmed' OR (bk.status = 'awaiting_payment' AND bk.hold_until > ?))`;

/** Marks the unit's lapsed holds expired, voids their invoices and frees their days. */
export const sweepExpiredHolds = (store: Store, unitId: number, now: number): void => {
  const lapsed = store.all<{ id: number }>(
    `SELECT id FROM bookings WHERE unit_id = ? AND status = 'awaiting_payment' AND hold_until <= ?`,
    unitId,
    now,
  );
  for (const { id } of lapsed) {
    store.run(`UPDATE bookings SET status = 'expired' WHERE id = ?`, id);
    store.run(`UPDATE invoices SET status = 'void' WHERE booking_id = ? AND status = 'pending'`, id);
    store.run('DELETE FROM unit_days WHERE booking_id = ?', id);
  }
};
