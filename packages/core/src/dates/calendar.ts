import { SelfStorageError } from '../errors.ts';
import { BANGKOK_OFFSET_MS } from './year.ts';

/**
 * Plain calendar dates as `YYYY-MM-DD` strings, the wire's format. Arithmetic runs on UTC
 * midnights, where every day is 24 hours long, so no time zone or DST can shift a date.
 */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since 1970-01-01, or undefined for anything that is not a real calendar date. */
const toDayNumber = (date: string): number | undefined => {
  const match = ISO_DATE.exec(date);
  if (!match) return undefined;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  // Date.UTC rolls 2026-02-30 over to March; a real date survives the round trip.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return undefined;
  }
  return ms / DAY_MS;
};

const invalidDate = (message: string): SelfStorageError =>
  new SelfStorageError({ code: 'invalid_input', key: 'errors.invalidDate', message });

const fromDayNumber = (days: number): IsoDate => {
  const date = new Date(days * DAY_MS);
  // Outside years 0100..9999 ISO strings gain a sign and six digits; those are not wire dates.
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 100 || date.getUTCFullYear() > 9999) {
    throw invalidDate(`Date out of range: ${days} days from the epoch`);
  }
  return date.toISOString().slice(0, 10);
};

const requireDayNumber = (date: string): number => {
  const days = toDayNumber(date);
  if (days === undefined) throw invalidDate(`Not a calendar date (YYYY-MM-DD): ${date}`);
  return days;
};

export const isIsoDate = (value: unknown): value is IsoDate =>
  typeof value === 'string' && toDayNumber(value) !== undefined;

/** The calendar date in Bangkok at instant `now` (ms since epoch). */
export const today = (now: number): IsoDate => fromDayNumber(Math.floor((now + BANGKOK_OFFSET_MS) / DAY_MS));

export const addDays = (date: IsoDate, days: number): IsoDate => fromDayNumber(requireDayNumber(date) + days);

/** Negative when `a` is before `b`, 0 when equal; string order would do too, this also validates. */
export const compareDates = (a: IsoDate, b: IsoDate): number => requireDayNumber(a) - requireDayNumber(b);

/**
 * Days booked, counting both the start and the end day: 2026-01-01 to 2026-01-01 is 1 day and
 * 2026-01-01 to 2026-01-31 is 31. An end before the start is an `errors.endBeforeStart` failure.
 */
export const countDays = (start: IsoDate, end: IsoDate): number => {
  const difference = compareDates(end, start);
  if (difference < 0) {
    throw new SelfStorageError({
      code: 'invalid_input',
      key: 'errors.endBeforeStart',
      field: 'endDate',
      message: `The end ${end} is before the start ${start}`,
    });
  }
  return difference + 1;
};

/** The parts of a date, for display. */
export const dateParts = (date: IsoDate): { year: number; month: number; day: number } => {
  const iso = fromDayNumber(requireDayNumber(date));
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)), day: Number(iso.slice(8, 10)) };
};
