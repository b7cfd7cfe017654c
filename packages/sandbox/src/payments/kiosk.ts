import { dueInvoices, invoiceRows, kioskReferenceOf, owesBills, statusOf } from '../bookings/view.ts';
import type { SandboxContext } from '../context.ts';
import { bookingOfReferenceOrNumber } from '../data/bookings.ts';
import { httpFailure } from '../errors.ts';
import { createPayment } from './payments.ts';
import { type Settlement, settlePayment } from './settle.ts';

/**
 * A kiosk payment of a booking's kiosk reference (bookingView's `kiosk_reference`): it pays
 * exactly the bills due today, as a kiosk would, a suspended booking's too.
 */
export const payAtKiosk = (ctx: SandboxContext, reference: string): Settlement => {
  const booking = bookingOfReferenceOrNumber(ctx.store, reference);
  const now = ctx.now();
  const status = booking && statusOf(booking, now);
  if (
    !booking ||
    !status ||
    (booking.payment_reference !== reference && kioskReferenceOf(booking, status) !== reference)
  )
    throw httpFailure('not_found', `No booking has kiosk reference ${reference}.`);
  if (!owesBills(status))
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
