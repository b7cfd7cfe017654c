import type { ReplyOf, RequestOf } from '@self-storage/core';
import { requireCustomer } from '../accounts/sessions.ts';
import { bookingView } from '../bookings/view.ts';
import type { Call, SandboxContext } from '../context.ts';
import { bookingsOfCustomer } from '../data/bookings.ts';
import { OK, ok } from '../reply.ts';
import { statementOf } from './statement.ts';

/**
 * The customer's bookings, newest first, each with its statement: a history shows every
 * booking's figures as its account has them, in one call rather than one per booking.
 */
export const bookingService = (
  ctx: SandboxContext,
  body: RequestOf<'bookingService'>,
  call: Call,
): ReplyOf<'bookingService'> => {
  const customerId = requireCustomer(ctx, body.token);
  const rows = bookingsOfCustomer(ctx.store, customerId);
  return ok(call, OK, {
    datas: rows.map((row) => bookingView(ctx, row, call.language)),
    statements: rows.map((row) => statementOf(ctx, row)),
  });
};
