import { describe, expect, it } from 'vitest';
import { bookingWindow, checkBookingDates } from '../../src/dates/booking-window.ts';
import { addDays, compareDates, countDays, dateParts, isIsoDate, today } from '../../src/dates/calendar.ts';
import { formatCountdown, formatDate, formatDateNumeric } from '../../src/dates/display.ts';
import { bangkokYear, formatYear, toBuddhistYear } from '../../src/dates/year.ts';
import { SelfStorageError } from '../../src/errors.ts';

describe('today', () => {
  it('gives the Bangkok calendar date (UTC+7) of an instant', () => {
    expect(today(Date.UTC(2026, 0, 1, 16, 59, 59, 999))).toBe('2026-01-01');
    expect(today(Date.UTC(2026, 0, 1, 17, 0, 0))).toBe('2026-01-02');
    expect(today(Date.UTC(2025, 11, 31, 17, 0, 0))).toBe('2026-01-01');
    expect(today(Date.UTC(2028, 1, 28, 20, 0, 0))).toBe('2028-02-29');
  });

  it('refuses an instant that is not a number', () => {
    expect(() => today(Number.NaN)).toThrow(SelfStorageError);
  });
});

describe('calendar dates', () => {
  it('know real dates from look-alikes', () => {
    for (const good of ['2026-01-01', '2028-02-29', '2026-12-31']) expect(isIsoDate(good)).toBe(true);
    for (const bad of [
      '2026-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-1-1',
      '26-01-01',
      '2026-01-01T00:00',
      '',
      20260101,
    ]) {
      expect(isIsoDate(bad)).toBe(false);
    }
  });

  it('add days across months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('refuse dates outside four-digit years', () => {
    expect(() => addDays('9999-12-31', 1)).toThrow(SelfStorageError);
    expect(() => addDays('not-a-date', 1)).toThrow(expect.objectContaining({ key: 'errors.invalidDate' }));
  });

  it('compare', () => {
    expect(compareDates('2026-01-01', '2026-01-02')).toBeLessThan(0);
    expect(compareDates('2026-01-02', '2026-01-02')).toBe(0);
    expect(compareDates('2027-01-01', '2026-12-31')).toBeGreaterThan(0);
  });

  it('count booked days inclusively', () => {
    expect(countDays('2026-01-01', '2026-01-01')).toBe(1);
    expect(countDays('2026-01-01', '2026-01-02')).toBe(2);
    expect(countDays('2026-01-01', '2026-01-31')).toBe(31);
    expect(countDays('2028-02-01', '2028-03-01')).toBe(30);
    expect(countDays('2026-01-01', '2026-12-31')).toBe(365);
  });

  it('refuse to count an end before the start', () => {
    expect(() => countDays('2026-01-02', '2026-01-01')).toThrow(
      expect.objectContaining({ code: 'invalid_input', key: 'errors.endBeforeStart', field: 'endDate' }),
    );
  });

  it('split into parts', () => {
    expect(dateParts('2026-03-09')).toEqual({ year: 2026, month: 3, day: 9 });
  });
});

describe('booking window', () => {
  it('runs from today to today + 14 days', () => {
    expect(bookingWindow('2026-01-01')).toEqual({ minStart: '2026-01-01', maxStart: '2026-01-15' });
    expect(bookingWindow('2026-12-20')).toEqual({ minStart: '2026-12-20', maxStart: '2027-01-03' });
  });

  it.each([
    ['2026-01-01', '2026-01-01', { ok: true }],
    ['2026-01-15', '2026-03-01', { ok: true }],
    ['2025-12-31', '2026-01-05', { ok: false, field: 'startDate', key: 'errors.dateOutOfWindow' }],
    ['2026-01-16', '2026-01-20', { ok: false, field: 'startDate', key: 'errors.dateOutOfWindow' }],
    ['2026-01-05', '2026-01-04', { ok: false, field: 'endDate', key: 'errors.endBeforeStart' }],
    ['', '2026-01-04', { ok: false, field: 'startDate', key: 'errors.emptyData' }],
    [undefined, '2026-01-04', { ok: false, field: 'startDate', key: 'errors.emptyData' }],
    ['2026-01-05', null, { ok: false, field: 'endDate', key: 'errors.emptyData' }],
    ['2026-02-30', '2026-03-04', { ok: false, field: 'startDate', key: 'errors.invalidDate' }],
    ['2026-01-05', '05/01/2026', { ok: false, field: 'endDate', key: 'errors.invalidDate' }],
  ])('start %s, end %s', (start, end, expected) => {
    expect(checkBookingDates(start, end, '2026-01-01')).toEqual(expected);
  });
});

describe('display', () => {
  it('counts Thai years in the Buddhist era', () => {
    expect(toBuddhistYear(2026)).toBe(2569);
  });

  it('formats dates in Thai with the Buddhist year and in English with the Common Era', () => {
    expect(formatDate('2026-01-01', 'th')).toBe('1 ม.ค. 2569');
    expect(formatDate('2026-12-31', 'th')).toBe('31 ธ.ค. 2569');
    expect(formatDate('2026-04-13', 'en')).toBe('13 Apr 2026');
    expect(() => formatDate('2026-02-30', 'en')).toThrow(SelfStorageError);
  });

  it("writes a date as a date field shows it, day first, the year in the reader's era", () => {
    expect(formatDateNumeric('2026-11-05', 'th')).toBe('05/11/2569');
    expect(formatDateNumeric('2026-11-05', 'en')).toBe('05/11/2026');
  });

  it('formats a year as the date formats do: Buddhist era in Thai', () => {
    expect(formatYear(2026, 'th')).toBe('2569');
    expect(formatYear(2027, 'en')).toBe('2027');
    // New Year's Eve at 17:00 UTC is already the new year in Bangkok.
    expect(bangkokYear(Date.UTC(2026, 11, 31, 16, 59))).toBe(2026);
    expect(bangkokYear(Date.UTC(2026, 11, 31, 17, 0))).toBe(2027);
  });

  it.each([
    [600, '00:10:00'],
    [599, '00:09:59'],
    [0, '00:00:00'],
    [59.9, '00:00:59'],
    [3661, '01:01:01'],
    [7200, '02:00:00'],
    [360000, '100:00:00'],
    [-5, '00:00:00'],
    [Number.NaN, '00:00:00'],
  ])('shows %d seconds as %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
