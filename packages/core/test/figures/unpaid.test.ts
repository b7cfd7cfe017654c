import { describe, expect, it } from 'vitest';
import { MAX_UNPAID_BOOKINGS } from '../../src/constants.ts';
import type { Booking } from '../../src/contract/types.ts';
import { holdEnded, unpaidBookings } from '../../src/figures/booking.ts';

type Held = Pick<Booking, 'status' | 'payment_deadline'>;
const DEADLINE = '2026-12-07T14:00:00+07:00';
const at = Date.parse(DEADLINE);
const held = (status: Booking['status']): Held => ({ status, payment_deadline: DEADLINE });

describe('unpaidBookings', () => {
  it('keeps the bookings awaiting payment, the ones the limit counts', () => {
    const bookings = [held('confirmed'), held('awaiting_payment'), held('expired'), held('awaiting_payment')];
    expect(unpaidBookings(bookings)).toEqual([bookings[1], bookings[3]]);
    expect(MAX_UNPAID_BOOKINGS).toBe(2);
  });
});

describe('holdEnded', () => {
  it('ends an unpaid hold at its payment deadline, not a millisecond before', () => {
    expect(holdEnded(held('awaiting_payment'), at - 1)).toBe(false);
    expect(holdEnded(held('awaiting_payment'), at)).toBe(true);
  });

  it('counts an expired booking as released and a confirmed one as kept, whatever the time', () => {
    expect(holdEnded(held('expired'), at - 60_000)).toBe(true);
    expect(holdEnded(held('confirmed'), at + 60_000)).toBe(false);
    expect(holdEnded(held('cancelled'), at + 60_000)).toBe(false);
  });
});
