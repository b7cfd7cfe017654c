import * as z from 'zod';
import { booking } from './booking.ts';
import { baht, envelope, id, wireDate } from './common.ts';
import { lazySchema } from './lazy.ts';

/**
 * Extensions of the booking API (issue 24): extending a booking, giving notice to move out (and
 * withdrawing it). Each change is priced by a quote call before the call that commits it.
 */

const token = z.string().min(1);

const plannedBill = lazySchema(() => z.object({ amount: baht, due_date: wireDate }));

/** Extend: the booking and its new end date; an optional promotion code, as at booking. */
export const extendQuoteRequest = lazySchema(() =>
  z.object({
    token,
    customer_service_id: id,
    end_date: wireDate,
    promo_code: z.string().max(50),
  }),
);

export const extensionQuote = lazySchema(() =>
  z.object({
    customer_service_id: id,
    /** The end date now, and the one asked for. */
    current_end_date: wireDate,
    end_date: wireDate,
    /** Days added (the day after the current end through the new end). */
    days: z.number().int().positive(),
    /** Rent of the whole months and of the days beyond them, the discount, and what is paid in all. */
    total: baht,
    dynamic: baht,
    /** total + dynamic: the rent of the days added, before the discount. */
    rent: baht,
    discount: baht,
    total_after_discount: baht,
    promotion: z.object({ name: z.string(), name_th: z.string(), name_en: z.string() }).nullable(),
    /** The bills the extension adds: the first due today, the others as their rent months begin. */
    bills: z.array(plannedBill).min(1),
    /** The latest end date the unit is free until (no more than the longest rental allows). */
    latest_end_date: wireDate,
  }),
);
export const extendQuoteReply = lazySchema(() => z.object({ ...envelope, datas: extensionQuote }));

/** Commits the extension at the price the customer saw (`totalOrange`), as booking-storage does. */
export const extendRequest = lazySchema(() => extendQuoteRequest.extend({ totalOrange: baht }));
export const extendReply = lazySchema(() =>
  z.object({
    ...envelope,
    datas: z.object({ quote: extensionQuote, booking }),
  }),
);

/** Move out: the booking and the day the customer leaves (their last day of rent). */
export const moveOutQuoteRequest = lazySchema(() =>
  z.object({ token, customer_service_id: id, move_out_date: wireDate }),
);

const accountBill = lazySchema(() =>
  z.object({
    id,
    installment_no: z.number().int().positive(),
    amount: baht,
    due_date: wireDate,
  }),
);

/** The final account of a move-out, by the refund policy of docs/sandbox.md (whole rent months). */
export const finalAccount = lazySchema(() =>
  z.object({
    customer_service_id: id,
    move_out_date: wireDate,
    /** The earliest move-out date the notice period allows. */
    earliest_move_out_date: wireDate,
    notice_days: z.number().int().nonnegative(),
    /** Rent months (30 days) begun by the move-out date, each charged in full. */
    rent_months: z.number().int().nonnegative(),
    /** What the rental costs to the move-out date: those months' rent and the one-off fees (deposit included). */
    charged: baht,
    /** What was paid so far. */
    paid: baht,
    /** Paid beyond what is charged: refunded after the move-out date. */
    refund: baht,
    /** Charged beyond what is paid: the bills that stay due. */
    owed: baht,
    /** The key card deposit paid with the first bill: returned with the refund, on the refund date. */
    deposit: baht,
    /** Unpaid bills the move-out cancels. */
    cancelled_bills: z.array(accountBill),
    /** Unpaid bills that stay due. */
    owed_bills: z.array(accountBill),
  }),
);
export const moveOutQuoteReply = lazySchema(() => z.object({ ...envelope, datas: finalAccount }));

export const moveOutRequest = moveOutQuoteRequest;
export const moveOutReply = lazySchema(() =>
  z.object({ ...envelope, datas: z.object({ account: finalAccount, booking }) }),
);

/** Withdraws the notice in force (until the move-out date): the end date and the bills come back. */
export const withdrawMoveOutRequest = lazySchema(() => z.object({ token, customer_service_id: id }));
export const withdrawMoveOutReply = lazySchema(() => z.object({ ...envelope, datas: z.object({ booking }) }));
