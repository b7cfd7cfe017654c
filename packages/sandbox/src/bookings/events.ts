import type { EventType, Invoice } from '@self-storage/core';
import { fromSatang } from '@self-storage/core/money';
import type { SandboxContext } from '../context.ts';
import { type BookingRow, findBooking } from '../data/bookings.ts';
import { unrecordedExpiries } from '../data/events.ts';
import { findInvoice } from '../data/invoices.ts';
import { type EventData, record } from '../events/record.ts';
import { bookingView } from './view.ts';

/*
 * The events of a rental, each with the booking as the API shows it after the change (in English
 * where a name has a language: an integrator's server has no Accept-Language of its own).
 */

/** Records an event of the booking, with what else its type carries. */
export const recordBooking = <T extends EventType>(
  ctx: SandboxContext,
  type: T,
  bookingId: number,
  extra: Omit<EventData<T>, 'booking'>,
  onceKey?: string,
): void => {
  const row = findBooking(ctx.store, bookingId) as BookingRow;
  // Omit<> of a union member does not give the member back to the checker; it is the same shape.
  const data = { ...extra, booking: bookingView(ctx, row, 'en') } as unknown as EventData<T>;
  record(ctx, type, data, onceKey);
};

/** The bill as the API shows it. */
const billView = (ctx: SandboxContext, invoiceId: number): { bookingId: number; bill: Invoice } => {
  const bill = findInvoice(ctx.store, invoiceId);
  if (!bill) throw new Error(`invoice ${invoiceId} is missing`);
  return {
    bookingId: bill.booking_id,
    bill: {
      id: bill.id,
      installment_no: bill.installment_no,
      amount: fromSatang(bill.amount_satang),
      due_date: bill.due_date,
      status: bill.status,
    },
  };
};

/** Records an event about one bill of a booking. */
export const recordBill = (
  ctx: SandboxContext,
  type: 'bill.due' | 'bill.overdue' | 'bill.paid' | 'rental.suspended',
  invoiceId: number,
): void => {
  const { bookingId, bill } = billView(ctx, invoiceId);
  recordBooking(ctx, type, bookingId, { bill });
};

/** Records the expiry of each hold that lapsed unpaid since the last look; once per booking. */
export const recordExpiries = (ctx: SandboxContext): void => {
  for (const id of unrecordedExpiries(ctx.store, ctx.now())) {
    recordBooking(ctx, 'booking.expired', id, {}, `booking.expired:${id}`);
  }
};

/** Records a tax invoice issued for a paid bill. */
export const recordTaxInvoice = (ctx: SandboxContext, number: string, invoiceId: number): void => {
  const { bookingId } = billView(ctx, invoiceId);
  recordBooking(ctx, 'tax_invoice.issued', bookingId, { tax_invoice: { number, bill_id: invoiceId } });
};
