import { today } from '@self-storage/core/dates';
import type { SandboxContext } from '../context.ts';
import { type BookingRow, findOwnBooking } from '../data/bookings.ts';
import { refuse } from '../errors.ts';
import { text } from '../language/text.ts';
import { statusOf } from './view.ts';

/** One of the caller's bookings; another customer's is as absent as a missing one. */
export const ownBooking = (ctx: SandboxContext, customerId: number, id: number): BookingRow => {
  const row = findOwnBooking(ctx.store, id, customerId);
  if (!row) throw refuse('not_found', text('server.replies.bookings.noBooking', { id }));
  return row;
};

/** A paid rental not yet over: the only kind a customer may extend or give notice on. */
export const requireRunning = (ctx: SandboxContext, row: BookingRow): void => {
  const status = statusOf(row, ctx.now());
  if (status !== 'confirmed') {
    throw refuse(
      'conflict',
      status === 'awaiting_payment'
        ? text('server.replies.bookings.payBookingFirst')
        : text('server.replies.bookings.notRunning'),
    );
  }
  if (row.end_date < today(ctx.now())) throw refuse('conflict', text('server.replies.bookings.rentalEnded'));
};
