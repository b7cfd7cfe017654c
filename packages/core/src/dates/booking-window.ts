import { BOOKING_START_WINDOW_DAYS } from '../constants.ts';
import type { ErrorKey } from '../errors.ts';
import type { IsoDate } from './calendar.ts';
import { addDays, compareDates, isIsoDate } from './calendar.ts';

export interface BookingWindow {
  minStart: IsoDate;
  maxStart: IsoDate;
}

/** SPEC section 5: a booking starts between today and today + 14 days, both included. */
export const bookingWindow = (todayDate: IsoDate): BookingWindow => ({
  minStart: todayDate,
  maxStart: addDays(todayDate, BOOKING_START_WINDOW_DAYS),
});

export type BookingDatesCheck = { ok: true } | { ok: false; field: 'startDate' | 'endDate'; key: ErrorKey };

/**
 * The start inside the window and the end not before the start; the first problem found, with
 * the field it belongs to. A missing date is `errors.emptyData` like the other selections.
 */
export const checkBookingDates = (start: unknown, end: unknown, todayDate: IsoDate): BookingDatesCheck => {
  if (start === undefined || start === null || start === '') {
    return { ok: false, field: 'startDate', key: 'errors.emptyData' };
  }
  if (!isIsoDate(start)) return { ok: false, field: 'startDate', key: 'errors.invalidDate' };
  const { minStart, maxStart } = bookingWindow(todayDate);
  if (compareDates(start, minStart) < 0 || compareDates(start, maxStart) > 0) {
    return { ok: false, field: 'startDate', key: 'errors.dateOutOfWindow' };
  }
  if (end === undefined || end === null || end === '')
    return { ok: false, field: 'endDate', key: 'errors.emptyData' };
  if (!isIsoDate(end)) return { ok: false, field: 'endDate', key: 'errors.invalidDate' };
  if (compareDates(end, start) < 0) return { ok: false, field: 'endDate', key: 'errors.endBeforeStart' };
  return { ok: true };
};
