import { describe, expect, it } from 'vitest';
import type { Booking } from '../../src/contract/types.ts';
import { billDue, isLaterBill, isPaidUp, paymentResult } from '../../src/figures/payment-result.ts';

const bill = (id: number, status: 'pending' | 'paid' | 'void', due: string) => ({
  id,
  installment_no: id,
  amount: 2182.5,
  due_date: due,
  status,
});

const booking = (
  status: Booking['status'],
  statuses: readonly ('pending' | 'paid' | 'void')[],
  amountDue = 0,
  dueIds: readonly number[] = [],
): Booking =>
  ({
    status,
    summary: { details: { serviceFee: { total: 8730, discount: 0, amount: 8730 }, extraFee: [] } },
    invoices: statuses.map((s, i) => bill(i + 1, s, `2026-0${i + 1}-01`)),
    amount_due: amountDue,
    due_invoice_ids: dueIds,
  }) as unknown as Booking;

describe('paymentResult', () => {
  it('names the bills just paid and what remains, not the running total', () => {
    const secondPaid = booking('confirmed', ['paid', 'paid', 'pending', 'pending']);
    expect(paymentResult(secondPaid, [2])).toEqual({
      justPaid: 218_250,
      remaining: 436_500,
      nextBill: { amount: 218_250, due: '2026-03-01' },
    });
  });

  it('adds up several bills paid at once and ignores a named bill that is not paid', () => {
    const twoAtOnce = booking('confirmed', ['paid', 'paid', 'paid', 'pending']);
    expect(paymentResult(twoAtOnce, [2, 3, 4]).justPaid).toBe(436_500);
  });

  it('reads the last bill paid when the payment did not say which', () => {
    const allPaid = booking('confirmed', ['paid', 'paid', 'void']);
    expect(paymentResult(allPaid)).toEqual({ justPaid: 218_250, remaining: 0, nextBill: undefined });
    expect(paymentResult(booking('awaiting_payment', ['pending'], 2182.5)).justPaid).toBe(0);
  });
});

describe('isPaidUp and isLaterBill', () => {
  it('tells a booking with nothing left to pay now from one that waits for its first or a later bill', () => {
    expect(isPaidUp(booking('confirmed', ['paid', 'pending']))).toBe(true);
    expect(isPaidUp(booking('confirmed', ['paid', 'pending'], 2182.5))).toBe(false);
    expect(isPaidUp(booking('awaiting_payment', ['pending'], 2182.5))).toBe(false);
    expect(isPaidUp(booking('expired', ['void']))).toBe(false);
    expect(isLaterBill(booking('confirmed', ['paid', 'pending'], 2182.5))).toBe(true);
    expect(isLaterBill(booking('awaiting_payment', ['pending'], 2182.5))).toBe(false);
  });
});

describe('billDue', () => {
  it('names the earliest pending bill with its place among the bills that are not void', () => {
    expect(billDue(booking('confirmed', ['paid', 'pending', 'pending'], 2182.5))).toEqual({
      amount: 218_250,
      due: '2026-02-01',
      number: 2,
      count: 3,
    });
    expect(billDue(booking('confirmed', ['paid', 'paid']))).toBeUndefined();
  });

  it('names the bill the server says is due now, even past a pending one it does not', () => {
    expect(billDue(booking('confirmed', ['paid', 'pending', 'pending'], 2182.5, [3]))).toMatchObject({
      due: '2026-03-01',
      number: 3,
    });
  });
});
