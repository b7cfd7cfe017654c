import { SelfStorageError } from '../errors.ts';
import { assertSatang } from './satang.ts';

/** All amounts in satang, from the calculation result (docs/api.md, field notes). */
export interface InstalmentInput {
  /** Rent for the whole months (`total`). */
  unitFee: number;
  /** Rent for the days beyond them (`dynamic`). */
  dynamic: number;
  /** The promotion discount (`promotion.discount_amount`), positive; 0 without one. */
  discount: number;
  /** The number of bills (`summary`); 1 means a single payment. */
  billCount: number;
  /** The extra fees (`extracheck[].amount`). */
  extraFees: readonly number[];
}

export interface InstalmentPlan {
  billCount: number;
  /** Unit fee + dynamic − discount, floored at 0: a discount never makes the store owe money. */
  rent: number;
  /** Sum of the extra fees. */
  extraFees: number;
  /**
   * SPEC section 9's per-bill amount, rent / bill count + extra fees, in whole satang: what the
   * summary shows as payable now when paying in instalments. It is the first bill.
   */
  perBill: number;
  /** Each later bill: floor(rent / bill count). */
  laterBill: number;
  /** The bills in order (first, then bill count − 1 later ones); they add up to `total`. */
  bills: readonly number[];
  /** Rent + extra fees: what is paid in all, the calculation's `total_after_discount`. */
  total: number;
}

const fail = (message: string): SelfStorageError =>
  new SelfStorageError({ code: 'invalid_input', key: 'errors.requestErorMsg', message });

/**
 * Splits the rent into `billCount` bills in whole satang. Rounding rule: every bill carries
 * floor(rent / billCount) and the remainder (fewer satang than there are bills) goes on the first
 * bill, so no bill is fractional and the schedule adds up exactly. The extra fees are one-off
 * charges paid with the first bill: that first bill is SPEC section 9's "per-bill amount"
 * (rent / bill count + extra fees), and the schedule then adds up to `total_after_discount`.
 */
export const computeInstalments = (input: InstalmentInput): InstalmentPlan => {
  const { unitFee, dynamic, discount, billCount } = input;
  assertSatang(unitFee, 'unitFee');
  assertSatang(dynamic, 'dynamic');
  assertSatang(discount, 'discount');
  input.extraFees.forEach((fee, index) => {
    assertSatang(fee, `extraFees[${index}]`);
  });
  if (!Number.isSafeInteger(billCount) || billCount < 1) {
    throw fail(`billCount must be a whole number of at least 1: ${billCount}`);
  }
  if (discount < 0) throw fail(`discount must not be negative: ${discount}`);
  const rent = Math.max(0, unitFee + dynamic - discount);
  const extraFees = input.extraFees.reduce((sum, fee) => sum + fee, 0);
  const laterBill = Math.floor(rent / billCount);
  const perBill = laterBill + (rent - laterBill * billCount) + extraFees;
  const bills = Array.from({ length: billCount }, (_, index) => (index === 0 ? perBill : laterBill));
  return { billCount, rent, extraFees, perBill, laterBill, bills, total: rent + extraFees };
};
