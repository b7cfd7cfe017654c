import { addDays, compareDates, countDays, formatDate, formatTime, today } from '@self-storage/core/dates';
import { type Text, text } from './language/text.ts';

/**
 * Instants as the sandbox's mails and pages write them. The dates themselves (today in Bangkok,
 * day arithmetic, counting days) are core's (`@self-storage/core/dates`).
 */

export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;

/** The tests read the sandbox's today and add days under these names; both are core's. */
export { addDays, today as bangkokDate } from '@self-storage/core/dates';

/** `2026-05-01 14:30 (Bangkok time)`, for mails and pages. */
export const bangkokDateTime = (ms: number): string => `${today(ms)} ${formatTime(ms)} (Bangkok time)`;

/** A calendar date as the screens write it (core's formatDate): the Buddhist era in Thai. */
export const dateText = (date: string): Text => ({ th: formatDate(date, 'th'), en: formatDate(date, 'en') });

/** An instant as its Bangkok date, written as the screens write dates, and time: for mails and pages. */
export const bangkokDateTimeText = (ms: number): Text => {
  const date = dateText(today(ms));
  const time = formatTime(ms);
  return text('server.dates.dateTime', { date, time });
};

/** Every day from start to end, both included; none when the end is before the start. */
export const eachDay = (start: string, end: string): string[] =>
  compareDates(end, start) < 0
    ? []
    : Array.from({ length: countDays(start, end) }, (_, i) => addDays(start, i));
