import { addDays, today as bangkokToday } from '@self-storage/core/dates';
import { bookingDetailPath } from '@self-storage/core/flow';
import type { SandboxContext } from '../context.ts';
import { type BookingRow, liftSuspension } from '../data/bookings.ts';
import { unpaidBillsOf } from '../data/invoices.ts';
import { recipientOf } from '../mail/recipient.ts';
import { accessRestoredMail } from '../mail/templates/access-suspended.ts';
import { originsOf } from '../origins.ts';
import { statusOf } from './view.ts';

/**
 * Lifts the booking's suspension once no bill due before today is unpaid: run where a payment is
 * settled, in its transaction. True when access was suspended until now (a suspension dated after
 * a reset clock's now had not begun: lifting it says nothing).
 */
export const restorePaidAccess = (ctx: SandboxContext, booking: BookingRow): boolean => {
  if (booking.suspended_at == null) return false;
  const yesterday = addDays(bangkokToday(ctx.now()), -1);
  if (unpaidBillsOf(ctx.store, booking.id, yesterday).length > 0) return false;
  liftSuspension(ctx.store, booking.id);
  return statusOf(booking, ctx.now()) === 'suspended';
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
