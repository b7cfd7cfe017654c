import { describe, expect, it } from 'vitest';
import { bookingWindow, checkBookingDates, createServerClock } from '../../src/dates/index.ts';

/** 23:58 on 30 November 2026 in Bangkok (16:58 UTC): two minutes before the date changes. */
const DEVICE = Date.parse('2026-11-30T16:58:00Z');

describe('the server clock', () => {
  it('is the device clock until a reply has come', () => {
    const clock = createServerClock(() => DEVICE);
    expect(clock.offsetMs).toBe(0);
    expect(clock.today()).toBe('2026-11-30');
    clock.observe(undefined);
    clock.observe('not a date');
    expect(clock.now()).toBe(DEVICE);
  });

  it('follows a server a few minutes ahead across midnight, which a device behind would miss', () => {
    let device = DEVICE;
    const clock = createServerClock(() => device);
    clock.observe(new Date(DEVICE + 3 * 60_000).toUTCString());
    expect(clock.today()).toBe('2026-12-01');
    // The booking window and its checks move with it: the device's today is refused by the server.
    expect(bookingWindow(clock.today()).minStart).toBe('2026-12-01');
    expect(checkBookingDates('2026-11-30', '2026-12-05', clock.today())).toMatchObject({ ok: false });
    device += 60_000;
    expect(clock.now()).toBeGreaterThanOrEqual(DEVICE + 4 * 60_000);
    expect(clock.now()).toBeLessThan(DEVICE + 4 * 60_000 + 1000);
  });

  it('follows a server behind the device, and a test clock moved a month ahead', () => {
    const clock = createServerClock(() => DEVICE);
    clock.observe(new Date(DEVICE - 5 * 60 * 60_000).toUTCString());
    expect(clock.today()).toBe('2026-11-30');
    expect(clock.offsetMs).toBeLessThan(-5 * 60 * 60_000 + 1000);
    clock.observe(new Date(DEVICE + 31 * 24 * 60 * 60_000).toUTCString());
    expect(clock.today()).toBe('2026-12-31');
  });
});
