import { describe, expect, it } from 'vitest';
import type { Calculation } from '../../src/contract/types.ts';
import { quoteFigures } from '../../src/figures/quote.ts';

const calculation: Calculation = {
  total: 3000,
  dynamic: 0,
  total_after_discount: 3346,
  summary: 2,
  extracheck: [{ name_th: 'ค่าประกัน', name_en: 'Deposit', amount: 646 }],
  promotion: {
    discount_amount: 300,
    promotion: { name: 'ส่วนลด 10%', name_th: 'ส่วนลด 10%', name_en: 'Welcome 10% off' },
  },
  availableMethods: [{ id: 1 }],
  promo_code: 'WELCOME10',
  is_reccuringcheck: 1,
};

describe('quoteFigures', () => {
  it('shows today’s bill and each later one with its due date', () => {
    const figures = quoteFigures(calculation, {
      instalments: true,
      language: 'th',
      today: '2026-11-22',
      start: '2026-11-22',
    });
    // (3,000 − 300) / 2 = 1,350; the first bill adds the 646 deposit.
    expect(figures.payableNow).toBe(199_600);
    expect(figures.laterBills).toEqual([{ amount: 135_000, due: '2026-12-22' }]);
    expect(figures.plan.total).toBe(figures.total);
    expect(figures.discount).toEqual({ name: 'ส่วนลด 10%', amount: 30_000 });
    expect(figures.extraFees).toEqual([{ name: 'ค่าประกัน', amount: 64_600 }]);
    expect(figures.serviceFee).toBe(300_000);
    expect(figures.instalmentsOffered).toBe(true);
  });

  it('has no later bill without instalments, and names in English', () => {
    const figures = quoteFigures(calculation, {
      instalments: false,
      language: 'en',
      today: '2026-11-22',
      start: '2026-11-23',
    });
    expect(figures.payableNow).toBe(334_600);
    expect(figures.laterBills).toEqual([]);
    expect(figures.discount?.name).toBe('Welcome 10% off');
    expect(figures.extraFees[0]?.name).toBe('Deposit');
  });
});
