import { REPAYMENT_METHODS, type ReplyOf, type RequestOf } from '@self-storage/core';
import { requireCustomer } from '../accounts/sessions.ts';
import type { Call, SandboxContext } from '../context.ts';
import { OK, ok } from '../reply.ts';
import { ownBooking } from './own.ts';
import { bookingView } from './view.ts';

/** One of the token's bookings; another customer's booking is as absent as a missing one. */
export const currentService = (
  ctx: SandboxContext,
  body: RequestOf<'currentService'>,
  call: Call,
): ReplyOf<'currentService'> => {
  const customerId = requireCustomer(ctx, body.token);
  const row = ownBooking(ctx, customerId, body.customer_service_id);
  return ok(call, OK, {
    success: true,
    sec_data: { data: bookingView(ctx, row, call.language) },
    availableMethods: REPAYMENT_METHODS.map((id) => ({ id })),
  });
};
