import { describe, expect, it } from 'vitest';
import type { Booking } from '../../src/contract/types.ts';
import { bookingConfirmation } from '../../src/figures/confirmation.ts';

const booking = {
  booking_number: 'SS-2026-000123',
  status: 'confirmed',
  project: {
    id: 2,
    name_th: 'พระราม 3',
    name_en: 'Rama 3',
    phone: '02-294-7788',
    address_th: 'ถนนพระราม 3',
    address_en: 'Rama 3 Road',
  },
  customerServiceStartDt: '2026-11-25',
  customerServiceEndDt: '2027-02-24',
  serviceSize: {
    name_th: '3 ตร.ม.',
    name_en: '3 sqm',
    serviceGroupSize: { name_th: 'ห้องเก็บของ', name_en: 'Storage room' },
  },
  buildingVolume: 'A',
  floorLevel: '1',
  unit: { unit_id: 7, aliasName: 'A-107', area: 3, length: 1.5, depth: 2, height: 2.4 },
  summary: {
    details: { serviceFee: { total: 18_825, discount: 0, amount: 18_825 }, extraFee: [] },
    promotion: null,
  },
  invoices: [
    { id: 1, installment_no: 1, amount: 6275, due_date: '2026-11-22', status: 'paid' },
    { id: 2, installment_no: 2, amount: 6275, due_date: '2026-12-25', status: 'pending' },
    { id: 3, installment_no: 3, amount: 6275, due_date: '2027-01-24', status: 'pending' },
  ],
  amount_due: 0,
} as unknown as Booking;

describe('bookingConfirmation', () => {
  it('reads a paid booking into what the customer keeps, in the active language', () => {
    const en = bookingConfirmation(booking, 'en');
    expect(en).toEqual({
      bookingNumber: 'SS-2026-000123',
      branch: { name: 'Rama 3', address: 'Rama 3 Road', phone: '02-294-7788' },
      unit: { building: 'A', floor: '1', name: 'A-107', size: '3 sqm', group: 'Storage room' },
      start: '2026-11-25',
      end: '2027-02-24',
      paid: 627_500,
      balance: 1_255_000,
      nextBill: { amount: 627_500, due: '2026-12-25' },
    });
    expect(bookingConfirmation(booking, 'th').branch.address).toBe('ถนนพระราม 3');
  });

  it('leaves out what an older server does not send', () => {
    const bare = { ...booking, project: { id: 2, name_th: 'พระราม 3', name_en: 'Rama 3' } } as Booking;
    expect(bookingConfirmation(bare, 'en').branch).toEqual({
      name: 'Rama 3',
      address: undefined,
      phone: undefined,
    });
  });
});
