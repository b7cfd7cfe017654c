import { addDays } from '@self-storage/core/dates';
import type { CardRow } from '../data/cards.ts';

/**
 * Autopay's tries of a bill, in days after its due date: on the day, then three retries, the last
 * the day before the grace period ends (bookings/overdue.ts suspends access on its 7th day late),
 * so a card that recovers pays before any suspension. docs/sandbox.md.
 */
export const TRY_DAYS = [0, 2, 4, 6] as const;

/** The try due by `today`: the first once the bill is due, the next once its retry day has come. */
export const tryDue = (
  last: { attempt: number; next_retry: string | null } | undefined,
  today: string,
): number =>
  last === undefined ? 1 : last.next_retry !== null && last.next_retry <= today ? last.attempt + 1 : 0;

/**
 * The day of the try after one made `today`: the schedule's next day still ahead, or null when
 * none is. After a jump of the clock the tries skipped are not made up: one try per jump.
 */
export const nextTryDate = (dueDate: string, today: string): string | null =>
  TRY_DAYS.map((day) => addDays(dueDate, day)).find((date) => date > today) ?? null;

/** The last day a card can be charged: the end of its expiry month. */
export const validThrough = (card: Pick<CardRow, 'exp_month' | 'exp_year'>): string => {
  const [year, month] = card.exp_month === 12 ? [card.exp_year + 1, 1] : [card.exp_year, card.exp_month + 1];
  return addDays(`${year}-${String(month).padStart(2, '0')}-01`, -1);
};
