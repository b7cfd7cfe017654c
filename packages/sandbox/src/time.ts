import { formatDate } from '@self-storage/core/dates';
import type { Text } from './language/text.ts';

/** Calendar dates are Asia/Bangkok (UTC+7 all year, no daylight saving), as YYYY-MM-DD strings. */

const DAY_MS = 24 * 60 * 60 * 1000;
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;

let lastDay = Number.NaN;
let lastDate = '';

/** Asked on every call for the window and promotions; formatted once a day, not each time. */
export const bangkokDate = (ms: number): string => {
  const day = Math.floor((ms + BANGKOK_OFFSET_MS) / DAY_MS);
  if (day !== lastDay) {
    lastDate = new Date(day * DAY_MS).toISOString().slice(0, 10);
    lastDay = day;
  }
  return lastDate;
};

/** `2026-05-01 14:30 (Bangkok time)`, for mails and pages. */
export const bangkokDateTime = (ms: number): string =>
  `${new Date(ms + BANGKOK_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')} (Bangkok time)`;

/** A calendar date as the screens write it (core's formatDate): the Buddhist era in Thai. */
export const dateText = (date: string): Text => ({ th: formatDate(date, 'th'), en: formatDate(date, 'en') });

/** An instant as its Bangkok date, written as the screens write dates, and time: for mails and pages. */
export const bangkokDateTimeText = (ms: number): Text => {
  const stamp = new Date(ms + BANGKOK_OFFSET_MS).toISOString();
  const date = dateText(stamp.slice(0, 10));
  const time = stamp.slice(11, 16);
  return { th: `${date.th} เวลา ${time} น.`, en: `${date.en}, ${time} (Bangkok time)` };
};

/** Read field by field: several times faster than Date.parse, with the same day for every calendar date. */
const dayNumber = (date: string): number =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;

export const addDays = (date: string, days: number): string =>
  new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);

/** Days from start to end, both included. */
export const inclusiveDays = (start: string, end: string): number => dayNumber(end) - dayNumber(start) + 1;

export const eachDay = (start: string, end: string): string[] =>
  Array.from({ length: inclusiveDays(start, end) }, (_, i) => addDays(start, i));
