import type { Store } from '../db/store.ts';
import { columns, integer, maybe, nullable, text } from './row.ts';

/**
 * Tables `move_out_notices` (a booking's notices to move out; one in force at a time) and
 * `move_out_cancelled_bills` (the bills a notice cancelled, which a withdrawal brings back).
 */

const parseNotice = columns({
  id: integer,
  booking_id: integer,
  move_out_date: text,
  original_end_date: text,
  refund_satang: integer,
  given_at: integer,
  withdrawn_at: nullable(integer),
});
export type NoticeRow = ReturnType<typeof parseNotice>;

const NOTICE =
  'SELECT id, booking_id, move_out_date, original_end_date, refund_satang, given_at, withdrawn_at FROM move_out_notices';

/** The booking's notice in force (not withdrawn), if any. */
export const noticeInForceOf = (store: Store, bookingId: number): NoticeRow | undefined =>
  maybe(parseNotice, store.get(`${NOTICE} WHERE booking_id = ? AND withdrawn_at IS NULL`, bookingId));

const parseNoticeOfNote = columns({ move_out_date: text, booking_number: text });

/** A notice's move-out date and its booking's number. */
export const noticeWithBookingNumber = (
  store: Store,
  noticeId: number,
): ReturnType<typeof parseNoticeOfNote> | undefined =>
  maybe(
    parseNoticeOfNote,
    store.get(
      `SELECT n.move_out_date, b.booking_number FROM move_out_notices n JOIN bookings b ON b.id = n.booking_id
       WHERE n.id = ?`,
      noticeId,
    ),
  );

/** A notice in force, with the bills it cancels (voided here if still pending); its id. */
export const insertNotice = (
  store: Store,
  n: { bookingId: number; moveOutDate: string; originalEndDate: string; refund: number; givenAt: number },
  cancelledBillIds: readonly number[],
): number => {
  const noticeId = store.run(
    `INSERT INTO move_out_notices (booking_id, move_out_date, original_end_date, refund_satang, given_at)
     VALUES (?, ?, ?, ?, ?)`,
    n.bookingId,
    n.moveOutDate,
    n.originalEndDate,
    n.refund,
    n.givenAt,
  ).lastInsertRowid;
  for (const invoiceId of cancelledBillIds) {
    store.run(`UPDATE invoices SET status = 'void' WHERE id = ? AND status = 'pending'`, invoiceId);
    store.run(
      'INSERT INTO move_out_cancelled_bills (notice_id, invoice_id) VALUES (?, ?)',
      noticeId,
      invoiceId,
    );
  }
  return noticeId;
};

const parseRestoredBill = columns({ amount_satang: integer, due_date: text });
export type RestoredBill = ReturnType<typeof parseRestoredBill>;

/** Withdraws the notice: the bills it cancelled are pending again; those bills, by due date. */
export const withdrawNotice = (store: Store, noticeId: number, at: number): RestoredBill[] => {
  const restored = store
    .all(
      `SELECT amount_satang, due_date FROM invoices
       WHERE id IN (SELECT invoice_id FROM move_out_cancelled_bills WHERE notice_id = ?) AND status = 'void'
       ORDER BY due_date, installment_no`,
      noticeId,
    )
    .map(parseRestoredBill);
  store.run(
    `UPDATE invoices SET status = 'pending'
     WHERE id IN (SELECT invoice_id FROM move_out_cancelled_bills WHERE notice_id = ?) AND status = 'void'`,
    noticeId,
  );
  store.run('UPDATE move_out_notices SET withdrawn_at = ? WHERE id = ?', at, noticeId);
  return restored;
};
