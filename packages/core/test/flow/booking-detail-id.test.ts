import { describe, expect, it } from 'vitest';
import { bookingDetailId, bookingDetailPath, parseCustomerServiceId } from '../../src/flow/index.ts';

describe('a booking id in a route', () => {
  it('reads a positive whole number and nothing else', () => {
    expect(parseCustomerServiceId('12')).toBe(12);
    for (const value of [undefined, '', '0', '-3', '1.5', 'abc', '9007199254740993'])
      expect(parseCustomerServiceId(value), String(value)).toBeUndefined();
  });

  it("reads the booking a detail address names, and no other route's", () => {
    expect(bookingDetailId(bookingDetailPath(42))).toBe(42);
    expect(bookingDetailId('/service/history/42/')).toBe(42);
    for (const path of [
      '/service/history',
      '/service/history/x',
      '/service/history/42/extend',
      '/service/summary',
    ])
      expect(bookingDetailId(path), path).toBeUndefined();
  });
});
