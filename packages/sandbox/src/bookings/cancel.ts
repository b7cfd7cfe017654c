import type { SandboxContext } from '../context.ts';
import { httpFailure } from '../errors.ts';
import { type BookingRow, findBooking, statusOf } from './view.ts';

/** Cancels a booking as customer service would: unpaid invoices are void and the unit is free. */
export const cancelBooking = (ctx: SandboxContext, id: number): BookingRow => {
  const booking = findBooking(ctx.store, id);
  if (!booking) throw httpFailure('not_found', `No booking has customer_service_id ${id}.`);
  const status = statusOf(booking, ctx.now());
  if (status === 'expired')
    throw httpFailure('conflict', `Booking ${booking.booking_number} has already expired.`);
  ctx.store.transaction(() => {
    ctx.store.run(`UPDATE bookings SET status = 'cancelled' WHERE id = ?`, id);
    ctx.store.run(`UPDATE invoices SET status = 'void' WHERE booking_id = ? AND status = 'pending'`, id);
    ctx.store.run('DELETE FROM unit_days WHERE booking_id = ?', id);
  });
  return findBooking(ctx.store, id) as BookingRow;
};
