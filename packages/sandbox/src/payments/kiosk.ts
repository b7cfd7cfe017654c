import { dueInvoices, invoiceRows, isOpen, statusOf } from '../bookings/view.ts';
import type { SandboxContext } from '../context.ts';
import { bookingOfReference } from '../data/bookings.ts';
import { httpFailure } from '../errors.ts';
import { createPayment } from './payments.ts';
import { type Settlement, settlePayment } from './settle.ts';

/** A kiosk payment of a booking's reference: it pays whatever is due today, as a kiosk would. */
export const payAtKiosk = (ctx: SandboxContext, reference: string): Settlement => {
  const booking = bookingOfReference(ctx.store, reference);
  if (!booking) throw httpFailure('not_found', `No booking has kiosk reference ${reference}.`);
  const now = ctx.now();
  const status = statusOf(booking, now);
  if (!isOpen(status))
    throw httpFailure('conflict', `Booking ${booking.booking_number} is ${status}; it cannot be paid.`);
  const due = dueInvoices(invoiceRows(ctx, booking), now);
  if (due.length === 0) throw httpFailure('conflict', `Nothing is due on booking ${booking.booking_number}.`);
  const payment = createPayment(ctx, 'kiosk', booking.customer_id, {
    booking,
    invoiceIds: due.map((i) => i.id),
    amount: due.reduce((sum, i) => sum + i.amount_satang, 0),
  });
  return settlePayment(ctx, payment.uuid);
};
