import { addDays, today as bangkokToday, countDays } from '@self-storage/core/dates';
import type { SandboxContext } from '../context.ts';
import { lastAttemptOf } from '../data/autopay.ts';
import { type BookingRow, findBooking, suspendBooking } from '../data/bookings.ts';
import { recordReminder, remindersOf } from '../data/invoice-reminders.ts';
import { type UnpaidBill, unpaidBillsDue } from '../data/invoices.ts';
import type { MailParts, Reader } from '../mail/customer-mail.ts';
import { recipientOf } from '../mail/recipient.ts';
import { accessSuspendedMail } from '../mail/templates/access-suspended.ts';
import { type Arrears, billDueMail, billOverdueMail } from '../mail/templates/bill-reminders.ts';
import { originsOf } from '../origins.ts';
import { recordBill } from './events.ts';
import { addPin } from './pins.ts';
import { liftUnowedSuspensions } from './restore-access.ts';
import { kioskReferenceOf, statusOf } from './view.ts';

/**
 * The overdue policy of instalment bookings (docs/sandbox.md): a bill unpaid on its due date is
 * reminded that day and again 3 days later, each naming the day access is suspended; 7 days after
 * its due date (the grace period) access is suspended. The bills stay owed and the unit stays held
 * with the goods inside; paying what is overdue restores access (bookings/restore-access.ts).
 */
export const OVERDUE_REMINDER_DAYS = 3;
/**
 * Shorter than a rent month, the least any bill pays for (core's `billCountFor`): an unpaid bill
 * suspends access while the period it should have paid for still runs.
 */
export const GRACE_DAYS = 7;
/** The terms of use: arrears unpaid this many days after a suspension let the goods be removed. */
export const REMOVAL_NOTICE_DAYS = 30;

/** The policy's steps in order; a bill takes each at most once. */
const STEPS = ['due', 'overdue', 'suspended'] as const;
type Step = (typeof STEPS)[number];

/** The event each step records, for integrators: the bill's, or the rental's suspension. */
const EVENT_OF_STEP = {
  due: 'bill.due',
  overdue: 'bill.overdue',
  suspended: 'rental.suspended',
} as const satisfies Record<Step, string>;

/** The latest step due for a bill `late` days past its due date (0 on the day). */
const stepAt = (late: number): Step =>
  late >= GRACE_DAYS ? 'suspended' : late >= OVERDUE_REMINDER_DAYS ? 'overdue' : 'due';

/**
 * Whether the bill had this step or a later one. After a jump of the clock only the latest step
 * due is taken, and once a later step was taken an earlier one (the clock moved back) no longer
 * matters.
 */
const taken = (ctx: SandboxContext, invoiceId: number, step: Step): boolean =>
  remindersOf(ctx.store, invoiceId).some((kind) => STEPS.indexOf(kind as Step) >= STEPS.indexOf(step));

/** A re-payment link with a pin of its own (the mailed pin cannot be read back from its hash). */
const paymentLink = (ctx: SandboxContext, bookingId: number): string =>
  `${originsOf(ctx).web}/?${new URLSearchParams({ action: 'payment', ser: String(bookingId), p: addPin(ctx.store, bookingId) })}`;

const arrearsOf = (
  ctx: SandboxContext,
  booking: BookingRow,
  bills: readonly [UnpaidBill, ...UnpaidBill[]],
  suspendOn: string,
): Arrears => ({
  bookingNumber: booking.booking_number,
  bills: bills.map((b) => ({
    installmentNo: b.installment_no,
    amount: b.amount_satang,
    dueDate: b.due_date,
  })) as [Arrears['bills'][0], ...Arrears['bills']],
  suspendOn,
  kioskReference: kioskReferenceOf(booking, statusOf(booking, ctx.now())) ?? booking.booking_number,
  payUrl: paymentLink(ctx, booking.id),
});

/**
 * Whether autopay's failure mail already told the customer of this bill, with the same amount,
 * dates and link: a failed charge on the due date makes that day's reminder a second mail.
 */
const toldByAutopay = (ctx: SandboxContext, step: Step, invoiceId: number): boolean => {
  const outcome = lastAttemptOf(ctx.store, invoiceId)?.outcome;
  return step === 'due' && outcome !== undefined && outcome !== null && outcome !== 'paid';
};

/** Takes the step for the booking's oldest unpaid bill: its record, the suspension and the mail at once. */
const take = (ctx: SandboxContext, step: Step, bills: readonly [UnpaidBill, ...UnpaidBill[]]): void => {
  const [oldest] = bills;
  const to = recipientOf(ctx, oldest.customer_id);
  const now = ctx.now();
  ctx.store.transaction(() => {
    if (step === 'suspended') suspendBooking(ctx.store, oldest.booking_id, now);
    const booking = findBooking(ctx.store, oldest.booking_id) as BookingRow;
    recordReminder(ctx.store, oldest.invoice_id, step, now);
    recordBill(ctx, EVENT_OF_STEP[step], oldest.invoice_id);
    if (!to || toldByAutopay(ctx, step, oldest.invoice_id)) return;
    const write = (reader: Reader): MailParts => {
      if (step !== 'suspended') {
        const arrears = arrearsOf(ctx, booking, bills, addDays(oldest.due_date, GRACE_DAYS));
        return step === 'due' ? billDueMail(reader, arrears) : billOverdueMail(reader, arrears);
      }
      const today = bangkokToday(now);
      return accessSuspendedMail(reader, {
        ...arrearsOf(ctx, booking, bills, today),
        graceDays: GRACE_DAYS,
        removalDays: REMOVAL_NOTICE_DAYS,
        removalFrom: addDays(today, REMOVAL_NOTICE_DAYS),
      });
    };
    ctx.mailer.send({ to: to.email, ...write(to) });
  });
};

/** The bills of `unpaidBillsDue` by booking, each list oldest first. */
const byBooking = (bills: readonly UnpaidBill[]): (readonly [UnpaidBill, ...UnpaidBill[]])[] => {
  const groups = new Map<number, [UnpaidBill, ...UnpaidBill[]]>();
  for (const bill of bills) {
    const group = groups.get(bill.booking_id);
    if (group) group.push(bill);
    else groups.set(bill.booking_id, [bill]);
  }
  return [...groups.values()];
};

/**
 * Applies the policy to every confirmed booking with an unpaid bill due by today (Bangkok): the
 * oldest unpaid bill decides, and the latest step due for it is taken once. A booking is suspended
 * whenever a bill is unpaid 7 days past its due date, and stays so while anything is overdue.
 * Idempotent, run on a timer, when the test clock moves and before bookings are read.
 */
export const applyOverduePolicy = (ctx: SandboxContext): void => {
  const now = ctx.now();
  const today = bangkokToday(now);
  liftUnowedSuspensions(ctx);
  for (const bills of byBooking(unpaidBillsDue(ctx.store, today))) {
    const [oldest] = bills;
    const step = stepAt(countDays(oldest.due_date, today) - 1);
    if (!taken(ctx, oldest.invoice_id, step)) take(ctx, step, bills);
    // Mailed once, the suspension holds whenever it is due: also after access was restored while
    // the test clock was behind, by a payment of later bills alone.
    else if (step === 'suspended') suspendBooking(ctx.store, oldest.booking_id, now);
  }
};
