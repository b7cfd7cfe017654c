import type { ReplyOf, RequestOf } from '@self-storage/core';
import { requireCustomer } from '../accounts/sessions.ts';
import type { Call, SandboxContext } from '../context.ts';
import { cardsOfCustomer, deleteCard, findOwnCard, setDefaultCard } from '../data/cards.ts';
import { refuse } from '../errors.ts';
import { text } from '../language/text.ts';
import { cardView } from '../ledger/autopay-state.ts';
import { ok } from '../reply.ts';

const cardsReply = (
  ctx: SandboxContext,
  customerId: number,
  call: Call,
  message = text('server.replies.autopay.savedCards'),
) =>
  ok(call, message, {
    datas: { cards: cardsOfCustomer(ctx.store, customerId).map((card) => cardView(ctx, card)) },
  });

/** The caller's card; another customer's is as absent as a missing one. */
const ownCard = (ctx: SandboxContext, customerId: number, cardId: number) => {
  const card = findOwnCard(ctx.store, cardId, customerId);
  if (!card) throw refuse('not_found', text('server.replies.autopay.noCard', { cardId }));
  return card;
};

/** cards: the caller's saved cards, oldest first. */
export const cards = (ctx: SandboxContext, body: RequestOf<'cards'>, call: Call): ReplyOf<'cards'> =>
  cardsReply(ctx, requireCustomer(ctx, body.token), call);

/** removeCard: forgets the card's token; autopay that charged it stops. */
export const removeCard = (
  ctx: SandboxContext,
  body: RequestOf<'removeCard'>,
  call: Call,
): ReplyOf<'removeCard'> => {
  const customerId = requireCustomer(ctx, body.token);
  ownCard(ctx, customerId, body.card_id);
  ctx.store.transaction(() => deleteCard(ctx.store, customerId, body.card_id));
  return cardsReply(ctx, customerId, call, text('server.replies.autopay.cardRemoved'));
};

/** defaultCard: the card autopay uses when it is switched on without naming one. */
export const defaultCard = (
  ctx: SandboxContext,
  body: RequestOf<'defaultCard'>,
  call: Call,
): ReplyOf<'defaultCard'> => {
  const customerId = requireCustomer(ctx, body.token);
  ownCard(ctx, customerId, body.card_id);
  ctx.store.transaction(() => setDefaultCard(ctx.store, customerId, body.card_id));
  return cardsReply(ctx, customerId, call, text('server.replies.autopay.cardNowDefault'));
};
