import { RENT_MONTH_DAYS } from '../constants.ts';
import { addDays, type IsoDate } from './calendar.ts';

/** The rental lengths select service offers beside the end date, in rent months. */
export const DURATION_MONTHS = [1, 3, 6, 12] as const;

/**
 * The last day of `months` rent months from `start`: a rent month is 30 days, so the period is
 * priced as whole months with no odd days (3 months from 1 December ends on 28 February).
 */
export const endAfterMonths = (start: IsoDate, months: number): IsoDate =>
  addDays(start, months * RENT_MONTH_DAYS - 1);
