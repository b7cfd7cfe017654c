import { addDays } from '@self-storage/core/dates';
import { buildPaymentLink } from '@self-storage/core/links';
import { fromSatang } from '@self-storage/core/money';
import { recordBooking } from '../bookings/events.ts';
import { GRACE_DAYS } from '../bookings/overdue.ts';
import { addPin } from '../bookings/pins.ts';
import type { SandboxContext } from '../context.ts';
import {
  attemptTaken,
  autopayBookings,
  insertAttempt,
  lastAttemptOf,
  settleAttempt,
} from '../data/autopay.ts';
import { type CardRow, findCard } from '../data/cards.ts';
import { findInvoice, type UnpaidBill, unpaidBillsOf } from '../data/invoices.ts';
import { insertPayment, type PaymentRow } from '../data/payments.ts';
import { nextTryDate, tryDue } from '../ledger/autopay-schedule.ts';
import { recipientOf } from '../mail/recipient.ts';
import { autopayFailedMail } from '../mail/templates/autopay-failed.ts';
import { originsOf } from '../origins.ts';
import { newPayment, payableInvoices } from '../payments/payments.ts';
import { failPayment, settlePayment } from '../payments/settle.ts';
import { bangkokDate } from '../time.ts';
import { chargeOutcome } from './outcome.ts';

const billOf = (ctx: SandboxContext, invoiceId: number) => {
  const bill = findInvoice(ctx.store, invoiceId);
  if (!bill) throw new Error(`invoice ${invoiceId} is missing`);
  return {
    id: bill.id,
    installment_no: bill.installment_no,
    amount: fromSatang(bill.amount_satang),
    due_date: bill.due_date,
    status: bill.status,
  };
};

const paymentData = (payment: PaymentRow) => ({
  uuid: payment.uuid,
  amount: fromSatang(payment.amount_satang),
});

/**
 * Claims the try and opens its card payment in one transaction: the try's key (bill, try) is
 * written with the payment, so however many sweeps or clock moves reach the bill, one payment is
 * made per try. Undefined when the try was already made.
 */
const claim = (ctx: SandboxContext, bill: UnpaidBill, attempt: number, card: CardRow): string | undefined => {
  const payable = payableInvoices(ctx, bill.customer_id, [bill.invoice_id]);
  return ctx.store.transaction(() => {
    if (attemptTaken(ctx.store, bill.invoice_id, attempt)) return undefined;
    const payment = newPayment(ctx, 'card', bill.customer_id, payable);
    insertPayment(ctx.store, payment, payable.invoiceIds);
    insertAttempt(ctx.store, {
      invoice_id: bill.invoice_id,
      attempt,
      booking_id: bill.booking_id,
      payment_uuid: payment.uuid,
      brand: card.brand,
      last4: card.last4,
      at: ctx.now(),
    });
    return payment.uuid;
  });
};

const mailFailure = (
  ctx: SandboxContext,
  bill: UnpaidBill,
  card: CardRow,
  reason: Parameters<typeof autopayFailedMail>[1]['reason'],
  nextRetry: string | null,
): void => {
  const to = recipientOf(ctx, bill.customer_id);
  if (!to) return;
  const payUrl = buildPaymentLink({
    baseUrl: `${originsOf(ctx).web}/`,
    ser: bill.booking_id,
    p: addPin(ctx.store, bill.booking_id),
  });
  ctx.mailer.send({
    to: to.email,
    ...autopayFailedMail(to, {
      bookingNumber: bill.booking_number,
      installmentNo: bill.installment_no,
      amount: bill.amount_satang,
      dueDate: bill.due_date,
      brand: card.brand,
      last4: card.last4,
      reason,
      nextRetry,
      suspendOn: addDays(bill.due_date, GRACE_DAYS),
      payUrl,
    }),
  });
};

/** One try of a bill: paid (its receipt mailed by the settlement), or failed and mailed at once. */
const charge = (ctx: SandboxContext, bill: UnpaidBill, attempt: number, card: CardRow): void => {
  const uuid = claim(ctx, bill, attempt, card);
  if (uuid === undefined) return;
  const today = bangkokDate(ctx.now());
  const outcome = chargeOutcome(card, today);
  const about = { attempt, card: { brand: card.brand, last4: card.last4 } };
  if (outcome === 'paid') {
    const { payment } = settlePayment(ctx, uuid);
    settleAttempt(ctx.store, bill.invoice_id, attempt, 'paid', null);
    recordBooking(ctx, 'autopay.charged', bill.booking_id, {
      ...about,
      bill: billOf(ctx, bill.invoice_id),
      payment: paymentData(payment),
    });
    return;
  }
  const payment = failPayment(ctx, uuid);
  const nextRetry = nextTryDate(bill.due_date, today);
  settleAttempt(ctx.store, bill.invoice_id, attempt, outcome, nextRetry);
  recordBooking(ctx, 'autopay.failed', bill.booking_id, {
    ...about,
    bill: billOf(ctx, bill.invoice_id),
    payment: paymentData(payment),
    reason: outcome,
    next_retry: nextRetry,
  });
  mailFailure(ctx, bill, card, outcome, nextRetry);
};

/**
 * Charges every bill due by today (Bangkok) of each booking with autopay on, oldest first: its
 * first try once due, each retry once its day has come, each try once. A jump of the clock makes
 * one try per bill however far it goes. Idempotent, run with the other due policies before the
 * overdue policy, which then finds the bills paid.
 */
export const chargeDueBills = (ctx: SandboxContext): void => {
  const today = bangkokDate(ctx.now());
  for (const { booking_id, card_id } of autopayBookings(ctx.store)) {
    // Removing a card removes the autopay that used it: the row's card is there.
    const card = findCard(ctx.store, card_id) as CardRow;
    for (const bill of unpaidBillsOf(ctx.store, booking_id, today)) {
      const attempt = tryDue(lastAttemptOf(ctx.store, bill.invoice_id), today);
      if (attempt > 0) charge(ctx, bill, attempt, card);
    }
  }
};
