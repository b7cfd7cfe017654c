import { addDays, today as bangkokToday, countDays } from '@self-storage/core/dates';
import type { SandboxContext } from '../context.ts';
import { suspendBooking } from '../data/bookings.ts';
import { recordReminder, reminderSent } from '../data/invoice-reminders.ts';
import { type UnpaidBill, unpaidBillsDue, voidPendingInvoices } from '../data/invoices.ts';
import { freeDaysFrom } from '../data/unit-days.ts';
import type { MailParts, Reader } from '../mail/customer-mail.ts';
import { recipientOf } from '../mail/recipient.ts';
import {
  billDueMail,
  billOverdueMail,
  bookingSuspendedMail,
  type UnpaidBillMail,
} from '../mail/templates/bill-reminders.ts';
import { originsOf } from '../origins.ts';
import { recordBill } from './events.ts';
import { addPin } from './pins.ts';

/**
 * The overdue policy of instalment bookings (docs/sandbox.md): a bill unpaid on its due date is
 * reminded that day and again 3 days later; 7 days after its due date (the grace period) the
 * booking is suspended: its unpaid bills are void and its unit is released from that bill's
 * first day on, the end of the period paid for.
 */
export const OVERDUE_REMINDER_DAYS = 3;
/**
 * Shorter than a rent month, the least any bill pays for (core's `billCountFor`): an unpaid bill
 * suspends the unit while the period it should have paid for still runs.
 */
export const GRACE_DAYS = 7;

const sentAlready = (ctx: SandboxContext, invoiceId: number, kind: string): boolean =>
  reminderSent(ctx.store, invoiceId, kind);

const EVENT_OF_REMINDER = {
  due: 'bill.due',
  overdue: 'bill.overdue',
  suspended: 'rental.suspended',
} as const;

const mail = (
  ctx: SandboxContext,
  bill: UnpaidBill,
  kind: keyof typeof EVENT_OF_REMINDER,
  write: (reader: Reader) => MailParts,
): void => {
  const to = recipientOf(ctx, bill.customer_id);
  ctx.store.transaction(() => {
    recordReminder(ctx.store, bill.invoice_id, kind, ctx.now());
    recordBill(ctx, EVENT_OF_REMINDER[kind], bill.invoice_id);
    if (to) ctx.mailer.send({ to: to.email, ...write(to) });
  });
};

/** A re-payment link with a pin of its own (the mailed pin cannot be read back from its hash). */
const paymentLink = (ctx: SandboxContext, bill: UnpaidBill): string =>
  `${originsOf(ctx).web}/?${new URLSearchParams({ action: 'payment', ser: String(bill.booking_id), p: addPin(ctx.store, bill.booking_id) })}`;

const billMail = (bill: UnpaidBill, payUrl: string): UnpaidBillMail => ({
  bookingNumber: bill.booking_number,
  installmentNo: bill.installment_no,
  amount: bill.amount_satang,
  dueDate: bill.due_date,
  payUrl,
});

const remindDue = (ctx: SandboxContext, bill: UnpaidBill, link: string): void =>
  mail(ctx, bill, 'due', (reader) => billDueMail(reader, billMail(bill, link)));

const remindOverdue = (ctx: SandboxContext, bill: UnpaidBill, link: string): void =>
  mail(ctx, bill, 'overdue', (reader) =>
    billOverdueMail(reader, { ...billMail(bill, link), payBy: addDays(bill.due_date, GRACE_DAYS - 1) }),
  );

const suspend = (ctx: SandboxContext, bill: UnpaidBill): void => {
  ctx.store.transaction(() => {
    suspendBooking(ctx.store, bill.booking_id, ctx.now());
    voidPendingInvoices(ctx.store, bill.booking_id);
    // Paid through the day before the unpaid bill's period: from its first day on, the unit is free.
    freeDaysFrom(ctx.store, bill.booking_id, bill.due_date);
  });
  mail(ctx, bill, 'suspended', (reader) =>
    bookingSuspendedMail(reader, {
      bookingNumber: bill.booking_number,
      installmentNo: bill.installment_no,
      dueDate: bill.due_date,
      graceDays: GRACE_DAYS,
      paidThrough: addDays(bill.due_date, -1),
    }),
  );
};

/**
 * Applies the policy to every confirmed booking with an unpaid bill due by today (Bangkok):
 * idempotent, run on a timer, when the test clock moves and before bookings are read.
 */
export const applyOverduePolicy = (ctx: SandboxContext): void => {
  const today = bangkokToday(ctx.now());
  const bills = unpaidBillsDue(ctx.store, today);
  const seen = new Set<number>();
  for (const bill of bills) {
    // The oldest unpaid bill of a booking decides; a later one waits its turn.
    if (seen.has(bill.booking_id)) continue;
    seen.add(bill.booking_id);
    const late = countDays(bill.due_date, today) - 1;
    if (late >= GRACE_DAYS) suspend(ctx, bill);
    else if (late >= OVERDUE_REMINDER_DAYS) {
      if (!sentAlready(ctx, bill.invoice_id, 'overdue')) remindOverdue(ctx, bill, paymentLink(ctx, bill));
    } else if (!sentAlready(ctx, bill.invoice_id, 'due')) remindDue(ctx, bill, paymentLink(ctx, bill));
  }
};
