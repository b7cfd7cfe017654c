import { RENT_MONTH_DAYS } from '@self-storage/core';
import { type BillPlan, billCountFor, planBills } from '@self-storage/core/figures';
import { refuse } from '../errors.ts';
import { text } from '../language/text.ts';
import { bahtText } from '../money.ts';

/** A rent month is 30 days whatever the calendar says, so a price never depends on the month. */
export const DAYS_PER_MONTH = RENT_MONTH_DAYS;

export interface Promotion {
  code: string;
  name_th: string;
  name_en: string;
  kind: 'percent' | 'fixed';
  /** Percent off, or satang off. */
  value: number;
  min_rent_satang: number;
}

export interface Fee {
  name_th: string;
  name_en: string;
  amount_satang: number;
  /** Returned at the end of the rental (the key card deposit). */
  deposit: boolean;
}

/** Every amount in integer satang. */
export interface Price {
  days: number;
  /** Rent of the whole months (the wire's `total`). */
  total: number;
  /** Rent of the days beyond the whole months (the wire's `dynamic`). */
  dynamic: number;
  discount: number;
  fees: number;
  /** total + dynamic − discount + fees (the wire's `total_after_discount`). */
  grandTotal: number;
  /** Bills the period allows (the wire's `summary`): months started, when at least 2, else 1. */
  billCount: number;
  /** The bills booking-storage creates, from core's `planBills`: what the summary showed. */
  plan: BillPlan;
}

const discountOn = (promotion: Promotion, rent: number): number => {
  if (rent < promotion.min_rent_satang) {
    const minimum = bahtText(promotion.min_rent_satang);
    throw refuse(
      'invalid_request',
      text('server.replies.pricing.promotionMinimum', { code: promotion.code, minimum }),
    );
  }
  const discount =
    promotion.kind === 'percent' ? Math.round((rent * promotion.value) / 100) : promotion.value;
  return Math.min(discount, rent);
};

export const priceFor = (input: {
  monthlyRate: number;
  days: number;
  promotion: Promotion | undefined;
  fees: readonly Fee[];
  instalments: boolean;
  /** Today in Bangkok: the first bill is due the day the booking is made. */
  today: string;
  start: string;
}): Price => {
  const { monthlyRate, days } = input;
  const total = monthlyRate * Math.floor(days / DAYS_PER_MONTH);
  const dynamic = Math.round((monthlyRate * (days % DAYS_PER_MONTH)) / DAYS_PER_MONTH);
  const rent = total + dynamic;
  const discount = input.promotion ? discountOn(input.promotion, rent) : 0;
  const fees = input.fees.reduce((sum, fee) => sum + fee.amount_satang, 0);
  const grandTotal = rent - discount + fees;
  const billCount = billCountFor(days);
  // The same function the summary and `quote` show the plan with: shown and created cannot drift.
  const plan = planBills({
    unitFee: total,
    dynamic,
    discount,
    extraFees: input.fees.map((fee) => fee.amount_satang),
    billCount,
    instalments: input.instalments,
    bookedOn: input.today,
    start: input.start,
  });
  return { days, total, dynamic, discount, fees, grandTotal, billCount, plan };
};
