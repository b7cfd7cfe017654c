import { addDays, today as bangkokToday } from '@self-storage/core/dates';
import { bookingDetailPath } from '@self-storage/core/flow';
import type { SandboxContext } from '../context.ts';
import { type BookingRow, liftSuspension, suspendedBookingIds } from '../data/bookings.ts';
import { unpaidBillsOf } from '../data/invoices.ts';
import { recipientOf } from '../mail/recipient.ts';
import { accessRestoredMail } from '../mail/templates/access-suspended.ts';
import { originsOf } from '../origins.ts';
import { statusOf } from './view.ts';

/** No bill of the booking due before today is unpaid. */
const nothingOverdue = (ctx: SandboxContext, bookingId: number): boolean =>
  unpaidBillsOf(ctx.store, bookingId, addDays(bangkokToday(ctx.now()), -1)).length === 0;

/**
 * Lifts the booking's suspension once nothing is overdue: run where a payment is settled, in its
 * transaction. True when access was suspended until now (a suspension dated after a reset
 * clock's now had not begun: lifting it says nothing).
 */
export const restorePaidAccess = (ctx: SandboxContext, booking: BookingRow): boolean => {
  if (booking.suspended_at == null || !nothingOverdue(ctx, booking.id)) return false;
  liftSuspension(ctx.store, booking.id);
  return statusOf(booking, ctx.now()) === 'suspended';
};

/**
 * Ends the suspensions with nothing overdue by the clock: moved back behind the bills that
 * caused them, it finds them not yet owed. Part of the overdue policy's sweep.
 */
export const liftUnowedSuspensions = (ctx: SandboxContext): void => {
  for (const id of suspendedBookingIds(ctx.store, ctx.now())) {
    if (nothingOverdue(ctx, id)) liftSuspension(ctx.store, id);
  }
};

export const mailAccessRestored = (ctx: SandboxContext, booking: BookingRow): void => {
  const to = recipientOf(ctx, booking.customer_id);
  if (!to) return;
  ctx.mailer.send({
    to: to.email,
    ...accessRestoredMail(to, {
      bookingNumber: booking.booking_number,
      bookingUrl: `${originsOf(ctx).web}${bookingDetailPath(booking.id)}`,
    }),
  });
};
