import type { ReplyOf } from '@self-storage/core';
import { fromSatang } from '@self-storage/core/money';
import type { SandboxContext } from '../context.ts';
import { attemptsOfBooking, autopayOf, bookingsPaidByCard, lastAttemptOf } from '../data/autopay.ts';
import { type CardRow, findCard } from '../data/cards.ts';
import { unpaidBillsOf } from '../data/invoices.ts';
import { bangkokDate } from '../time.ts';
import { validThrough } from './autopay-schedule.ts';
import { paymentRate, paymentWithholding } from './net-payment.ts';

type AutopayState = ReplyOf<'autopay'>['datas'];
type CardView = NonNullable<AutopayState['card']>;

const iso = (ms: number): string => new Date(ms).toISOString();
/** Later than any due date: every bill still to pay. */
const LAST_DAY = '9999-12-31';

/** Every bill of the booking still to pay (of the booking and its confirmed extensions), oldest first. */
export const billsLeft = (ctx: SandboxContext, bookingId: number) =>
  unpaidBillsOf(ctx.store, bookingId, LAST_DAY);

/**
 * The day autopay charges the booking's next bill it will still try, with the bill: its due date
 * (today for one due while autopay was off), or the day of its next retry.
 */
export const nextCharge = (ctx: SandboxContext, bookingId: number) => {
  const today = bangkokDate(ctx.now());
  for (const bill of billsLeft(ctx, bookingId)) {
    const last = lastAttemptOf(ctx.store, bill.invoice_id);
    const date = last ? last.next_retry : bill.due_date;
    if (date !== null) return { bill, date: date < today ? today : date };
  }
  return undefined;
};

/** A card as the customer sees it, flagged when it expires before a bill it is to pay. */
export const cardView = (ctx: SandboxContext, card: CardRow): CardView => ({
  id: card.id,
  brand: card.brand,
  last4: card.last4,
  exp_month: card.exp_month,
  exp_year: card.exp_year,
  is_default: card.is_default === 1,
  expires_before_next_bill: bookingsPaidByCard(ctx.store, card.id).some((bookingId) => {
    const next = nextCharge(ctx, bookingId);
    return next !== undefined && validThrough(card) < next.date;
  }),
});

/** What charging this bill takes from the card: its net for a company paying net of withholding, as the payment opened for it. */
const chargeOf = (
  ctx: SandboxContext,
  bookingId: number,
  bill: { invoice_id: number; amount_satang: number },
): number => {
  const rate = paymentRate(ctx, { id: bookingId });
  return rate > 0 ? paymentWithholding(ctx, [bill.invoice_id], rate).net : bill.amount_satang;
};

/** The booking's autopay: its card and next charge when on, and every charge made either way. */
export const autopayStateOf = (ctx: SandboxContext, bookingId: number): AutopayState => {
  const on = autopayOf(ctx.store, bookingId);
  const card = on && findCard(ctx.store, on.card_id);
  const next = card ? nextCharge(ctx, bookingId) : undefined;
  return {
    on: card !== undefined,
    card: card ? cardView(ctx, card) : null,
    next_charge: next
      ? {
          bill_id: next.bill.invoice_id,
          date: next.date,
          amount: fromSatang(chargeOf(ctx, bookingId, next.bill)),
        }
      : null,
    card_expires_first: card !== undefined && next !== undefined && validThrough(card) < next.date,
    attempts: attemptsOfBooking(ctx.store, bookingId).flatMap((a) =>
      // A try is settled in the moment after it is claimed; until then it has no outcome to show.
      a.outcome === null
        ? []
        : [
            {
              bill_id: a.invoice_id,
              attempt: a.attempt,
              at: iso(a.at),
              outcome: a.outcome,
              next_retry: a.next_retry,
            },
          ],
    ),
  };
};
