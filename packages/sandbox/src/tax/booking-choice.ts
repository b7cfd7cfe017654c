import type { ReplyOf, RequestOf } from '@self-storage/core';
import { requireCustomer } from '../accounts/sessions.ts';
import type { SandboxContext } from '../context.ts';
import { chooseWithholding, isCorporate, notForPersons } from './withholding.ts';

/**
 * booking-storage's `withholding` (an extension): a person asking for it is refused before the
 * booking is made; a company's new booking then pays its bills net of withholding.
 */
export const withWithholdingChoice = async (
  ctx: SandboxContext,
  body: RequestOf<'bookingStorage'>,
  create: () => ReplyOf<'bookingStorage'> | Promise<ReplyOf<'bookingStorage'>>,
): Promise<ReplyOf<'bookingStorage'>> => {
  if (body.withholding && !isCorporate(ctx, requireCustomer(ctx, body.token))) throw notForPersons();
  const reply = await create();
  if (body.withholding !== undefined && reply.response_code === 200) {
    chooseWithholding(
      ctx,
      requireCustomer(ctx, body.token),
      reply.sec_data.customerService_id,
      body.withholding,
    );
  }
  return reply;
};
