import type { Language } from '../constants.ts';
import { today } from './calendar.ts';
import { formatDate } from './display.ts';
import { BANGKOK_OFFSET_MS } from './year.ts';

/** Where `HH:MM` and `HH:MM:SS` sit in an ISO instant's text. */
const CLOCK_START = 11;
const MINUTES_END = 16;
const SECONDS_END = 19;

/**
 * An instant as Bangkok's wall clock, written as ISO writes UTC: Bangkok is UTC+7 all year (no
 * daylight saving), so shifting by the offset and reading the UTC fields gives its local time.
 * Not Intl, whose output differs between ICU versions and runtimes.
 */
const bangkokWall = (ms: number): string => new Date(ms + BANGKOK_OFFSET_MS).toISOString();

/** `YYYY-MM-DDTHH:MM:SS` in Bangkok time, no zone: how the e-Tax standard writes date-times. */
export const bangkokIsoDateTime = (ms: number): string => bangkokWall(ms).slice(0, SECONDS_END);

/** `14:30`: an instant's Bangkok time, 24-hour, the same in Thai and English. */
export const formatTime = (ms: number): string => bangkokWall(ms).slice(CLOCK_START, MINUTES_END);

/** `1 ม.ค. 2569 14:30` in Thai, `1 Jan 2026 14:30` in English: an instant in Bangkok, as screens show it. */
export const formatDateTime = (ms: number, language: Language): string =>
  `${formatDate(today(ms), language)} ${formatTime(ms)}`;
