import type { Language } from '../constants.ts';
import { RENT_MONTH_DAYS } from '../constants.ts';
import type { Calculation } from '../contract/types.ts';
import { countDays, type IsoDate } from '../dates/calendar.ts';
import { toSatang } from '../money/satang.ts';
import { type Bill, type BillPlan, planBills } from './bill-plan.ts';
import { nameIn, promotionNameIn } from './names.ts';

/** A named amount in satang, its name already in the active language. */
export interface NamedAmount {
  name: string;
  amount: number;
}

/** What the summary (web) and `quote` (CLI) show of a calculation; amounts in satang. */
export interface QuoteFigures {
  /** Rent of the whole period: `total` + `dynamic`. */
  serviceFee: number;
  /** The promotion and its discount (positive), when one applies. */
  discount: NamedAmount | undefined;
  extraFees: readonly NamedAmount[];
  /** `total_after_discount`: what the booking costs in all. */
  total: number;
  /** More than one bill is offered: the instalment choice is shown (SPEC section 2). */
  instalmentsOffered: boolean;
  plan: BillPlan;
  /** What is paid today: the first bill. */
  payableNow: number;
  /** The bills after today's, each with its due date; empty without instalments. */
  laterBills: readonly Bill[];
}

export interface QuoteOptions {
  instalments: boolean;
  language: Language;
  /** Today in Bangkok, the day the booking would be made. */
  today: IsoDate;
  /** The rental's first day. */
  start: IsoDate;
}

/** The one reading of a booking-calculate reply into what a person is shown. */
export const quoteFigures = (calculation: Calculation, options: QuoteOptions): QuoteFigures => {
  const discount = toSatang(calculation.promotion?.discount_amount ?? 0);
  const extraFees = calculation.extracheck.map((fee) => ({
    name: nameIn(fee, options.language),
    amount: toSatang(fee.amount),
  }));
  const plan = planBills({
    unitFee: toSatang(calculation.total),
    dynamic: toSatang(calculation.dynamic),
    discount,
    extraFees: extraFees.map((fee) => fee.amount),
    billCount: calculation.summary,
    instalments: options.instalments,
    bookedOn: options.today,
    start: options.start,
  });
  return {
    serviceFee: toSatang(calculation.total) + toSatang(calculation.dynamic),
    discount: calculation.promotion
      ? { name: promotionNameIn(calculation.promotion.promotion, options.language), amount: discount }
      : undefined,
    extraFees,
    total: toSatang(calculation.total_after_discount),
    instalmentsOffered: calculation.summary > 1,
    plan,
    payableNow: plan.payableNow,
    laterBills: plan.bills.slice(1),
  };
};

/** How the rent is made, for a customer to check the service fee; amounts in satang. */
export interface RentArithmetic {
  monthlyRate: number;
  /** Whole rent months of the period, each at the monthly rate. */
  months: number;
  monthsRent: number;
  /** Days beyond the whole months, each at the rate over RENT_MONTH_DAYS. */
  days: number;
  daysRent: number;
  monthDays: number;
}

/**
 * The service fee as rate × months plus rate × days / 30 (a rent month is 30 days), the parts
 * being the server's `total` and `dynamic`: 3,670 a month for 92 days is 3,670 × 3 + 3,670 × 2/30.
 */
export const rentArithmetic = (
  calculation: Calculation,
  period: { monthlyRate: number; start: IsoDate; end: IsoDate },
): RentArithmetic => {
  const booked = countDays(period.start, period.end);
  return {
    monthlyRate: toSatang(period.monthlyRate),
    months: Math.floor(booked / RENT_MONTH_DAYS),
    monthsRent: toSatang(calculation.total),
    days: booked % RENT_MONTH_DAYS,
    daysRent: toSatang(calculation.dynamic),
    monthDays: RENT_MONTH_DAYS,
  };
};
