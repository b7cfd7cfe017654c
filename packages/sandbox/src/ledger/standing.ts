import { addDays, countDays } from '@self-storage/core/dates';
import { GRACE_DAYS, OVERDUE_REMINDER_DAYS } from '../bookings/overdue.ts';
import type { SandboxContext } from '../context.ts';
import type { BookingRow } from '../data/bookings.ts';
import { reminderSentAt } from '../data/invoice-reminders.ts';
import { type Text, text } from '../language/text.ts';
import { bangkokDate, dateText } from '../time.ts';
import type { Bill } from './parts.ts';

export type StandingState = 'paid_up' | 'upcoming' | 'due' | 'overdue' | 'suspended' | 'closed';

export interface Standing {
  state: StandingState;
  bill: Bill | null;
  reminders: { kind: 'due' | 'overdue'; date: string; sentAt: number | null }[];
  overdueFrom: string | null;
  suspensionDate: string | null;
  suspendedAt: number | null;
  terms: { key: string; message: Text } | null;
}

/** Unless the bill is paid in time, access is suspended on this date (bookings/overdue.ts). */
const suspensionAhead = (bill: Bill, suspension: string): Text => {
  const payBy = dateText(addDays(suspension, -1));
  const on = dateText(suspension);
  return text('server.replies.ledger.suspensionAhead', { installmentNo: bill.installmentNo, payBy, on });
};

const suspended = (since: string, bill: Bill | null): Text => {
  const on = dateText(since);
  const which = bill
    ? text('server.replies.ledger.numberedBill', { installmentNo: bill.installmentNo })
    : text('server.replies.ledger.aBill');
  return text('server.replies.ledger.suspended', { on, bill: which, graceDays: GRACE_DAYS });
};

/** The bill's reminders: on its due date and OVERDUE_REMINDER_DAYS later, with when each was mailed. */
const remindersOf = (ctx: SandboxContext, bill: Bill): Standing['reminders'] =>
  (
    [
      ['due', bill.due],
      ['overdue', addDays(bill.due, OVERDUE_REMINDER_DAYS)],
    ] as const
  ).map(([kind, date]) => ({ kind, date, sentAt: reminderSentAt(ctx.store, bill.id, kind) ?? null }));

/**
 * Where the rental stands today, from its oldest unpaid bill and the overdue policy's constants:
 * the bill's statuses decide, so a suspension that voids unpaid bills and one that keeps them owed
 * read alike. A lapsing extension's bills do not count: unpaid, it lapses instead.
 */
export const standingOf = (
  ctx: SandboxContext,
  row: BookingRow,
  bills: readonly Bill[],
  today: string,
): Standing => {
  const base = { reminders: [], overdueFrom: null, suspensionDate: null, suspendedAt: null, terms: null };
  const unpaid =
    bills.find(
      (b) =>
        b.status === 'pending' &&
        (b.part.kind === 'booking' || b.part.status === 'confirmed') &&
        row.status === 'confirmed',
    ) ?? null;
  if (row.suspended_at !== null) {
    const bill = unpaid ?? bills.filter((b) => b.status !== 'paid' && b.due <= today).at(0) ?? null;
    return {
      ...base,
      state: 'suspended',
      bill,
      reminders: bill ? remindersOf(ctx, bill) : [],
      suspensionDate: bangkokDate(row.suspended_at),
      suspendedAt: row.suspended_at,
      terms: { key: 'suspended', message: suspended(bangkokDate(row.suspended_at), bill) },
    };
  }
  // Unpaid by its hold's end the booking expires; there is no overdue to come.
  if (row.status === 'awaiting_payment' && row.hold_until > ctx.now())
    return { ...base, state: 'due', bill: bills.find((b) => b.status === 'pending') ?? null };
  if (row.status !== 'confirmed') return { ...base, state: 'closed', bill: null };
  if (!unpaid) return { ...base, state: 'paid_up', bill: null };
  const suspension = addDays(unpaid.due, GRACE_DAYS);
  // Days past its due date, as the overdue policy counts them.
  const late = unpaid.due > today ? -1 : countDays(unpaid.due, today) - 1;
  return {
    state: late < 0 ? 'upcoming' : late === 0 ? 'due' : 'overdue',
    bill: unpaid,
    reminders: remindersOf(ctx, unpaid),
    overdueFrom: addDays(unpaid.due, 1),
    suspensionDate: suspension,
    suspendedAt: null,
    terms: { key: 'suspension_ahead', message: suspensionAhead(unpaid, suspension) },
  };
};
