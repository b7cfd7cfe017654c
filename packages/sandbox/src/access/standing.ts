import type { AccessDenial } from '@self-storage/core/contract';
import { statusOf } from '../bookings/view.ts';
import type { SandboxContext } from '../context.ts';
import type { PassRow } from '../data/access-passes.ts';
import type { BookingRow } from '../data/bookings.ts';
import { statementOf } from '../ledger/statement.ts';
import { bangkokDate } from '../time.ts';

export type PassState = 'active' | 'not_started' | 'ended' | 'suspended' | 'revoked';

export interface PassStanding {
  state: PassState;
  from: string;
  to: string;
}

/**
 * The days a pass opens the gate: the rental's, read from the booking as it stands (a paid
 * extension or a move-out notice moves its end date), narrowed to a share's window. A share never
 * outlives the rental, whatever its window said when it was made.
 */
export const windowOf = (row: BookingRow, pass: PassRow): { from: string; to: string } => ({
  from: pass.start_date && pass.start_date > row.start_date ? pass.start_date : row.start_date,
  to: pass.end_date && pass.end_date < row.end_date ? pass.end_date : row.end_date,
});

const CLOSED = new Set(['expired', 'cancelled']);

/**
 * Where a pass stands at the sandbox's now. Access follows the money: the rental's statement
 * decides whether it is suspended, so paying restores it at once.
 */
export const passStanding = (ctx: SandboxContext, row: BookingRow, pass: PassRow): PassStanding => {
  const { from, to } = windowOf(row, pass);
  const today = bangkokDate(ctx.now());
  const state = ((): PassState => {
    if (pass.revoked_at !== null && pass.revoked_at <= ctx.now()) return 'revoked';
    if (CLOSED.has(statusOf(row, ctx.now())) || today > to) return 'ended';
    if (today < from) return 'not_started';
    return statementOf(ctx, row).standing.state === 'suspended' ? 'suspended' : 'active';
  })();
  return { state, from, to };
};

/** The gate's reason for a pass in this state; null opens it. */
export const denialOf = (state: PassState): AccessDenial | null => (state === 'active' ? null : state);
