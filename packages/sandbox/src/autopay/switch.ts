import type { ReplyOf, RequestOf } from '@self-storage/core';
import { requireCustomer } from '../accounts/sessions.ts';
import { ownBooking } from '../bookings/own.ts';
import { statusOf } from '../bookings/view.ts';
import type { Call, SandboxContext } from '../context.ts';
import { switchAutopayOff, switchAutopayOn } from '../data/autopay.ts';
import { cardsOfCustomer, findOwnCard } from '../data/cards.ts';
import { refuse } from '../errors.ts';
import { text } from '../language/text.ts';
import { autopayStateOf, billsLeft } from '../ledger/autopay-state.ts';
import { ok } from '../reply.ts';

/** The card autopay is to charge: the one named, else the default. */
const cardToCharge = (ctx: SandboxContext, customerId: number, cardId: number | undefined) => {
  if (cardId !== undefined) {
    const card = findOwnCard(ctx.store, cardId, customerId);
    if (!card) throw refuse('not_found', text('server.replies.autopay.noCard', { cardId }));
    return card;
  }
  const card = cardsOfCustomer(ctx.store, customerId).find((c) => c.is_default === 1);
  if (!card) {
    throw refuse('conflict', text('server.replies.autopay.noSavedCard'));
  }
  return card;
};

/**
 * autopay: switches the booking's autopay on (with a card) or off. On needs a running rental with
 * bills still to pay; off is always possible, and stops every charge not yet made.
 */
export const autopay = (ctx: SandboxContext, body: RequestOf<'autopay'>, call: Call): ReplyOf<'autopay'> => {
  const customerId = requireCustomer(ctx, body.token);
  const row = ownBooking(ctx, customerId, body.customer_service_id);
  if (!body.on) {
    ctx.store.transaction(() => switchAutopayOff(ctx.store, row.id));
    return ok(call, text('server.replies.autopay.autopayOff'), { datas: autopayStateOf(ctx, row.id) });
  }
  const status = statusOf(row, ctx.now());
  if (status !== 'confirmed' && status !== 'suspended') {
    throw refuse('conflict', text('server.replies.autopay.autopayNeedsPaidBooking'));
  }
  if (billsLeft(ctx, row.id).length === 0) {
    throw refuse('conflict', text('server.replies.autopay.noBillsLeft'));
  }
  const card = cardToCharge(ctx, customerId, body.card_id);
  ctx.store.transaction(() => switchAutopayOn(ctx.store, row.id, card.id, ctx.now()));
  return ok(call, text('server.replies.autopay.autopayOn'), { datas: autopayStateOf(ctx, row.id) });
};
