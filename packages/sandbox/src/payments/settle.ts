import { bookingDetailPath } from '@self-storage/core/flow';
import { fromSatang, toSatang } from '@self-storage/core/money';
import { recordBill, recordBooking } from '../bookings/events.ts';
import { confirmPaidExtensions } from '../bookings/extend.ts';
import { sweepExpiredExtensions } from '../bookings/rental-state.ts';
import { mailAccessRestored, restorePaidAccess } from '../bookings/restore-access.ts';
import { dueInvoices, invoiceRows, owesBills, statusOf } from '../bookings/view.ts';
import type { SandboxContext } from '../context.ts';
import { type BookingRow, confirmBooking, findBooking } from '../data/bookings.ts';
import { payInvoicesOfPayment } from '../data/invoices.ts';
import {
  failLivePayment,
  findPayment,
  invoiceIdsOfPayment,
  markPaymentFailed,
  markPaymentPaid,
  type PaymentRow,
  paysSettledInvoice,
} from '../data/payments.ts';
import { httpFailure } from '../errors.ts';
import { statementOf } from '../ledger/statement.ts';
import { recipientOf } from '../mail/recipient.ts';
import { paymentReceivedMail } from '../mail/templates/payment-received.ts';
import { originsOf } from '../origins.ts';
import { receiptsOfPayment } from '../receipts/receipt-mail.ts';
import { certificateDue } from '../tax/certificate-due.ts';
import { recordWithholdings, withholdingOfPayment } from '../tax/withholding.ts';
import { paymentStatus } from './payments.ts';

const paymentData = (payment: PaymentRow) => ({
  uuid: payment.uuid,
  amount: fromSatang(payment.amount_satang),
});

export interface Settlement {
  payment: PaymentRow;
  booking: BookingRow;
}

const mailReceipt = (ctx: SandboxContext, payment: PaymentRow, booking: BookingRow): void => {
  const to = recipientOf(ctx, booking.customer_id);
  if (!to) return;
  const attachments = receiptsOfPayment(ctx, payment.uuid, booking.customer_id, to.language);
  const withholding = withholdingOfPayment(ctx, payment);
  const paid = new Set(invoiceIdsOfPayment(ctx.store, payment.uuid));
  ctx.mailer.send({
    to: to.email,
    ...paymentReceivedMail(to, {
      bookingNumber: booking.booking_number,
      amount: payment.amount_satang,
      paidAt: ctx.now(),
      confirmed: booking.status === 'confirmed',
      corporate: to.corporate,
      withholding: withholding && { figures: withholding, certificateDue: certificateDue(ctx.now()) },
      receipts: attachments.length > 0,
      bills: statementOf(ctx, booking)
        .bills.filter((bill) => paid.has(bill.id))
        .map((bill) => ({
          n: bill.n,
          of: bill.of,
          extension: bill.part.kind === 'extension',
          start: bill.period.start_date,
          end: bill.period.end_date,
          amount: toSatang(bill.amount),
        })),
      bookingUrl: `${originsOf(ctx).web}${bookingDetailPath(booking.id)}`,
    }),
    attachments,
  });
};

/** Why a payment can no longer be paid, or undefined when it can. */
const refusalOf = (ctx: SandboxContext, payment: PaymentRow): string | undefined => {
  const now = ctx.now();
  const status = paymentStatus(payment, now);
  if (status === 'failed') return 'This payment has failed; start a new one.';
  if (status === 'expired') return 'This payment has expired; start a new one.';
  const booking = findBooking(ctx.store, payment.booking_id) as BookingRow;
  if (!owesBills(statusOf(booking, now))) {
    return 'The booking of this payment is no longer open.';
  }
  return paysSettledInvoice(ctx.store, payment.uuid)
    ? 'An invoice of this payment was already paid.'
    : undefined;
};

/**
 * Confirms a payment as the bank would: its invoices are paid, the booking is confirmed once
 * nothing due by today is left unpaid, and a suspended one has its access back once nothing is
 * overdue. Paying twice is harmless; the second call changes nothing.
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
      const live = paymentStatus(payment, now) === 'pending';
      failLivePayment(ctx.store, uuid, now);
      if (live) recordBooking(ctx, 'payment.failed', payment.booking_id, { payment: paymentData(payment) });
      return { payment, refusal };
    }
    markPaymentPaid(ctx.store, uuid, now);
    recordWithholdings(ctx, payment);
    payInvoicesOfPayment(ctx.store, uuid, now);
    for (const id of invoiceIdsOfPayment(ctx.store, uuid)) recordBill(ctx, 'bill.paid', id);
    const booking = findBooking(ctx.store, payment.booking_id) as BookingRow;
    if (booking.status === 'awaiting_payment' && dueInvoices(invoiceRows(ctx, booking), now).length === 0) {
      confirmBooking(ctx.store, booking.id, now);
      recordBooking(ctx, 'booking.paid', booking.id, {});
    }
    confirmPaidExtensions(ctx, booking.id);
    const restored = restorePaidAccess(ctx, booking);
    if (restored) recordBooking(ctx, 'rental.restored', booking.id, {});
    return { payment, fresh: true, restored };
  });
  if (outcome.refusal !== undefined) throw httpFailure('conflict', outcome.refusal);
  const payment = findPayment(ctx.store, uuid) as PaymentRow;
  const booking = findBooking(ctx.store, payment.booking_id) as BookingRow;
  if (outcome.fresh) {
    // Listeners hear of it first: rendering the receipts for the mail takes a moment.
    ctx.events.paid(uuid);
    mailReceipt(ctx, payment, booking);
    if (outcome.restored) mailAccessRestored(ctx, booking);
  }
  return { payment, booking };
};

/** Marks a pending payment failed (a declined card, a bank refusal). */
export const failPayment = (ctx: SandboxContext, uuid: string): PaymentRow => {
  const payment = findPayment(ctx.store, uuid);
  if (!payment) throw httpFailure('not_found', `No payment has uuid ${uuid}.`);
  if (payment.status === 'paid') throw httpFailure('conflict', 'This payment is already paid.');
  markPaymentFailed(ctx.store, uuid);
  if (payment.status !== 'failed') {
    recordBooking(ctx, 'payment.failed', payment.booking_id, { payment: paymentData(payment) });
  }
  return findPayment(ctx.store, uuid) as PaymentRow;
};
