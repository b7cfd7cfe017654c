import { RENT_MONTH_DAYS } from '../constants.ts';
import { addDays, type IsoDate } from '../dates/calendar.ts';
import { computeInstalments } from '../money/instalments.ts';

/** One bill of a booking: its amount in satang and the Bangkok date it falls due. */
export interface Bill {
  amount: number;
  due: IsoDate;
}

/** All amounts in satang. */
export interface BillPlanInput {
  /** Rent for the whole months (`total`). */
  unitFee: number;
  /** Rent for the days beyond them (`dynamic`). */
  dynamic: number;
  /** The promotion discount, positive; 0 without one. */
  discount: number;
  /** One-off extra fees; all are paid with the first bill. */
  extraFees: readonly number[];
  /** Bills the period allows (the calculation's `summary`). */
  billCount: number;
  /** The customer chose to pay in instalments; ignored when only one bill is offered. */
  instalments: boolean;
  /** The day the booking is made (Bangkok): the first bill is due then. */
  bookedOn: IsoDate;
  /** First day of the rental: each later bill is due one rent month after the previous one. */
  start: IsoDate;
}

export interface BillPlan {
  /** The bills in order; the first is what is paid now. */
  bills: readonly Bill[];
  /** What is paid now: the first bill. */
  payableNow: number;
  /** What the booking costs in all; the bills add up to it. */
  total: number;
  /** Sum of the extra fees, all carried by the first bill. */
  extraFees: number;
  /** True when the price is split into more than one bill. */
  inInstalments: boolean;
}

/**
 * How many bills a rental of `days` days (both ends counted) is split into: one per whole rent
 * month, the last one also paying the days beyond. So no bill pays for less than a rent month,
 * each falls due when the period it pays for begins, and an unpaid one is found (and the unit
 * suspended, after the grace period) while that period still runs: skipping the last bill never
 * buys the end of a rental. Under two rent months it is one bill. The server counts with this.
 */
export const billCountFor = (days: number): number => Math.max(1, Math.floor(days / RENT_MONTH_DAYS));

/**
 * The bills a booking is made of: what the summary shows before booking and what booking-storage
 * creates, from this one function, so the two cannot drift. With instalments the rent is split
 * evenly (SPEC section 9's formula), the first bill carrying the remainder satang and every extra
 * fee; bill n (n ≥ 2) falls due (n − 1) rent months after the start. Without, one bill of the total.
 */
export const planBills = (input: BillPlanInput): BillPlan => {
  const inInstalments = input.instalments && input.billCount > 1;
  const plan = computeInstalments({
    unitFee: input.unitFee,
    dynamic: input.dynamic,
    discount: input.discount,
    billCount: inInstalments ? input.billCount : 1,
    extraFees: input.extraFees,
  });
  const bills = plan.bills.map((amount, index) => ({
    amount,
    due: index === 0 ? input.bookedOn : addDays(input.start, index * RENT_MONTH_DAYS),
  }));
  return { bills, payableNow: plan.perBill, total: plan.total, extraFees: plan.extraFees, inInstalments };
};
