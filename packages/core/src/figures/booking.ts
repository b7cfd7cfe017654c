import type { Booking, BookingStatus, Invoice } from '../contract/types.ts';
import { toSatang } from '../money/satang.ts';
import type { Bill } from './bill-plan.ts';

/** The catalogue key of each booking status's label (`@self-storage/locales`). */
export const BOOKING_STATUS_KEYS = {
  awaiting_payment: 'history.statuses.awaitingPayment',
  confirmed: 'history.statuses.confirmed',
  expired: 'history.statuses.expired',
  cancelled: 'history.statuses.cancelled',
  suspended: 'history.statuses.suspended',
} as const satisfies Record<BookingStatus, string>;

export type BookingStatusKey = (typeof BOOKING_STATUS_KEYS)[BookingStatus];

export const bookingStatusKey = (status: BookingStatus): BookingStatusKey => BOOKING_STATUS_KEYS[status];

/** The bookings still awaiting their first payment: what counts towards `MAX_UNPAID_BOOKINGS`. */
export const unpaidBookings = <B extends Pick<Booking, 'status'>>(bookings: readonly B[]): B[] =>
  bookings.filter((booking) => booking.status === 'awaiting_payment');

/**
 * Whether a booking's hold on its unit is over by `now` (ms): never paid, and past its payment
 * deadline (or already expired), so the unit is free for others to book. A confirmed booking's
 * unit is its own whatever a later bill's payment does.
 */
export const holdEnded = (booking: Pick<Booking, 'status' | 'payment_deadline'>, now: number): boolean =>
  booking.status === 'expired' ||
  (booking.status === 'awaiting_payment' && Date.parse(booking.payment_deadline) <= now);

/** Where an existing booking stands, in satang. */
export interface BookingFigures {
  /** What the booking costs in all: the service fee after discount plus the extra fees. */
  total: number;
  /** Sum of the paid bills. */
  paid: number;
  /** What is still owed: the pending bills. 0 once a booking has expired or been cancelled. */
  balance: number;
  /** The earliest pending bill, if any. */
  nextBill: Bill | undefined;
  /** Pending bills due by today: what a (re-)payment pays now (the booking's `amount_due`). */
  dueNow: number;
  /** Every bill that is not void, in order, with its state. */
  bills: readonly (Bill & { id: number; status: Invoice['status'] })[];
  statusKey: BookingStatusKey;
}

const sum = (amounts: readonly number[]): number => amounts.reduce((total, amount) => total + amount, 0);

/** The one reading of a booking into total, paid, balance and next bill (history, re-payment). */
export const bookingFigures = (booking: Booking): BookingFigures => {
  const bills = [...booking.invoices]
    .filter((invoice) => invoice.status !== 'void')
    .sort((a, b) => a.installment_no - b.installment_no)
    .map((invoice) => ({
      id: invoice.id,
      amount: toSatang(invoice.amount),
      due: invoice.due_date,
      status: invoice.status,
    }));
  const pending = bills.filter((bill) => bill.status === 'pending');
  const { details } = booking.summary;
  const next = pending[0];
  return {
    total: toSatang(details.serviceFee.amount) + sum(details.extraFee.map((fee) => toSatang(fee.amount))),
    paid: sum(bills.filter((bill) => bill.status === 'paid').map((bill) => bill.amount)),
    balance: sum(pending.map((bill) => bill.amount)),
    nextBill: next ? { amount: next.amount, due: next.due } : undefined,
    dueNow: toSatang(booking.amount_due),
    bills,
    statusKey: bookingStatusKey(booking.status),
  };
};
