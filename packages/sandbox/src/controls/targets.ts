import type { Hono } from 'hono';
import { cancelBooking } from '../bookings/cancel.ts';
import { isOpen, statusOf } from '../bookings/view.ts';
import type { SandboxContext } from '../context.ts';
import { type BookingRow, bookingOfReferenceOrNumber, findBooking, setHoldUntil } from '../data/bookings.ts';
import {
  expireLivePaymentsOfBooking,
  expirePayment,
  findPayment,
  type PaymentRow,
  pendingPaymentsOfBooking,
} from '../data/payments.ts';
import { httpFailure } from '../errors.ts';
import { paymentStatus } from '../payments/payments.ts';
import { failPayment } from '../payments/settle.ts';

/**
 * What a QA script holds after a booking: a payment's uuid, a kiosk pay reference or the booking
 * number. Each control below takes any of them, so `fail`, `cancel` and `expire` read like `pay`.
 */
type Target = { payment: PaymentRow; booking: BookingRow } | { payment: undefined; booking: BookingRow };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const resolveTarget = (ctx: SandboxContext, target: string): Target => {
  if (UUID.test(target)) {
    const payment = findPayment(ctx.store, target);
    if (!payment) throw httpFailure('not_found', `No payment has uuid ${target}.`);
    return { payment, booking: findBooking(ctx.store, payment.booking_id) as BookingRow };
  }
  const booking = bookingOfReferenceOrNumber(ctx.store, target);
  if (!booking) {
    throw httpFailure('not_found', `${target} is no payment uuid, kiosk reference or booking number.`);
  }
  return { payment: undefined, booking };
};

const pendingPayments = (ctx: SandboxContext, booking: BookingRow): PaymentRow[] =>
  pendingPaymentsOfBooking(ctx.store, booking.id).filter(
    (payment) => paymentStatus(payment, ctx.now()) === 'pending',
  );

const bookingReply = (ctx: SandboxContext, booking: BookingRow) => {
  const fresh = findBooking(ctx.store, booking.id) as BookingRow;
  return {
    customer_service_id: fresh.id,
    booking_number: fresh.booking_number,
    booking_status: statusOf(fresh, ctx.now()),
  };
};

/** A bank's refusal: the payment, or every pending payment of the booking, fails. */
const fail = (ctx: SandboxContext, target: Target) => {
  const payments = target.payment ? [target.payment] : pendingPayments(ctx, target.booking);
  if (payments.length === 0) {
    throw httpFailure('conflict', `Booking ${target.booking.booking_number} has no pending payment to fail.`);
  }
  const failed = payments.map((payment) => failPayment(ctx, payment.uuid));
  return { failed: failed.map((payment) => payment.uuid), ...bookingReply(ctx, target.booking) };
};

/**
 * A payment's uuid: that QR or card payment runs out (its booking stays open, to be paid again).
 * A kiosk reference or booking number: the booking's payment deadline passes (its unit is free).
 */
const expire = (ctx: SandboxContext, target: Target) => {
  const now = ctx.now();
  if (target.payment) {
    if (paymentStatus(target.payment, now) !== 'pending') {
      throw httpFailure(
        'conflict',
        `Payment ${target.payment.uuid} is ${paymentStatus(target.payment, now)}.`,
      );
    }
    expirePayment(ctx.store, target.payment.uuid, now);
    return { expired: target.payment.uuid, ...bookingReply(ctx, target.booking) };
  }
  const status = statusOf(target.booking, now);
  if (status !== 'awaiting_payment') {
    throw httpFailure(
      'conflict',
      `Booking ${target.booking.booking_number} is ${status}, not awaiting payment.`,
    );
  }
  ctx.store.transaction(() => {
    setHoldUntil(ctx.store, target.booking.id, now);
    expireLivePaymentsOfBooking(ctx.store, target.booking.id, now);
  });
  return { expired: target.booking.booking_number, ...bookingReply(ctx, target.booking) };
};

const cancel = (ctx: SandboxContext, target: Target) => {
  if (!isOpen(statusOf(target.booking, ctx.now()))) {
    throw httpFailure('conflict', `Booking ${target.booking.booking_number} is no longer open.`);
  }
  cancelBooking(ctx, target.booking.id);
  return bookingReply(ctx, target.booking);
};

const ACTIONS = { fail, expire, cancel } as const;

/** `POST /sandbox/targets/<uuid|reference|booking number>/<fail|expire|cancel>`. */
export const registerTargetControls = (app: Hono, ctx: SandboxContext): void => {
  app.post('/sandbox/targets/:target/:action', (c) => {
    const name = c.req.param('action');
    if (!Object.hasOwn(ACTIONS, name)) {
      throw httpFailure('not_found', `Unknown action ${name}: use fail, expire or cancel.`);
    }
    const act = ACTIONS[name as keyof typeof ACTIONS];
    return c.json(act(ctx, resolveTarget(ctx, c.req.param('target'))));
  });
};
