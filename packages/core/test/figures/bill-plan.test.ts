import { describe, expect, it } from 'vitest';
import { billCountFor, planBills } from '../../src/figures/bill-plan.ts';

const base = {
  unitFee: 1_800_000,
  dynamic: 82_500,
  discount: 0,
  extraFees: [50_000, 20_000],
  billCount: 3,
  instalments: true,
  bookedOn: '2026-11-22',
  start: '2026-11-25',
};

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('planBills', () => {
  it('puts the extra fees and the remainder satang on the first bill, due the day of booking', () => {
    // Rent 18,825.00 over 3 bills: 6,275.00 each; the first also carries 700.00 of fees.
    const plan = planBills(base);
    expect(plan.bills).toEqual([
      { amount: 627_500 + 70_000, due: '2026-11-22' },
      { amount: 627_500, due: '2026-12-25' },
      { amount: 627_500, due: '2027-01-24' },
    ]);
    expect(plan.payableNow).toBe(697_500);
    expect(plan.total).toBe(1_952_500);
    expect(plan.inInstalments).toBe(true);
  });

  it('gives the odd satang to the first bill so the bills add up to the total', () => {
    const plan = planBills({ ...base, unitFee: 100_001, dynamic: 0, extraFees: [], billCount: 3 });
    expect(plan.bills.map((bill) => bill.amount)).toEqual([33_335, 33_333, 33_333]);
    expect(sum(plan.bills.map((bill) => bill.amount))).toBe(plan.total);
  });

  it('is one bill of the total, due today, without instalments', () => {
    const plan = planBills({ ...base, instalments: false });
    expect(plan.bills).toEqual([{ amount: 1_952_500, due: '2026-11-22' }]);
    expect(plan.payableNow).toBe(plan.total);
    expect(plan.inInstalments).toBe(false);
  });

  it('is one bill when only one is offered, even if instalments were asked for', () => {
    const plan = planBills({ ...base, billCount: 1 });
    expect(plan.bills).toHaveLength(1);
    expect(plan.inInstalments).toBe(false);
  });

  it('takes the discount off the rent before splitting it', () => {
    const plan = planBills({ ...base, discount: 188_250, extraFees: [], billCount: 2 });
    // (18,825.00 − 1,882.50) / 2 = 8,471.25 each.
    expect(plan.bills.map((bill) => bill.amount)).toEqual([847_125, 847_125]);
  });
});

describe('billCountFor', () => {
  it('counts whole rent months, so no bill pays for less than one and the last pays the days beyond', () => {
    expect([1, 30, 31, 45, 59, 60, 75, 89, 90, 92, 365, 1096].map(billCountFor)).toEqual([
      1, 1, 1, 1, 1, 2, 2, 2, 3, 3, 12, 36,
    ]);
  });
});
