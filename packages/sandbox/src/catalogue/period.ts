import { BOOKING_START_WINDOW_DAYS } from '@self-storage/core';
import { addDays, today as bangkokToday, countDays } from '@self-storage/core/dates';
import { refuse } from '../errors.ts';
import { text } from '../language/text.ts';

/** About three years: long enough for any rental, short enough to keep one row per held day. */
export const MAX_BOOKING_DAYS = 1096;

/**
 * Checks a rental period against the booking window (start today to today + 14, calendar days
 * in Asia/Bangkok; end not before start) and returns its length in days, both ends included.
 */
export const checkPeriod = (now: number, start: string, end: string): number => {
  const today = bangkokToday(now);
  const last = addDays(today, BOOKING_START_WINDOW_DAYS);
  if (start < today || start > last) {
    throw refuse(
      'invalid_request',
      text('server.replies.catalogue.startOutsideWindow', {
        today,
        last,
        bookingStartWindowDays: BOOKING_START_WINDOW_DAYS,
      }),
    );
  }
  if (end < start) throw refuse('invalid_request', text('server.replies.catalogue.endBeforeStart'));
  const days = countDays(start, end);
  if (days > MAX_BOOKING_DAYS) {
    throw refuse(
      'invalid_request',
      text('server.replies.catalogue.tooLong', { maxBookingDays: MAX_BOOKING_DAYS }),
    );
  }
  return days;
};
