import { describe, expect, it } from 'vitest';
import {
  sumWithholdings,
  withholdingFromBaht,
  withholdingOf,
  withholdingToBaht,
} from '../../src/figures/withholding.ts';

describe('withholdingOf', () => {
  it('takes VAT out of the service charges, withholds the rate from the rest and leaves deposits alone', () => {
    // 2,160.00 of services (VAT included) and a 500.00 deposit.
    expect(withholdingOf(266_000, 50_000, 5)).toEqual({
      ratePercent: 5,
      gross: 266_000,
      deposits: 50_000,
      vat: 14_131,
      base: 201_869,
      withheld: 10_093,
      net: 255_907,
    });
  });

  it('applies the service rate of 3% the same way, and a rate of 0 is a bill paid in full', () => {
    expect(withholdingOf(196_000, 0, 3)).toMatchObject({
      vat: 12_822,
      base: 183_178,
      withheld: 5_495,
      net: 190_505,
    });
    expect(withholdingOf(196_000, 0, 0)).toMatchObject({ withheld: 0, net: 196_000 });
  });

  it('works out each bill on its own and sums them; the wire carries baht and reads back to the satang', () => {
    const both = sumWithholdings([withholdingOf(266_000, 50_000, 5), withholdingOf(196_000, 0, 5)]);
    expect(both).toMatchObject({ gross: 462_000, withheld: 10_093 + 9_159, net: 462_000 - 19_252 });
    const wire = withholdingToBaht(both);
    expect(wire).toEqual({
      rate_percent: 5,
      gross: 4620,
      vat: 269.53,
      base: 3850.47,
      withheld: 192.52,
      net: 4427.48,
    });
    expect(withholdingFromBaht(wire)).toMatchObject({ gross: 462_000, withheld: 19_252, net: 442_748 });
  });
});
