import { refuse } from '../errors.ts';
import { formatBaht } from '../money.ts';

/** A rent month is 30 days whatever the calendar says, so a price never depends on the month. */
export const DAYS_PER_MONTH = 30;

export interface Promotion {
  code: string;
  name: string;
  kind: 'percent' | 'fixed';
  /** Percent off, or satang off. */
  value: number;
  min_rent_satang: number;
}

export interface Fee {
  name_th: string;
  name_en: string;
  amount_satang: number;
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
  /** What each bill asks, first bill first: one bill, or `billCount` when paying in instalments. */
  bills: number[];
}

const discountOn = (promotion: Promotion, rent: number): number => {
  if (rent < promotion.min_rent_satang) {
    throw refuse(
      'invalid_request',
      `Promotion ${promotion.code} needs a rent of at least ${formatBaht(promotion.min_rent_satang)}.`,
    );
  }
  const discount =
    promotion.kind === 'percent' ? Math.round((rent * promotion.value) / 100) : promotion.value;
  return Math.min(discount, rent);
};

/**
 * Rent split evenly over the bills, the remainder satang on the first; extra fees all on the
 * first bill (a deposit is paid up front).
 */
const splitBills = (rentAfterDiscount: number, count: number, fees: number): number[] => {
  const each = Math.floor(rentAfterDiscount / count);
  const remainder = rentAfterDiscount - each * count;
  return Array.from({ length: count }, (_, i) => (i === 0 ? each + remainder + fees : each));
};

export const priceFor = (input: {
  monthlyRate: number;
  days: number;
  promotion: Promotion | undefined;
  fees: readonly Fee[];
  installments: boolean;
}): Price => {
  const { monthlyRate, days } = input;
  const total = monthlyRate * Math.floor(days / DAYS_PER_MONTH);
  const dynamic = Math.round((monthlyRate * (days % DAYS_PER_MONTH)) / DAYS_PER_MONTH);
  const rent = total + dynamic;
  const discount = input.promotion ? discountOn(input.promotion, rent) : 0;
  const fees = input.fees.reduce((sum, fee) => sum + fee.amount_satang, 0);
  const grandTotal = rent - discount + fees;
  const monthsStarted = Math.ceil(days / DAYS_PER_MONTH);
  const billCount = monthsStarted >= 2 ? monthsStarted : 1;
  const bills =
    input.installments && billCount > 1 ? splitBills(rent - discount, billCount, fees) : [grandTotal];
  return { days, total, dynamic, discount, fees, grandTotal, billCount, bills };
};
