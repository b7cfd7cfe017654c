import { confirmPaidExtensions } from '../bookings/extend.ts';
import { sweepExpiredExtensions } from '../bookings/rental-state.ts';
import { dueInvoices, invoiceRows, statusOf } from '../bookings/view.ts';
import type { SandboxContext } from '../context.ts';
import { type BookingRow, confirmBooking, findBooking } from '../data/bookings.ts';
import { payInvoicesOfPayment } from '../data/invoices.ts';
import {
  failLivePayment,
  findPayment,
  markPaymentFailed,
  markPaymentPaid,
  type PaymentRow,
  paysSettledInvoice,
} from '../data/payments.ts';
import { httpFailure } from '../errors.ts';
import { text } from '../language/text.ts';
import { recipientOf } from '../mail/recipient.ts';
import { bahtText } from '../money.ts';
import { sendPaymentMail } from '../receipts/receipt-mail.ts';
import { recordWithholdings } from '../tax/withholding.ts';
import { withholdingMailLine } from '../tax/withholding-mail.ts';
import { bangkokDateTimeText } from '../time.ts';
import { paymentStatus } from './payments.ts';

export interface Settlement {
  payment: PaymentRow;
  booking: BookingRow;
}

const mailReceipt = (ctx: SandboxContext, payment: PaymentRow, booking: BookingRow): void => {
  const to = recipientOf(ctx, booking.customer_id);
  if (!to) return;
  const amount = bahtText(payment.amount_satang);
  const at = bangkokDateTimeText(ctx.now());
  const number = booking.booking_number;
  const confirmed = booking.status === 'confirmed';
  const withholding = withholdingMailLine(ctx, payment);
  const body = text(
    `เราได้รับชำระเงิน ${amount.th} สำหรับการจอง ${number} เมื่อ ${at.th}${confirmed ? '\nการจองของคุณได้รับการยืนยันแล้ว' : ''}${withholding ? `\n${withholding.th}` : ''}\nขอบคุณที่ใช้บริการ`,
    `We received ${amount.en} for booking ${number} on ${at.en}.${confirmed ? '\nYour booking is confirmed.' : ''}${withholding ? `\n${withholding.en}` : ''}\nThank you.`,
  );
  sendPaymentMail(
    ctx,
    to,
    booking,
    payment.uuid,
    text(`ได้รับชำระเงินสำหรับการจอง ${number}`, `Payment received for booking ${number}`),
    body,
  );
};

/** Why a payment can no longer be paid, or undefined when it can. */
const refusalOf = (ctx: SandboxContext, payment: PaymentRow): string | undefined => {
  const now = ctx.now();
  const status = paymentStatus(payment, now);
  if (status === 'failed') return 'This payment has failed; start a new one.';
  if (status === 'expired') return 'This payment has expired; start a new one.';
  const booking = findBooking(ctx.store, payment.booking_id) as BookingRow;
  if (statusOf(booking, now) !== 'awaiting_payment' && statusOf(booking, now) !== 'confirmed') {
    return 'The booking of this payment is no longer open.';
  }
  return paysSettledInvoice(ctx.store, payment.uuid)
    ? 'An invoice of this payment was already paid.'
    : undefined;
};

/**
 * Confirms a payment as the bank would: its invoices are paid, and the booking is confirmed once
 * nothing due by today is left unpaid. Paying twice is harmless; the second call changes nothing.
 */
export const settlePayment = (ctx: SandboxContext, uuid: string): Settlement => {
  const now = ctx.now();
  // A lapsed extension's bills are void before its payment is looked at: paying them is refused.
  sweepExpiredExtensions(ctx);
  const outcome = ctx.store.transaction(() => {
    const payment = findPayment(ctx.store, uuid);
    if (!payment) throw httpFailure('not_found', `No payment has uuid ${uuid}.`);
    if (payment.status === 'paid') return { payment, fresh: false };
    const refusal = refusalOf(ctx, payment);
    if (refusal) {
      // An expired payment stays expired; one that can never succeed now has failed.
      failLivePayment(ctx.store, uuid, now);
      return { payment, refusal };
    }
    markPaymentPaid(ctx.store, uuid, now);
    recordWithholdings(ctx, payment);
    payInvoicesOfPayment(ctx.store, uuid, now);
    const booking = findBooking(ctx.store, payment.booking_id) as BookingRow;
    if (booking.status === 'awaiting_payment' && dueInvoices(invoiceRows(ctx, booking), now).length === 0) {
      confirmBooking(ctx.store, booking.id, now);
    }
    confirmPaidExtensions(ctx, booking.id);
    return { payment, fresh: true };
  });
  if (outcome.refusal !== undefined) throw httpFailure('conflict', outcome.refusal);
  const payment = findPayment(ctx.store, uuid) as PaymentRow;
  const booking = findBooking(ctx.store, payment.booking_id) as BookingRow;
  if (outcome.fresh) {
    // Listeners hear of it first: rendering the receipts for the mail takes a moment.
    ctx.events.paid(uuid);
    mailReceipt(ctx, payment, booking);
  }
  return { payment, booking };
};

/** Marks a pending payment failed (a declined card, a bank refusal). */
export const failPayment = (ctx: SandboxContext, uuid: string): PaymentRow => {
  const payment = findPayment(ctx.store, uuid);
  if (!payment) throw httpFailure('not_found', `No payment has uuid ${uuid}.`);
  if (payment.status === 'paid') throw httpFailure('conflict', 'This payment is already paid.');
  markPaymentFailed(ctx.store, uuid);
  return findPayment(ctx.store, uuid) as PaymentRow;
};
