import type { ReplyOf, RequestOf } from '@self-storage/core';
import { BOOKING_HOLD_MS } from '@self-storage/core/constants';
import { addDays, today as bangkokToday, countDays } from '@self-storage/core/dates';
import { fromSatang, toSatang } from '@self-storage/core/money';
import { requireCustomer } from '../accounts/sessions.ts';
import { MAX_BOOKING_DAYS } from '../catalogue/period.ts';
import type { Call, SandboxContext } from '../context.ts';
import {
  confirmExtension,
  type ExtensionRow,
  findExtension,
  insertExtension,
  liveExtensionOf,
  paidUpExtensionsOf,
} from '../data/booking-extensions.ts';
import { type BookingRow, findBooking, setEndDate } from '../data/bookings.ts';
import { findUnit } from '../data/catalogue.ts';
import { insertInvoice, lastInstallmentNo } from '../data/invoices.ts';
import { noticeInForceOf } from '../data/move-out-notices.ts';
import { anyDayClaimed, claimDays, DayTaken, nextDayHeldByOthers } from '../data/unit-days.ts';
import { refuse } from '../errors.ts';
import { text } from '../language/text.ts';
import { mailCustomer } from '../mail/customer-mail.ts';
import { extensionConfirmedMail } from '../mail/templates/extension-confirmed.ts';
import { extensionRequestedMail } from '../mail/templates/extension-requested.ts';
import { bahtText } from '../money.ts';
import { type Price, type Promotion, priceFor } from '../pricing/price.ts';
import { findPromotion } from '../pricing/quote.ts';
import { ok } from '../reply.ts';
import { bangkokDateTimeText, dateText, eachDay } from '../time.ts';
import { recordBooking } from './events.ts';
import { sweepExpiredHolds } from './holds.ts';
import { ownBooking, requireRunning } from './own.ts';
import { bookingView } from './view.ts';

type Quote = ReplyOf<'extendQuote'>['datas'];

/** The latest end date the booking's unit is free until, and no longer than the longest rental. */
const latestEnd = (ctx: SandboxContext, row: BookingRow): string => {
  sweepExpiredHolds(ctx.store, row.unit_id, ctx.now());
  const longest = addDays(row.start_date, MAX_BOOKING_DAYS - 1);
  const taken = nextDayHeldByOthers(ctx.store, row.unit_id, row.end_date, row.id, ctx.now());
  const free = taken ? addDays(taken, -1) : longest;
  return free < longest ? free : longest;
};

/** What a booking's extension to `end` costs, by the rules a new booking is priced with. */
const priceExtension = (
  ctx: SandboxContext,
  row: BookingRow,
  body: { end_date: string; promo_code: string },
): { quote: Quote; price: Price; promotion: Promotion | undefined } => {
  requireRunning(ctx, row);
  if (noticeInForceOf(ctx.store, row.id))
    throw refuse('conflict', text('server.replies.bookings.extendAfterNotice'));
  const pending = liveExtensionOf(ctx.store, row.id, ctx.now());
  if (pending && pending.end_date !== body.end_date) {
    const until = bangkokDateTimeText(pending.hold_until);
    throw refuse('conflict', text('server.replies.bookings.extensionPending', { until }));
  }
  const start = addDays(row.end_date, 1);
  if (body.end_date < start)
    throw refuse(
      'invalid_request',
      text('server.replies.bookings.newEndTooEarly', { endDate: dateText(row.end_date) }),
    );
  const latest = latestEnd(ctx, row);
  if (latest < start) throw refuse('unavailable', text('server.replies.bookings.unitTakenAfterEnd'));
  if (body.end_date > latest)
    throw refuse('unavailable', text('server.replies.bookings.unitFreeUntil', { latest: dateText(latest) }));
  const unit = findUnit(ctx.store, row.unit_id);
  if (!unit) throw new Error(`booking ${row.id} names a missing unit`);
  const today = bangkokToday(ctx.now());
  const promotion = findPromotion(ctx, body.promo_code, today);
  const days = countDays(start, body.end_date);
  // The same rules as a new booking's price; one-off fees were paid with the booking.
  const price = priceFor({
    monthlyRate: unit.monthly_rate_satang,
    days,
    promotion,
    fees: [],
    instalments: row.is_installment === 2,
    today,
    start,
  });
  return {
    price,
    promotion,
    quote: {
      customer_service_id: row.id,
      current_end_date: row.end_date,
      end_date: body.end_date,
      days,
      total: fromSatang(price.total),
      dynamic: fromSatang(price.dynamic),
      rent: fromSatang(price.total + price.dynamic),
      discount: fromSatang(price.discount),
      total_after_discount: fromSatang(price.grandTotal),
      promotion: promotion
        ? { name: promotion.name_th, name_th: promotion.name_th, name_en: promotion.name_en }
        : null,
      bills: price.plan.bills.map((bill) => ({ amount: fromSatang(bill.amount), due_date: bill.due })),
      latest_end_date: latest,
    },
  };
};

const named = (quote: Quote, call: Call): Quote =>
  quote.promotion
    ? {
        ...quote,
        promotion: {
          ...quote.promotion,
          name: call.language === 'en' ? quote.promotion.name_en : quote.promotion.name_th,
        },
      }
    : quote;

const QUOTED = text('server.replies.bookings.quoted');

export const extendQuote = (
  ctx: SandboxContext,
  body: RequestOf<'extendQuote'>,
  call: Call,
): ReplyOf<'extendQuote'> => {
  const row = ownBooking(ctx, requireCustomer(ctx, body.token), body.customer_service_id);
  return ok(call, QUOTED, { datas: named(priceExtension(ctx, row, body).quote, call) });
};

const UNAVAILABLE = text('server.replies.bookings.unavailable');

/** Claims the added days and creates the extension's bills, in one write transaction. */
const placeExtension = (
  ctx: SandboxContext,
  row: BookingRow,
  start: string,
  end: string,
  price: Price,
  promotion: Promotion | undefined,
): number => {
  const now = ctx.now();
  const extensionId = insertExtension(ctx.store, {
    booking_id: row.id,
    start_date: start,
    end_date: end,
    total_satang: price.total,
    dynamic_satang: price.dynamic,
    discount_satang: price.discount,
    promo_name_th: promotion?.name_th ?? null,
    promo_name_en: promotion?.name_en ?? null,
    grand_total_satang: price.grandTotal,
    hold_until: now + BOOKING_HOLD_MS,
    created_at: now,
  });
  claimDays(ctx.store, row.unit_id, eachDay(start, end), row.id);
  const last = lastInstallmentNo(ctx.store, row.id);
  price.plan.bills.forEach((bill, i) => {
    insertInvoice(ctx.store, row.id, {
      installmentNo: last + i + 1,
      amount: bill.amount,
      due: bill.due,
      extensionId,
    });
  });
  return extensionId;
};

const mailRequested = (ctx: SandboxContext, row: BookingRow, extension: ExtensionRow, price: Price) =>
  mailCustomer(ctx, row.customer_id, (reader) =>
    extensionRequestedMail(reader, {
      bookingNumber: row.booking_number,
      endDate: extension.end_date,
      total: price.grandTotal,
      dueNow: price.plan.bills[0]?.amount ?? 0,
      payBy: extension.hold_until,
    }),
  );

const EXTENDED = text('server.replies.bookings.extended');

/** extend: the price is worked out again and must be the one the customer saw. */
export const extend = (ctx: SandboxContext, body: RequestOf<'extend'>, call: Call): ReplyOf<'extend'> => {
  const customerId = requireCustomer(ctx, body.token);
  const row = ownBooking(ctx, customerId, body.customer_service_id);
  const reply = (quote: Quote) =>
    ok(call, EXTENDED, {
      datas: {
        quote: named(quote, call),
        booking: bookingView(ctx, findBooking(ctx.store, row.id) as BookingRow, call.language),
      },
    });
  const { quote, price, promotion } = priceExtension(ctx, row, body);
  // The same request again while its extension waits for payment answers that extension.
  if (liveExtensionOf(ctx.store, row.id, ctx.now())) return reply(quote);
  if (toSatang(body.totalOrange) !== price.grandTotal) {
    const now = bahtText(price.grandTotal);
    const then = bahtText(toSatang(body.totalOrange));
    throw refuse('price_changed', text('server.replies.bookings.extensionPriceChanged', { now, then }));
  }
  const start = addDays(row.end_date, 1);
  const extensionId = ctx.store.transaction(() => {
    sweepExpiredHolds(ctx.store, row.unit_id, ctx.now());
    if (anyDayClaimed(ctx.store, row.unit_id, start, body.end_date)) throw refuse('unavailable', UNAVAILABLE);
    try {
      return placeExtension(ctx, row, start, body.end_date, price, promotion);
    } catch (error) {
      if (error instanceof DayTaken) throw refuse('unavailable', UNAVAILABLE);
      throw error;
    }
  });
  const extension = findExtension(ctx.store, extensionId) as ExtensionRow;
  mailRequested(ctx, row, extension, price);
  return reply(quote);
};

/**
 * Called as a payment settles (payments/settle.ts): an extension whose bills due now are all paid
 * is confirmed and the booking's end moves to its end. Returns nothing; mails the customer.
 */
export const confirmPaidExtensions = (ctx: SandboxContext, bookingId: number): void => {
  const today = bangkokToday(ctx.now());
  const ready = paidUpExtensionsOf(ctx.store, bookingId, ctx.now(), today);
  for (const extension of ready) {
    confirmExtension(ctx.store, extension.id, ctx.now());
    setEndDate(ctx.store, bookingId, extension.end_date);
    recordBooking(ctx, 'rental.extended', bookingId, {});
    const row = findBooking(ctx.store, bookingId) as BookingRow;
    mailCustomer(ctx, row.customer_id, (reader) =>
      extensionConfirmedMail(reader, { bookingNumber: row.booking_number, endDate: extension.end_date }),
    );
  }
};
