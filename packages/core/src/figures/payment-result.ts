import type { Booking } from '../contract/types.ts';
import type { Bill } from './bill-plan.ts';
import { bookingFigures } from './booking.ts';

/** What a payment's result says of its booking, in satang. */
export interface PaymentResult {
  /** What this payment paid: the bills it named, else the last bill paid. */
  justPaid: number;
  /** What is still owed after it: the pending bills. */
  remaining: number;
  /** The next pending bill with its due date, if any. */
  nextBill: Bill | undefined;
}

/**
 * The amount just paid and what remains, rather than the running total. A result page reached
 * without the paid bills' ids (a card page's return, a reload) reads the last bill paid.
 */
export const paymentResult = (booking: Booking, paidInvoiceIds?: readonly number[]): PaymentResult => {
  const figures = bookingFigures(booking);
  const paid = figures.bills.filter((bill) => bill.status === 'paid');
  const named = paidInvoiceIds ? paid.filter((bill) => paidInvoiceIds.includes(bill.id)) : paid.slice(-1);
  return {
    justPaid: named.reduce((sum, bill) => sum + bill.amount, 0),
    remaining: figures.balance,
    nextBill: figures.nextBill,
  };
};

/** A confirmed booking with nothing due now: a payment page has nothing left to take. */
export const isPaidUp = (booking: Booking): boolean =>
  booking.status === 'confirmed' && bookingFigures(booking).dueNow === 0;

/** A booking already confirmed: what it pays now is a later bill, not the hold on its unit. */
export const isLaterBill = (booking: Booking): boolean => booking.status === 'confirmed';

/** The bill a payment of a confirmed booking pays first: its place in the plan and due date. */
export interface BillDue extends Bill {
  /** 1-based, of `count` bills that are not void. */
  number: number;
  count: number;
}

/**
 * The bill a later bill's payment page names: the first the server says is due now
 * (`due_invoice_ids`), else the earliest pending one; undefined when none is.
 */
export const billDue = (booking: Booking): BillDue | undefined => {
  const { bills } = bookingFigures(booking);
  const due = bills.findIndex((bill) => booking.due_invoice_ids.includes(bill.id));
  const index = due >= 0 ? due : bills.findIndex((bill) => bill.status === 'pending');
  const bill = bills[index];
  return bill ? { amount: bill.amount, due: bill.due, number: index + 1, count: bills.length } : undefined;
};
