import type { ReplyOf, RequestOf } from '@self-storage/core';
import { addDays, today } from '@self-storage/core/dates';
import { finalAccountFigures, refundDate } from '@self-storage/core/figures';
import { fromSatang, toSatang } from '@self-storage/core/money';
import { requireCustomer } from '../accounts/sessions.ts';
import type { Call, SandboxContext } from '../context.ts';
import { liveExtensionOf } from '../data/booking-extensions.ts';
import { depositTotal } from '../data/booking-fees.ts';
import { type BookingRow, findBooking, setEndDate } from '../data/bookings.ts';
import { creditNoteOfNotice } from '../data/credit-notes.ts';
import { insertNotice, noticeInForceOf, withdrawNotice } from '../data/move-out-notices.ts';
import { claimDays, firstClaimedDay, freeDaysAfter } from '../data/unit-days.ts';
import { refuse } from '../errors.ts';
import { text } from '../language/text.ts';
import { mailCustomer } from '../mail/customer-mail.ts';
import { moveOutNoticeMail } from '../mail/templates/move-out-notice.ts';
import { moveOutWithdrawnMail } from '../mail/templates/move-out-withdrawn.ts';
import { ok } from '../reply.ts';
import { dateText, eachDay } from '../time.ts';
import { recordBooking } from './events.ts';
import { sweepExpiredHolds } from './holds.ts';
import { ownBooking, requireRunning } from './own.ts';
import { MOVE_OUT_NOTICE_DAYS, segmentsOf } from './rental-state.ts';
import { bookingView } from './view.ts';

type Account = ReplyOf<'moveOutQuote'>['datas'];

/** The final account of moving out on `date`, after checking the date against the notice period. */
const accountOf = (ctx: SandboxContext, row: BookingRow, date: string): Account => {
  requireRunning(ctx, row);
  if (noticeInForceOf(ctx.store, row.id))
    throw refuse('conflict', text('server.replies.bookings.noticeAlreadyGiven'));
  if (liveExtensionOf(ctx.store, row.id, ctx.now()))
    throw refuse('conflict', text('server.replies.bookings.noticeWhileExtensionPending'));
  const noticed = addDays(today(ctx.now()), MOVE_OUT_NOTICE_DAYS);
  const earliest = noticed > row.start_date ? noticed : row.start_date;
  if (earliest >= row.end_date)
    throw refuse(
      'conflict',
      text('server.replies.bookings.endsBeforeNotice', {
        endDate: dateText(row.end_date),
        moveOutNoticeDays: MOVE_OUT_NOTICE_DAYS,
      }),
    );
  if (date < earliest)
    throw refuse(
      'invalid_request',
      text('server.replies.bookings.noticeTooShort', {
        moveOutNoticeDays: MOVE_OUT_NOTICE_DAYS,
        earliest: dateText(earliest),
      }),
    );
  if (date >= row.end_date)
    throw refuse(
      'invalid_request',
      text('server.replies.bookings.moveOutAfterEnd', { endDate: dateText(row.end_date) }),
    );
  const figures = finalAccountFigures(segmentsOf(ctx, row), date);
  const bill = (b: (typeof figures.cancelled)[number]) => ({
    id: b.id,
    installment_no: b.installmentNo,
    amount: fromSatang(b.amount),
    due_date: b.due,
  });
  return {
    customer_service_id: row.id,
    move_out_date: date,
    earliest_move_out_date: earliest,
    notice_days: MOVE_OUT_NOTICE_DAYS,
    rent_months: figures.rentMonths,
    charged: fromSatang(figures.charged),
    paid: fromSatang(figures.paid),
    refund: fromSatang(figures.refund),
    owed: fromSatang(figures.owed),
    // Paid with the first bill, which a running rental has paid; returned apart from the refund.
    deposit: fromSatang(depositTotal(ctx.store, row.id)),
    cancelled_bills: figures.cancelled.map(bill),
    owed_bills: figures.owedBills.map(bill),
  };
};

export const moveOutQuote = (
  ctx: SandboxContext,
  body: RequestOf<'moveOutQuote'>,
  call: Call,
): ReplyOf<'moveOutQuote'> => {
  const row = ownBooking(ctx, requireCustomer(ctx, body.token), body.customer_service_id);
  return ok(call, text('server.replies.bookings.moveOutAccount'), {
    datas: accountOf(ctx, row, body.move_out_date),
  });
};

const mailNotice = (ctx: SandboxContext, row: BookingRow, account: Account) =>
  mailCustomer(ctx, row.customer_id, (reader) =>
    moveOutNoticeMail(reader, {
      bookingNumber: row.booking_number,
      moveOutDate: account.move_out_date,
      refundDate: refundDate(account.move_out_date),
      cancelledBills: account.cancelled_bills.map((b) => ({
        installmentNo: b.installment_no,
        dueDate: b.due_date,
      })),
      refund: toSatang(account.refund),
      owed: toSatang(account.owed),
      deposit: toSatang(account.deposit),
    }),
  );

/** move-out: gives notice; the booking ends on the date, later bills are void, the unit is free after it. */
export const moveOut = (ctx: SandboxContext, body: RequestOf<'moveOut'>, call: Call): ReplyOf<'moveOut'> => {
  const row = ownBooking(ctx, requireCustomer(ctx, body.token), body.customer_service_id);
  const account = ctx.store.transaction(() => {
    const figures = accountOf(ctx, row, body.move_out_date);
    insertNotice(
      ctx.store,
      {
        bookingId: row.id,
        moveOutDate: body.move_out_date,
        originalEndDate: row.end_date,
        refund: toSatang(figures.refund),
        givenAt: ctx.now(),
      },
      figures.cancelled_bills.map((bill) => bill.id),
    );
    setEndDate(ctx.store, row.id, body.move_out_date);
    freeDaysAfter(ctx.store, row.id, body.move_out_date);
    return figures;
  });
  recordBooking(ctx, 'notice.given', row.id, {});
  mailNotice(ctx, row, account);
  const after = findBooking(ctx.store, row.id) as BookingRow;
  return ok(call, text('server.replies.bookings.noticeRecorded'), {
    datas: { account, booking: bookingView(ctx, after, call.language) },
  });
};

/** move-out-withdraw: until the move-out date, the end date, the days and the cancelled bills come back. */
export const withdrawMoveOut = (
  ctx: SandboxContext,
  body: RequestOf<'withdrawMoveOut'>,
  call: Call,
): ReplyOf<'withdrawMoveOut'> => {
  const row = ownBooking(ctx, requireCustomer(ctx, body.token), body.customer_service_id);
  const notice = noticeInForceOf(ctx.store, row.id);
  if (!notice) throw refuse('conflict', text('server.replies.bookings.noNotice'));
  // One final account per move-out: its credit note stands whatever the clock reads since.
  const note = creditNoteOfNotice(ctx.store, notice.id);
  if (note) throw refuse('conflict', text('server.replies.bookings.noticeRefunded', { number: note.number }));
  if (today(ctx.now()) > notice.move_out_date)
    throw refuse('conflict', text('server.replies.bookings.moveOutPassed'));
  const from = addDays(notice.move_out_date, 1);
  const restored = ctx.store.transaction(() => {
    sweepExpiredHolds(ctx.store, row.unit_id, ctx.now());
    const taken = firstClaimedDay(ctx.store, row.unit_id, from, notice.original_end_date);
    if (taken)
      throw refuse(
        'unavailable',
        text('server.replies.bookings.unitTakenSinceNotice', { taken: dateText(taken) }),
      );
    claimDays(ctx.store, row.unit_id, eachDay(from, notice.original_end_date), row.id);
    setEndDate(ctx.store, row.id, notice.original_end_date);
    return withdrawNotice(ctx.store, notice.id, ctx.now());
  });
  recordBooking(ctx, 'notice.withdrawn', row.id, {});
  mailCustomer(ctx, row.customer_id, (reader) =>
    moveOutWithdrawnMail(reader, {
      bookingNumber: row.booking_number,
      endDate: notice.original_end_date,
      bills: restored.map((bill) => ({ amount: bill.amount_satang, due: bill.due_date })),
    }),
  );
  const after = findBooking(ctx.store, row.id) as BookingRow;
  return ok(call, text('server.replies.bookings.noticeWithdrawn'), {
    datas: { booking: bookingView(ctx, after, call.language) },
  });
};
