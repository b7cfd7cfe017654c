import { RENT_MONTH_DAYS } from '../constants.ts';
import type { Booking } from '../contract/types.ts';
import { addDays, compareDates, countDays, type IsoDate } from '../dates/calendar.ts';
import { computeInstalments } from '../money/instalments.ts';
import { billCountFor } from './bill-plan.ts';

/**
 * What a rental is to the customer, from the server's fields and the server's today: `active`
 * (paid, not yet over), `awaiting_payment`, `ended` (paid, its last day past), `expired` (never
 * paid in time), `suspended`, `cancelled`.
 */
export const RENTAL_STATUSES = [
  'active',
  'suspended',
  'awaiting_payment',
  'ended',
  'expired',
  'cancelled',
] as const;
export type RentalStatus = (typeof RENTAL_STATUSES)[number];

export const RENTAL_STATUS_KEYS = {
  active: 'rental.status.active',
  suspended: 'rental.status.suspended',
  awaiting_payment: 'rental.status.awaitingPayment',
  ended: 'rental.status.ended',
  expired: 'rental.status.expired',
  cancelled: 'rental.status.cancelled',
} as const satisfies Record<RentalStatus, string>;

export const rentalStatus = (booking: Booking, today: IsoDate): RentalStatus => {
  if (booking.status !== 'confirmed') return booking.status;
  return compareDates(booking.customerServiceEndDt, today) < 0 ? 'ended' : 'active';
};

/**
 * History as a customer reads it: current rentals (the soonest to start first), then those awaiting
 * payment, then ended, expired and cancelled ones, the most recent first.
 */
export const orderHistory = <B extends Booking>(bookings: readonly B[], today: IsoDate): B[] => {
  const rank = (b: B) => RENTAL_STATUSES.indexOf(rentalStatus(b, today));
  const current = (s: RentalStatus) => s === 'active' || s === 'suspended' || s === 'awaiting_payment';
  return [...bookings].sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    const byStart = compareDates(a.customerServiceStartDt, b.customerServiceStartDt);
    const byEnd = compareDates(a.customerServiceEndDt, b.customerServiceEndDt);
    const order = byStart !== 0 ? byStart : byEnd;
    const byId = a.customerService_id - b.customerService_id;
    return current(rentalStatus(a, today)) ? order || byId : -order || -byId;
  });
};

/** The changes a booking offers now: none when its server does not send `rental` (an older API). */
export const rentalActions = (
  booking: Booking,
  today: IsoDate,
): { extend: boolean; moveOut: boolean; withdraw: boolean; bookAgain: boolean } => {
  const status = rentalStatus(booking, today);
  const rental = booking.rental;
  const running = status === 'active' && rental !== undefined;
  return {
    extend: running && rental.extension === null && rental.move_out === null,
    moveOut: running && rental.extension === null && rental.move_out === null,
    withdraw: running && rental.move_out !== null && compareDates(today, rental.move_out.date) <= 0,
    bookAgain: status === 'ended' || status === 'expired' || status === 'cancelled',
  };
};

/**
 * The day a move-out's refund is made and its credit note issued: the day after the move-out
 * date, the first day the notice can no longer be withdrawn (docs/sandbox.md). Until the server
 * names the note (`rental.move_out.credit_note`), this is the date a screen announces.
 */
export const refundDate = (moveOutDate: IsoDate): IsoDate => addDays(moveOutDate, 1);

/** The first end date an extension may ask for: the day after the current end. */
export const firstExtensionEnd = (booking: Booking): IsoDate => addDays(booking.customerServiceEndDt, 1);

/** One part of a rental with its own price and bills: the booking, then each paid extension. */
export interface RentalSegment {
  start: IsoDate;
  end: IsoDate;
  /** Rent after discount, and the one-off fees, in satang. */
  rent: number;
  fees: number;
  /** Its bills in order, amounts in satang. */
  bills: readonly {
    id: number;
    installmentNo: number;
    amount: number;
    due: IsoDate;
    status: 'pending' | 'paid' | 'void';
  }[];
}

export interface FinalAccountFigures {
  rentMonths: number;
  charged: number;
  paid: number;
  refund: number;
  owed: number;
  cancelled: RentalSegment['bills'][number][];
  owedBills: RentalSegment['bills'][number][];
}

/**
 * The refund policy (docs/sandbox.md), by whole rent months: a rental's rent is split into one
 * share per whole rent month (30 days) of it, as its monthly bills split it; moving out, the
 * customer pays the one-off fees and the share of every rent month begun by the move-out date,
 * never a part of a month. Unpaid bills of later months are cancelled; what was paid beyond the
 * charge is refunded. An extension whose first day is after the move-out date is charged nothing.
 */
export const finalAccountFigures = (
  segments: readonly RentalSegment[],
  moveOut: IsoDate,
): FinalAccountFigures => {
  const result: FinalAccountFigures = {
    rentMonths: 0,
    charged: 0,
    paid: 0,
    refund: 0,
    owed: 0,
    cancelled: [],
    owedBills: [],
  };
  for (const segment of segments) {
    const days = countDays(segment.start, segment.end);
    const shares = computeInstalments({
      unitFee: segment.rent,
      dynamic: 0,
      discount: 0,
      billCount: billCountFor(days),
      extraFees: [],
    }).bills;
    const begun =
      compareDates(moveOut, segment.start) < 0
        ? 0
        : Math.ceil(countDays(segment.start, moveOut) / RENT_MONTH_DAYS);
    const charged =
      (begun > 0 ? segment.fees : 0) + shares.slice(0, begun).reduce((sum, share) => sum + share, 0);
    const live = segment.bills.filter((bill) => bill.status !== 'void');
    const paid = live.filter((b) => b.status === 'paid').reduce((sum, b) => sum + b.amount, 0);
    // Bills are kept in order until they cover the charge; the unpaid ones beyond it are cancelled.
    let covered = paid;
    for (const bill of live.filter((b) => b.status === 'pending')) {
      if (covered < charged) {
        result.owedBills.push(bill);
        covered += bill.amount;
      } else result.cancelled.push(bill);
    }
    result.rentMonths += Math.min(begun, shares.length);
    result.charged += charged;
    result.paid += paid;
    result.refund += Math.max(0, paid - charged);
    result.owed += Math.max(0, charged - paid);
  }
  return result;
};
