import { describe, expect, it } from 'vitest';
import type { Booking } from '../../src/contract/types.ts';
import { bookingFigures, bookingStatusKey } from '../../src/figures/booking.ts';
import { nameIn, promotionNameIn } from '../../src/figures/names.ts';

const booking = (overrides: Partial<Booking>): Booking =>
  ({
    status: 'confirmed',
    summary: {
      details: {
        serviceFee: { total: 18_825, discount: 0, amount: 18_825 },
        extraFee: [{ name_th: 'ค่าประกัน', name_en: 'Deposit', amount: 700 }],
      },
      promotion: null,
    },
    invoices: [
      { id: 3, installment_no: 3, amount: 6275, due_date: '2027-01-24', status: 'pending' },
      { id: 1, installment_no: 1, amount: 6975, due_date: '2026-11-22', status: 'paid' },
      { id: 2, installment_no: 2, amount: 6275, due_date: '2026-12-25', status: 'pending' },
    ],
    amount_due: 0,
    ...overrides,
  }) as Booking;

describe('bookingFigures', () => {
  it('gives total, paid, balance and the next bill of a booking in instalments', () => {
    const figures = bookingFigures(booking({}));
    expect(figures.total).toBe(1_952_500);
    expect(figures.paid).toBe(697_500);
    expect(figures.balance).toBe(1_255_000);
    expect(figures.nextBill).toEqual({ amount: 627_500, due: '2026-12-25' });
    expect(figures.dueNow).toBe(0);
    expect(figures.statusKey).toBe('history.statuses.confirmed');
  });

  it('owes nothing once the bills are void', () => {
    const figures = bookingFigures(
      booking({
        status: 'expired',
        invoices: [{ id: 1, installment_no: 1, amount: 19_525, due_date: '2026-11-22', status: 'void' }],
      }),
    );
    expect(figures).toMatchObject({ total: 1_952_500, paid: 0, balance: 0, nextBill: undefined, bills: [] });
  });

  it('labels every status', () => {
    expect(bookingStatusKey('awaiting_payment')).toBe('history.statuses.awaitingPayment');
    expect(bookingStatusKey('cancelled')).toBe('history.statuses.cancelled');
  });
});

describe('names', () => {
  it('reads the active language, Thai when English is missing', () => {
    expect(nameIn({ name_th: 'พระราม 3', name_en: 'Rama 3' }, 'en')).toBe('Rama 3');
    expect(nameIn({ name_th: 'พระราม 3' }, 'en')).toBe('พระราม 3');
    expect(promotionNameIn({ name: 'As asked' }, 'th')).toBe('As asked');
    expect(promotionNameIn({ name: 'x', name_th: 'ส่วนลด', name_en: 'Discount' }, 'en')).toBe('Discount');
  });
});
