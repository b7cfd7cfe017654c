import type { Booking } from '@self-storage/core';
import type { RentalSegment } from '@self-storage/core/figures';
import { findUnit } from '../catalogue/units.ts';
import type { SandboxContext } from '../context.ts';
import { toBaht } from '../money.ts';
import { creditNoteOfNotice } from '../receipts/credit-notes.ts';
import { addDays } from '../time.ts';
import type { BookingRow } from './view.ts';

/**
 * Days of notice a move-out needs, counted from the sandbox's today (docs/sandbox.md): two weeks,
 * the usual notice of a monthly storage rental.
 */
export const MOVE_OUT_NOTICE_DAYS = 14;

export interface ExtensionRow {
  id: number;
  booking_id: number;
  start_date: string;
  end_date: string;
  total_satang: number;
  dynamic_satang: number;
  discount_satang: number;
  grand_total_satang: number;
  status: 'pending' | 'confirmed' | 'expired';
  hold_until: number;
}

export interface NoticeRow {
  id: number;
  booking_id: number;
  move_out_date: string;
  original_end_date: string;
  refund_satang: number;
  given_at: number;
}

/** The booking's extension awaiting payment whose hold still lives. */
export const liveExtension = (ctx: SandboxContext, bookingId: number): ExtensionRow | undefined =>
  ctx.store.get<ExtensionRow>(
    `SELECT * FROM booking_extensions WHERE booking_id = ? AND status = 'pending' AND hold_until > ?
     ORDER BY id DESC LIMIT 1`,
    bookingId,
    ctx.now(),
  );

export const noticeInForce = (ctx: SandboxContext, bookingId: number): NoticeRow | undefined =>
  ctx.store.get<NoticeRow>(
    'SELECT * FROM move_out_notices WHERE booking_id = ? AND withdrawn_at IS NULL',
    bookingId,
  );

export const confirmedExtensions = (ctx: SandboxContext, bookingId: number): ExtensionRow[] =>
  ctx.store.all<ExtensionRow>(
    `SELECT * FROM booking_extensions WHERE booking_id = ? AND status = 'confirmed' ORDER BY start_date`,
    bookingId,
  );

/**
 * An unpaid extension past its deadline lapses: its bills are void and its days free. Run before
 * anything reads units, bookings or payments (as the overdue policy is), and before a claim.
 */
export const sweepExpiredExtensions = (ctx: SandboxContext): void => {
  const lapsed = ctx.store.all<ExtensionRow>(
    `SELECT * FROM booking_extensions WHERE status = 'pending' AND hold_until <= ?`,
    ctx.now(),
  );
  if (lapsed.length === 0) return;
  ctx.store.transaction(() => {
    for (const extension of lapsed) {
      ctx.store.run(`UPDATE booking_extensions SET status = 'expired' WHERE id = ?`, extension.id);
      ctx.store.run(
        `UPDATE invoices SET status = 'void' WHERE extension_id = ? AND status = 'pending'`,
        extension.id,
      );
      ctx.store.run(
        'DELETE FROM unit_days WHERE booking_id = ? AND day BETWEEN ? AND ?',
        extension.booking_id,
        extension.start_date,
        extension.end_date,
      );
    }
  });
};

type RentalState = NonNullable<Booking['rental']>;

const creditNoteReply = (ctx: SandboxContext, noticeId: number) => {
  const note = creditNoteOfNotice(ctx, noticeId);
  return note ? { number: note.number, issue_date: note.issue_date } : null;
};

/** The booking's `rental` field: its notice period, the notice in force and a pending extension. */
export const rentalStateOf = (ctx: SandboxContext, row: BookingRow): RentalState => {
  const notice = noticeInForce(ctx, row.id);
  const extension = liveExtension(ctx, row.id);
  const unit = findUnit(ctx.store, row.unit_id);
  return {
    notice_days: MOVE_OUT_NOTICE_DAYS,
    selection: {
      project_id: unit?.branch_id ?? 0,
      open_service_id: unit?.open_service_id ?? 0,
      open_service_model_id: unit?.model_id ?? 0,
    },
    move_out: notice
      ? {
          date: notice.move_out_date,
          given_at: new Date(notice.given_at).toISOString(),
          original_end_date: notice.original_end_date,
          refund: toBaht(notice.refund_satang),
          credit_note: creditNoteReply(ctx, notice.id),
        }
      : null,
    extension: extension
      ? { end_date: extension.end_date, payment_deadline: new Date(extension.hold_until).toISOString() }
      : null,
  };
};

/** Rent, after discount, that the booking's paid extensions add (satang): the booking's figures include it. */
export const extendedRent = (ctx: SandboxContext, bookingId: number): { rent: number; discount: number } =>
  confirmedExtensions(ctx, bookingId).reduce(
    (sum, e) => ({
      rent: sum.rent + e.total_satang + e.dynamic_satang,
      discount: sum.discount + e.discount_satang,
    }),
    { rent: 0, discount: 0 },
  );

interface BillRow {
  id: number;
  installment_no: number;
  amount_satang: number;
  due_date: string;
  status: 'pending' | 'paid' | 'void';
  extension_id: number | null;
}

/** The booking as the parts core's final account reads: the booking itself, then each paid extension. */
export const segmentsOf = (ctx: SandboxContext, row: BookingRow): RentalSegment[] => {
  const bills = ctx.store.all<BillRow>(
    'SELECT id, installment_no, amount_satang, due_date, status, extension_id FROM invoices WHERE booking_id = ? ORDER BY installment_no',
    row.id,
  );
  const billsOf = (extensionId: number | null) =>
    bills
      .filter((b) => b.extension_id === extensionId)
      .map((b) => ({
        id: b.id,
        installmentNo: b.installment_no,
        amount: b.amount_satang,
        due: b.due_date,
        status: b.status,
      }));
  const extensions = confirmedExtensions(ctx, row.id);
  const fees =
    ctx.store.get<{ sum: number | null }>(
      'SELECT sum(amount_satang) AS sum FROM booking_fees WHERE booking_id = ?',
      row.id,
    )?.sum ?? 0;
  const first = extensions[0];
  return [
    {
      start: row.start_date,
      end: first ? addDays(first.start_date, -1) : row.end_date,
      rent: row.total_satang + row.dynamic_satang - row.discount_satang,
      fees,
      bills: billsOf(null),
    },
    ...extensions.map((e) => ({
      start: e.start_date,
      end: e.end_date,
      rent: e.total_satang + e.dynamic_satang - e.discount_satang,
      fees: 0,
      bills: billsOf(e.id),
    })),
  ];
};
