import type { Language } from '../constants.ts';

/*
 * Years, apart from the rest of the dates so that a page showing only a year (the footer's
 * copyright) loads this and nothing else of them.
 */

/** Thai dates count years in the Buddhist era, 543 years ahead of the Common Era. */
export const BUDDHIST_ERA_OFFSET = 543;

/** Thailand has kept UTC+7 without daylight saving since 1920, so a fixed offset is exact. */
export const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

export const toBuddhistYear = (year: number): number => year + BUDDHIST_ERA_OFFSET;

/** The calendar year in Bangkok at instant `now` (ms since epoch; the current one unless told). */
export const bangkokYear = (now: number = Date.now()): number =>
  new Date(now + BANGKOK_OFFSET_MS).getUTCFullYear();

/** A Common Era year as a reader counts it: `2569` in Thai (Buddhist era), `2026` in English. */
export const formatYear = (year: number, language: Language): string =>
  String(language === 'th' ? year + BUDDHIST_ERA_OFFSET : year);
