import * as z from 'zod';
import { baht, envelope, id, wireDate } from './common.ts';
import { lazySchema } from './lazy.ts';

/**
 * Extension (issue 39): cards saved while paying by card, and autopay, which charges a booking's
 * bills to one of them on their due dates by the server's clock. The server keeps a token of the
 * card with its brand, last 4 digits and expiry, never its number. docs/api.md.
 */

const token = z.string().min(1);

/** Why a charge of a saved card failed. */
export const chargeFailure = z.enum(['declined', 'insufficient_funds', 'expired', 'authentication_required']);
export type ChargeFailure = z.infer<typeof chargeFailure>;

export const savedCard = lazySchema(() =>
  z.object({
    id,
    brand: z.enum(['visa', 'mastercard']),
    last4: z.string().regex(/^\d{4}$/),
    exp_month: z.number().int().min(1).max(12),
    exp_year: z.number().int(),
    /** The card autopay uses when it is switched on without naming one. */
    is_default: z.boolean(),
    /** It expires before the next bill of a booking it pays by autopay. */
    expires_before_next_bill: z.boolean(),
  }),
);
export type SavedCard = z.infer<typeof savedCard>;

/** One charge of a bill to a saved card: paid, or why it failed and when it is tried again. */
export const autopayAttempt = lazySchema(() =>
  z.object({
    bill_id: id,
    /** 1 on the due date, then each retry. */
    attempt: z.number().int().positive(),
    at: z.iso.datetime(),
    outcome: z.union([z.literal('paid'), chargeFailure]),
    /** The day of the next try; null when it was paid or was the last try. */
    next_retry: wireDate.nullable(),
  }),
);

/** A booking's autopay as the server keeps it: off (no card), or the card and what it charges next. */
export const autopayState = lazySchema(() =>
  z.object({
    on: z.boolean(),
    card: savedCard.nullable(),
    /** The oldest unpaid bill and the day autopay charges it. */
    next_charge: z.object({ bill_id: id, date: wireDate, amount: baht }).nullable(),
    /** The card expires before the day of the next charge. */
    card_expires_first: z.boolean(),
    /** Every charge of the booking's bills, newest first. */
    attempts: z.array(autopayAttempt),
  }),
);

export const cardsRequest = lazySchema(() => z.object({ token }));
export const cardsReply = lazySchema(() =>
  z.object({ ...envelope, datas: z.object({ cards: z.array(savedCard) }) }),
);

export const removeCardRequest = lazySchema(() => z.object({ token, card_id: id }));
export const removeCardReply = cardsReply;

export const defaultCardRequest = lazySchema(() => z.object({ token, card_id: id }));
export const defaultCardReply = cardsReply;

export const autopayRequest = lazySchema(() =>
  z.object({
    token,
    customer_service_id: id,
    on: z.boolean(),
    /** The card to charge; the default card when left out. */
    card_id: id.optional(),
  }),
);
export const autopayReply = lazySchema(() => z.object({ ...envelope, datas: autopayState }));
