import type { SandboxContext } from '../context.ts';
import { type BookingRow, findBooking, setBookingStatus } from '../data/bookings.ts';
import { voidPendingInvoices } from '../data/invoices.ts';
import { freeDays } from '../data/unit-days.ts';
import { httpFailure } from '../errors.ts';
import { recordBooking } from './events.ts';
import { statusOf } from './view.ts';

/** Cancels a booking as customer service would: unpaid invoices are void and the unit is free. */
export const cancelBooking = (ctx: SandboxContext, id: number): BookingRow => {
  const booking = findBooking(ctx.store, id);
  if (!booking) throw httpFailure('not_found', `No booking has customer_service_id ${id}.`);
  const status = statusOf(booking, ctx.now());
  if (status === 'expired')
    throw httpFailure('conflict', `Booking ${booking.booking_number} has already expired.`);
  ctx.store.transaction(() => {
    setBookingStatus(ctx.store, id, 'cancelled');
    voidPendingInvoices(ctx.store, id);
    freeDays(ctx.store, id);
    recordBooking(ctx, 'booking.cancelled', id, {});
  });
  return findBooking(ctx.store, id) as BookingRow;
};
