import { describe, expect, it } from 'vitest';
import { kioskCountdownEnd } from '../../src/payment/index.ts';

const booked = Date.parse('2026-12-07T20:03:00Z');
const deadline = (ms: number) => new Date(ms).toISOString();

describe('kioskCountdownEnd', () => {
  it('is 600 s after the booking was made (its deadline less the 2-hour hold), whenever the page opens', () => {
    expect(kioskCountdownEnd(deadline(booked + 2 * 60 * 60 * 1000))).toBe(booked + 600_000);
  });

  it('has passed once the deadline was brought forward to now (a booking expired early)', () => {
    const now = booked + 60_000;
    expect(kioskCountdownEnd(deadline(now))).toBeLessThan(now);
  });

  it('is NaN for an unreadable deadline, which a countdown shows as nothing left', () => {
    expect(kioskCountdownEnd('soon')).toBeNaN();
  });
});
