import { REPAYMENT_METHODS, type ReplyOf, type RequestOf } from '@self-storage/core';
import { requireCustomer } from '../accounts/sessions.ts';
import type { Call, SandboxContext } from '../context.ts';
import { refuse } from '../errors.ts';
import { text } from '../language/text.ts';
import { OK, ok } from '../reply.ts';
import { type BookingRow, bookingView } from './view.ts';

/** One of the token's bookings; another customer's booking is as absent as a missing one. */
export const currentService = (
  ctx: SandboxContext,
  body: RequestOf<'currentService'>,
  call: Call,
): ReplyOf<'currentService'> => {
  const customerId = requireCustomer(ctx, body.token);
  const row = ctx.store.get<BookingRow>(
    'SELECT * FROM bookings WHERE id = ? AND customer_id = ?',
    body.customer_service_id,
    customerId,
  );
  if (!row)
    throw refuse(
      'not_found',
      text(
        `ไม่พบการจองหมายเลข ${body.customer_service_id} ของบัญชีนี้`,
        `No booking ${body.customer_service_id} was found for this account.`,
      ),
    );
  return ok(call, OK, {
    success: true,
    sec_data: { data: bookingView(ctx, row, call.language) },
    availableMethods: REPAYMENT_METHODS.map((id) => ({ id })),
  });
};

/** The customer's bookings, newest first. */
export const bookingService = (
  ctx: SandboxContext,
  body: RequestOf<'bookingService'>,
  call: Call,
): ReplyOf<'bookingService'> => {
  const customerId = requireCustomer(ctx, body.token);
  const rows = ctx.store.all<BookingRow>(
    'SELECT * FROM bookings WHERE customer_id = ? ORDER BY id DESC',
    customerId,
  );
  return ok(call, OK, { datas: rows.map((row) => bookingView(ctx, row, call.language)) });
};
