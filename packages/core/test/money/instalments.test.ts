import { describe, expect, it } from 'vitest';
import { SelfStorageError } from '../../src/errors.ts';
import { computeInstalments } from '../../src/money/instalments.ts';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('computeInstalments', () => {
  it('a single bill carries everything', () => {
    expect(
      computeInstalments({
        unitFee: 300000,
        dynamic: 5000,
        discount: 10000,
        billCount: 1,
        extraFees: [50000],
      }),
    ).toEqual({
      billCount: 1,
      rent: 295000,
      extraFees: 50000,
      perBill: 345000,
      laterBill: 295000,
      bills: [345000],
      total: 345000,
    });
  });

  it('splits evenly when it can', () => {
    const plan = computeInstalments({
      unitFee: 900000,
      dynamic: 0,
      discount: 0,
      billCount: 3,
      extraFees: [],
    });
    expect(plan.bills).toEqual([300000, 300000, 300000]);
    expect(plan.perBill).toBe(300000);
  });

  it('puts the remainder satang on the first bill so the bills add up exactly', () => {
    // 1000.00 baht over 3 bills: 333.34 + 333.33 + 333.33.
    const plan = computeInstalments({
      unitFee: 100000,
      dynamic: 0,
      discount: 0,
      billCount: 3,
      extraFees: [],
    });
    expect(plan.bills).toEqual([33334, 33333, 33333]);
    expect(sum(plan.bills)).toBe(100000);
  });

  it('follows SPEC section 9: (unit fee + dynamic − discount) / bill count + extra fees', () => {
    // (3600.00 + 150.50 − 500.00) / 6 = 541.75; + 200.00 + 99.99 of extra fees = 841.74 now.
    const plan = computeInstalments({
      unitFee: 360000,
      dynamic: 15050,
      discount: 50000,
      billCount: 6,
      extraFees: [20000, 9999],
    });
    expect(plan.rent).toBe(325050);
    expect(plan.laterBill).toBe(54175);
    expect(plan.perBill).toBe(54175 + 29999);
    expect(plan.bills).toEqual([84174, 54175, 54175, 54175, 54175, 54175]);
    expect(plan.total).toBe(325050 + 29999);
    expect(sum(plan.bills)).toBe(plan.total);
  });

  it('adds up to the total for many random plans', () => {
    let seed = 7;
    const next = (max: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % max;
    };
    for (let i = 0; i < 2000; i += 1) {
      const input = {
        unitFee: next(10_000_000),
        dynamic: next(100_000) - 20_000,
        discount: next(200_000),
        billCount: 1 + next(36),
        extraFees: Array.from({ length: next(4) }, () => next(50_000)),
      };
      const plan = computeInstalments(input);
      expect(sum(plan.bills)).toBe(plan.total);
      expect(plan.bills).toHaveLength(input.billCount);
      expect(plan.perBill - plan.extraFees - plan.laterBill).toBeLessThan(input.billCount);
      expect(plan.bills.every((bill) => Number.isInteger(bill) && bill >= 0)).toBe(true);
    }
  });

  it('never lets a discount make the rent negative', () => {
    const plan = computeInstalments({
      unitFee: 1000,
      dynamic: 0,
      discount: 5000,
      billCount: 2,
      extraFees: [300],
    });
    expect(plan.rent).toBe(0);
    expect(plan.bills).toEqual([300, 0]);
  });

  it.each([
    ['a zero bill count', { billCount: 0 }],
    ['a fractional bill count', { billCount: 1.5 }],
    ['fractional satang', { unitFee: 100.5 }],
    ['a fractional extra fee', { extraFees: [1, 0.5] }],
    ['a negative discount', { discount: -1 }],
  ])('refuses %s', (_, override) => {
    expect(() =>
      computeInstalments({
        unitFee: 1000,
        dynamic: 0,
        discount: 0,
        billCount: 2,
        extraFees: [],
        ...override,
      }),
    ).toThrow(SelfStorageError);
  });
});
