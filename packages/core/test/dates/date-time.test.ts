import { describe, expect, it } from 'vitest';
import { bangkokIsoDateTime, formatDateTime, formatTime } from '../../src/dates/date-time.ts';

// 2026-05-01 07:30:45 UTC is 14:30:45 in Bangkok; 18:05 UTC on 31 Dec is past midnight there.
const AFTERNOON = Date.UTC(2026, 4, 1, 7, 30, 45);
const NEW_YEAR = Date.UTC(2025, 11, 31, 18, 5);

describe('Bangkok date-times', () => {
  it('write the e-Tax form: local date and time to the second, no zone', () => {
    expect(bangkokIsoDateTime(AFTERNOON)).toBe('2026-05-01T14:30:45');
    expect(bangkokIsoDateTime(NEW_YEAR)).toBe('2026-01-01T01:05:00');
  });

  it('give the 24-hour time, the same in both languages', () => {
    expect(formatTime(AFTERNOON)).toBe('14:30');
    expect(formatTime(Date.UTC(2026, 4, 1, 17, 0))).toBe('00:00');
  });

  it('give the date as screens write it, then the time: the Buddhist year in Thai', () => {
    expect(formatDateTime(AFTERNOON, 'th')).toBe('1 พ.ค. 2569 14:30');
    expect(formatDateTime(AFTERNOON, 'en')).toBe('1 May 2026 14:30');
    // The date is Bangkok's, already the next year there.
    expect(formatDateTime(NEW_YEAR, 'en')).toBe('1 Jan 2026 01:05');
  });

  it('agree with Intl in Asia/Bangkok, which the apps used before', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Bangkok',
      hour: '2-digit',
      minute: '2-digit',
    });
    for (let hour = 0; hour < 24; hour += 1) {
      const ms = Date.UTC(2026, 0, 15, hour, 7);
      expect(formatTime(ms)).toBe(intl.format(ms));
    }
  });
});
