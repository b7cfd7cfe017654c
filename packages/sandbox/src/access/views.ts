import type { Language, ReplyOf } from '@self-storage/core';
import type { SandboxContext } from '../context.ts';
import type { AttemptRow } from '../data/access-attempts.ts';
import type { PassRow } from '../data/access-passes.ts';
import type { BookingRow } from '../data/bookings.ts';
import { findUnit, listBranches } from '../data/catalogue.ts';
import { say, type Text, text } from '../language/text.ts';
import { dateText } from '../time.ts';
import { pinOf, secretOf } from './secrets.ts';
import { type PassStanding, passStanding } from './standing.ts';

type PassReply = ReplyOf<'accessPass'>['datas']['pass'];
type ShareReply = ReplyOf<'accessPass'>['datas']['shares'][number];
type AttemptReply = ReplyOf<'accessLog'>['datas']['attempts'][number];

/** Why the gate says no today, for the pass's holder. */
const stateMessage = (standing: PassStanding): Text | null => {
  const from = dateText(standing.from);
  const to = dateText(standing.to);
  switch (standing.state) {
    case 'not_started':
      return text('server.replies.access.passNotYet', { from });
    case 'ended':
      return text('server.replies.access.passEnded', { to });
    case 'suspended':
      return text('server.replies.access.passSuspended');
    case 'revoked':
      return text('server.replies.access.passRevoked');
    default:
      return null;
  }
};

const branchOf = (ctx: SandboxContext, branchId: number) => {
  const branch = listBranches(ctx.store).find((b) => b.id === branchId);
  return { id: branchId, name_th: branch?.name_th ?? '', name_en: branch?.name_en ?? '' };
};

export const passReply = async (
  ctx: SandboxContext,
  row: BookingRow,
  pass: PassRow,
  language: Language,
): Promise<PassReply> => {
  const standing = passStanding(ctx, row, pass);
  const unit = findUnit(ctx.store, row.unit_id);
  const message = stateMessage(standing);
  return {
    id: pass.id,
    kind: pass.kind,
    holder_name: pass.holder_name,
    secret: secretOf(ctx, pass).toString('base64url'),
    pin: await pinOf(ctx, pass),
    booking_number: row.booking_number,
    branch: branchOf(ctx, unit?.branch_id ?? 0),
    unit_name: unit?.name ?? '',
    valid_from: standing.from,
    valid_to: standing.to,
    state: standing.state,
    message: message && say(message, language),
  };
};

export const shareReply = (ctx: SandboxContext, row: BookingRow, pass: PassRow): ShareReply => {
  const standing = passStanding(ctx, row, pass);
  return {
    id: pass.id,
    name: pass.holder_name,
    phone: pass.phone ?? '',
    start_date: standing.from,
    end_date: standing.to,
    revoked_at: pass.revoked_at === null ? null : new Date(pass.revoked_at).toISOString(),
    state: standing.state,
  };
};

export const attemptReply = (ctx: SandboxContext, attempt: AttemptRow): AttemptReply => ({
  id: attempt.id,
  at: new Date(attempt.at).toISOString(),
  branch: branchOf(ctx, attempt.branch_id),
  method: attempt.method,
  granted: attempt.granted === 1,
  reason: (attempt.reason as AttemptReply['reason']) ?? null,
  pass:
    attempt.pass_id !== null && attempt.kind !== null
      ? { id: attempt.pass_id, kind: attempt.kind, holder_name: attempt.holder_name ?? '' }
      : null,
});
