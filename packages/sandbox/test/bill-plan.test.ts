import { quoteFigures } from '@self-storage/core/figures';
import { toSatang } from '@self-storage/core/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../src/time.ts';
import { book, calculation, demoToken, startSandbox, type TestSandbox } from './helpers.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the bills booking-storage creates are core’s plan', () => {
  let sb: TestSandbox;
  beforeAll(async () => {
    sb = await startSandbox();
  });
  afterAll(() => sb.close());

  it('for 1 to 12 bills with odd satang, amount for amount and date for date', async () => {
    let remainders = 0;
    for (let bills = 1; bills <= 12; bills += 1) {
      // A year on, so each booking finds the unit free; 7 to 18 extra days make the rent's satang odd.
      sb.advance(400 * DAY_MS);
      const token = await demoToken(sb);
      const start = addDays(sb.today(), bills % 3);
      const end = addDays(start, 30 * bills + 5 + bills);
      // Every third booking with a 10% discount, which rounds to the satang too.
      const options = { instalments: true, promo: bills % 3 === 0 ? 'WELCOME10' : '' };
      const priced = await calculation(sb, 9 + (bills % 8), start, end, options);
      expect(priced.summary).toBe(bills);
      const plan = quoteFigures(priced, { instalments: true, language: 'en', today: sb.today(), start });
      const { booking } = await book(sb, token, 9 + (bills % 8), start, end, options);
      const created = booking.invoices.map((invoice) => ({
        amount: toSatang(invoice.amount),
        due: invoice.due_date,
      }));
      expect(created).toEqual(plan.plan.bills);
      const sum = created.reduce((total, bill) => total + bill.amount, 0);
      expect(sum).toBe(toSatang(priced.total_after_discount));
      expect(created[0]?.amount).toBe(plan.payableNow);
      expect(toSatang(booking.amount_due)).toBe(plan.payableNow);
      const fees = priced.extracheck.reduce((total, fee) => total + toSatang(fee.amount), 0);
      // The rent did not split evenly: the first bill carries the satang left over.
      if (bills > 1 && (created[0]?.amount ?? 0) - fees !== created[1]?.amount) remainders += 1;
    }
    expect(remainders).toBeGreaterThan(3);
  });
});
