import { randomInt } from 'node:crypto';
import { PAYMENT_METHOD, type ReplyOf, type RequestOf } from '@self-storage/core';
import { BOOKING_HOLD_MS } from '@self-storage/core/constants';
import { today as bangkokToday } from '@self-storage/core/dates';
import { bookingConfirmation } from '@self-storage/core/figures';
import { toSatang } from '@self-storage/core/money';
import { hashSecret, requireCustomer } from '../accounts/sessions.ts';
import type { Call, SandboxContext } from '../context.ts';
import { insertBookingFees } from '../data/booking-fees.ts';
import {
  type BookingRow,
  findBooking,
  insertBooking,
  liveDuplicateBooking,
  nextBookingId,
  referenceTaken,
  unpaidBookingsOfPerson,
} from '../data/bookings.ts';
import { insertInvoice } from '../data/invoices.ts';
import { anyDayClaimed, claimDays, DayTaken } from '../data/unit-days.ts';
import { refuse } from '../errors.ts';
import { text } from '../language/text.ts';
import { type Recipient, recipientOf } from '../mail/recipient.ts';
import { bookingCreatedMail } from '../mail/templates/booking-created.ts';
import { bahtText } from '../money.ts';
import { type Quote, quote } from '../pricing/quote.ts';
import { ok } from '../reply.ts';
import { eachDay } from '../time.ts';
import { recordBooking } from './events.ts';
import { sweepExpiredHolds } from './holds.ts';
import { newPin } from './pins.ts';
import { bookingView } from './view.ts';

const UNAVAILABLE = text('server.replies.bookings.unitTaken');

const HOLD_LIMIT = (max: number) => text('server.replies.bookings.tooManyUnpaid', { max });

const uniqueReference = (ctx: SandboxContext): string => {
  for (;;) {
    const value = String(randomInt(1e11, 1e12));
    if (!referenceTaken(ctx.store, value)) return value;
  }
};

/**
 * Inserts the booking, its held days, fees and invoices. Runs inside the booking transaction.
 * Returns the id and the payment pin, which is stored only as its hash (it opens the booking
 * for payment, like a password).
 */
const placeBooking = (
  ctx: SandboxContext,
  body: RequestOf<'bookingStorage'>,
  customerId: number,
  { price, promotion, fees }: Quote,
): { id: number; pin: string } => {
  const pin = newPin();
  const now = ctx.now();
  const id = nextBookingId(ctx.store);
  const today = bangkokToday(now);
  insertBooking(ctx.store, {
    id,
    booking_number: `SS-${today.slice(0, 4)}-${String(id).padStart(6, '0')}`,
    customer_id: customerId,
    unit_id: body.unit_id,
    start_date: body.start_date,
    end_date: body.end_date,
    payment_method: body.payment_method,
    is_installment: body.isInstallment,
    total_satang: price.total,
    dynamic_satang: price.dynamic,
    discount_satang: price.discount,
    promo_code: promotion?.code ?? null,
    promo_name_th: promotion?.name_th ?? null,
    promo_name_en: promotion?.name_en ?? null,
    grand_total_satang: price.grandTotal,
    hold_until: now + BOOKING_HOLD_MS,
    pin: hashSecret(pin),
    payment_reference: body.payment_method === PAYMENT_METHOD.kiosk ? uniqueReference(ctx) : null,
    created_at: now,
  });
  claimDays(ctx.store, body.unit_id, eachDay(body.start_date, body.end_date), id);
  insertBookingFees(ctx.store, id, fees);
  // Core's plan, as the summary showed it: the first bill due today, the others a rent month apart.
  price.plan.bills.forEach((bill, i) => {
    insertInvoice(ctx.store, id, {
      installmentNo: i + 1,
      amount: bill.amount,
      due: bill.due,
      extensionId: null,
    });
  });
  return { id, pin };
};

/** Mails the booking made, with what was booked as core's confirmation reads it, in both languages. */
const mailCreated = (
  ctx: SandboxContext,
  to: Recipient,
  row: BookingRow,
  pin: string,
  price: Quote['price'],
  call: Call,
) => {
  const view = bookingView(ctx, row, 'th');
  ctx.mailer.send({
    to: to.email,
    ...bookingCreatedMail(to, {
      bookingNumber: row.booking_number,
      confirmation: { th: bookingConfirmation(view, 'th'), en: bookingConfirmation(view, 'en') },
      total: row.grand_total_satang,
      bills: price.plan.bills,
      payBy: row.hold_until,
      kioskReference: row.payment_reference,
      payUrl: `${call.origins.web}/?action=payment&ser=${row.id}&p=${encodeURIComponent(pin)}`,
    }),
  });
};
/**
 * The customer's own booking of this unit and these dates whose hold still lives: a repeated
 * submit (a double click, a retry after a lost reply) gets it back instead of `unavailable`.
 */
const liveDuplicate = (
  ctx: SandboxContext,
  customerId: number,
  body: RequestOf<'bookingStorage'>,
): BookingRow | undefined =>
  liveDuplicateBooking(
    ctx.store,
    { customerId, unitId: body.unit_id, start: body.start_date, end: body.end_date },
    ctx.now(),
  );

/**
 * No more than `maxUnpaidBookings` units held unpaid at once by one account, and by all the
 * accounts sharing its identity document or its phone number: many accounts of one person get
 * no more than one.
 */
const checkUnpaidLimit = (ctx: SandboxContext, customerId: number): void => {
  const unpaid = unpaidBookingsOfPerson(ctx.store, customerId, ctx.now());
  if (unpaid >= ctx.maxUnpaidBookings) {
    throw refuse('hold_limit', HOLD_LIMIT(ctx.maxUnpaidBookings));
  }
};

const CREATED = {
  created: text('server.replies.bookings.created'),
  existing: text('server.replies.bookings.existing'),
} as const;

const created = (
  ctx: SandboxContext,
  row: BookingRow,
  code: keyof typeof CREATED,
  call: Call,
): ReplyOf<'bookingStorage'> =>
  ok(call, CREATED[code], {
    success: true,
    code,
    sec_data: { customerService_id: row.id, data: bookingView(ctx, row, call.language) },
  });

/** booking-storage: the price is recalculated and the unit claimed in one write transaction. */
export const bookingStorage = (
  ctx: SandboxContext,
  body: RequestOf<'bookingStorage'>,
  call: Call,
): ReplyOf<'bookingStorage'> => {
  const customerId = requireCustomer(ctx, body.token);
  const again = liveDuplicate(ctx, customerId, body);
  if (again) return created(ctx, again, 'existing', call);
  const priced = quote(ctx, {
    unitId: body.unit_id,
    start: body.start_date,
    end: body.end_date,
    promoCode: body.data.promo_code,
    instalments: body.isInstallment === 2,
  });
  if (toSatang(body.totalOrange) !== priced.price.grandTotal) {
    const now = bahtText(priced.price.grandTotal);
    const then = bahtText(toSatang(body.totalOrange));
    throw refuse('price_changed', text('server.replies.bookings.bookingPriceChanged', { now, then }));
  }
  const outcome = ctx.store.transaction((): { existing: BookingRow } | { id: number; pin: string } => {
    // Checked again under the write lock: two submits at once find each other here.
    const duplicate = liveDuplicate(ctx, customerId, body);
    if (duplicate) return { existing: duplicate };
    checkUnpaidLimit(ctx, customerId);
    sweepExpiredHolds(ctx.store, body.unit_id, ctx.now());
    if (anyDayClaimed(ctx.store, body.unit_id, body.start_date, body.end_date)) {
      throw refuse('unavailable', UNAVAILABLE);
    }
    try {
      return placeBooking(ctx, body, customerId, priced);
    } catch (error) {
      // The primary key of unit_days is the last word if the check above ever missed a claim.
      if (error instanceof DayTaken) {
        throw refuse('unavailable', UNAVAILABLE);
      }
      throw error;
    }
  });
  if ('existing' in outcome) return created(ctx, outcome.existing, 'existing', call);
  const row = findBooking(ctx.store, outcome.id) as BookingRow;
  recordBooking(ctx, 'booking.created', row.id, {});
  const recipient = recipientOf(ctx, customerId);
  if (recipient) mailCreated(ctx, recipient, row, outcome.pin, priced.price, call);
  return created(ctx, row, 'created', call);
};
