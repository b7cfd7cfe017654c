import type { Booking } from '@self-storage/core';
import { addDays } from '@self-storage/core/dates';
import type { RentalSegment } from '@self-storage/core/figures';
import { fromSatang } from '@self-storage/core/money';
import type { SandboxContext } from '../context.ts';
import {
  confirmedExtensionsOf,
  expireExtension,
  lapsedExtensions,
  liveExtensionOf,
} from '../data/booking-extensions.ts';
import { feesTotal } from '../data/booking-fees.ts';
import type { BookingRow } from '../data/bookings.ts';
import { findUnit } from '../data/catalogue.ts';
import { creditNoteOfNotice } from '../data/credit-notes.ts';
import { invoicesOfBooking, voidPendingOfExtension } from '../data/invoices.ts';
import { noticeInForceOf } from '../data/move-out-notices.ts';
import { freeDaysBetween } from '../data/unit-days.ts';

/**
 * Days of notice a move-out needs, counted from the sandbox's today (docs/sandbox.md): two weeks,
 * the usual notice of a monthly storage rental.
 */
export const MOVE_OUT_NOTICE_DAYS = 14;

/**
 * An unpaid extension past its deadline lapses: its bills are void and its days free. Run before
 * anything reads units, bookings or payments (as the overdue policy is), and before a claim.
 */
export const sweepExpiredExtensions = (ctx: SandboxContext): void => {
  const lapsed = lapsedExtensions(ctx.store, ctx.now());
  if (lapsed.length === 0) return;
  ctx.store.transaction(() => {
    for (const extension of lapsed) {
      expireExtension(ctx.store, extension.id);
      voidPendingOfExtension(ctx.store, extension.id);
      freeDaysBetween(ctx.store, extension.booking_id, extension.start_date, extension.end_date);
    }
  });
};

type RentalState = NonNullable<Booking['rental']>;

const creditNoteReply = (ctx: SandboxContext, noticeId: number) => {
  const note = creditNoteOfNotice(ctx.store, noticeId);
  return note ? { number: note.number, issue_date: note.issue_date } : null;
};

/** The booking's `rental` field: its notice period, the notice in force and a pending extension. */
export const rentalStateOf = (ctx: SandboxContext, row: BookingRow): RentalState => {
  const notice = noticeInForceOf(ctx.store, row.id);
  const extension = liveExtensionOf(ctx.store, row.id, ctx.now());
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
          refund: fromSatang(notice.refund_satang),
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
  confirmedExtensionsOf(ctx.store, bookingId).reduce(
    (sum, e) => ({
      rent: sum.rent + e.total_satang + e.dynamic_satang,
      discount: sum.discount + e.discount_satang,
    }),
    { rent: 0, discount: 0 },
  );

/** The booking as the parts core's final account reads: the booking itself, then each paid extension. */
export const segmentsOf = (ctx: SandboxContext, row: BookingRow): RentalSegment[] => {
  const bills = invoicesOfBooking(ctx.store, row.id);
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
  const extensions = confirmedExtensionsOf(ctx.store, row.id);
  const fees = feesTotal(ctx.store, row.id);
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
