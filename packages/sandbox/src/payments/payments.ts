import { randomUUID } from 'node:crypto';
import { PAYMENT_COUNTDOWN_S, type QrStatus } from '@self-storage/core';
import { statusOf } from '../bookings/view.ts';
import type { SandboxContext } from '../context.ts';
import { type BookingRow, findBooking } from '../data/bookings.ts';
import { findOwnInvoice } from '../data/invoices.ts';
import {
  findPayment,
  insertPayment,
  type NewPayment,
  type PaymentKind,
  type PaymentRow,
} from '../data/payments.ts';
import { refuse } from '../errors.ts';
import { text } from '../language/text.ts';
import { paymentRate, paymentWithholding } from '../ledger/net-payment.ts';

/** Invoices one payment may settle: the customer's own, pending, of one booking that owes them. */
export interface Payable {
  booking: BookingRow;
  invoiceIds: number[];
  amount: number;
}

/** What a bank would answer about a payment now. */
export const paymentStatus = (payment: PaymentRow, now: number): QrStatus => {
  if (payment.status !== 'pending') return payment.status;
  return now >= payment.expires_at ? 'expired' : 'pending';
};

export const payableInvoices = (ctx: SandboxContext, customerId: number, ids: readonly number[]): Payable => {
  const invoices = [...new Set(ids)].map((id) => {
    const invoice = findOwnInvoice(ctx.store, id, customerId);
    if (!invoice) throw refuse('not_found', text('server.replies.payments.noInvoice', { id }));
    if (invoice.status !== 'pending')
      throw refuse(
        'conflict',
        invoice.status === 'paid'
          ? text('server.replies.payments.invoiceAlreadyPaid', { id })
          : text('server.replies.payments.invoiceAlreadyVoid', { id }),
      );
    return invoice;
  });
  const bookingIds = new Set(invoices.map((i) => i.booking_id));
  if (bookingIds.size !== 1)
    throw refuse('invalid_request', text('server.replies.payments.oneBookingPerPayment'));
  const booking = findBooking(ctx.store, [...bookingIds][0] ?? 0) as BookingRow;
  const status = statusOf(booking, ctx.now());
  if (status === 'expired') {
    throw refuse('conflict', text('server.replies.payments.deadlinePassed'));
  }
  if (status === 'cancelled') throw refuse('conflict', text('server.replies.payments.bookingCancelled'));
  const amount = invoices.reduce((sum, i) => sum + i.amount_satang, 0);
  if (amount <= 0) throw refuse('invalid_request', text('server.replies.payments.noAmount'));
  return { booking, invoiceIds: invoices.map((i) => i.id), amount };
};

/**
 * A payment of the invoices, as it is written. It expires after the payment countdown, or at the
 * booking's deadline when that comes first. A booking paid net of withholding tax is charged the net.
 */
export const newPayment = (
  ctx: SandboxContext,
  kind: PaymentKind,
  customerId: number,
  payable: Payable,
  payload: (uuid: string, amount: number) => string | null = () => null,
): NewPayment => {
  const uuid = randomUUID();
  const now = ctx.now();
  const rate = paymentRate(ctx, payable.booking);
  const amount = rate > 0 ? paymentWithholding(ctx, payable.invoiceIds, rate).net : payable.amount;
  const deadline = payable.booking.status === 'awaiting_payment' ? payable.booking.hold_until : Infinity;
  return {
    uuid,
    customer_id: customerId,
    booking_id: payable.booking.id,
    kind,
    amount_satang: amount,
    withholding_percent: rate,
    payload: payload(uuid, amount),
    created_at: now,
    expires_at: Math.min(now + PAYMENT_COUNTDOWN_S * 1000, deadline),
  };
};

/** Opens a payment of the invoices (`newPayment`). */
export const createPayment = (
  ctx: SandboxContext,
  kind: PaymentKind,
  customerId: number,
  payable: Payable,
  payload?: (uuid: string, amount: number) => string | null,
): PaymentRow => {
  const payment = newPayment(ctx, kind, customerId, payable, payload);
  ctx.store.transaction(() => insertPayment(ctx.store, payment, payable.invoiceIds));
  return findPayment(ctx.store, payment.uuid) as PaymentRow;
};
