import type { Language } from '../constants.ts';
import type { IsoDate } from './calendar.ts';
import { dateParts } from './calendar.ts';
import { formatYear } from './year.ts';

const MONTHS: Record<Language, readonly string[]> = {
  th: ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

/**
 * `1 ม.ค. 2569` in Thai (Buddhist year), `1 Jan 2026` in English. Own month tables rather than
 * Intl, whose Thai output differs between ICU versions. Throws `errors.invalidDate` for a
 * string that is not a calendar date.
 */
export const formatDate = (date: IsoDate, language: Language): string => {
  const { year, month, day } = dateParts(date);
  return `${day} ${MONTHS[language][month - 1]} ${formatYear(year, language)}`;
};

/**
 * `25/11/2569` in Thai (Buddhist year), `25/11/2026` in English: a date as a date field shows it,
 * day first, two-digit day and month.
 */
export const formatDateNumeric = (date: IsoDate, language: Language): string => {
  const { year, month, day } = dateParts(date);
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${pad(day)}/${pad(month)}/${formatYear(year, language)}`;
};

/** Seconds left as `hh:mm:ss` (SPEC section 9); hours grow past 99 rather than wrap. */
export const formatCountdown = (seconds: number): string => {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
};
