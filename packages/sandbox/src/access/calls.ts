import type { ReplyOf, RequestOf } from '@self-storage/core';
import { today as bangkokToday } from '@self-storage/core/dates';
import { ROUTES } from '@self-storage/core/flow';
import { requireCustomer } from '../accounts/sessions.ts';
import { ownBooking } from '../bookings/own.ts';
import { statusOf } from '../bookings/view.ts';
import type { Call, SandboxContext } from '../context.ts';
import { attemptsOfBooking } from '../data/access-attempts.ts';
import { findPass, insertPass, passOfTokenDigest, revokePass, sharesOf } from '../data/access-passes.ts';
import { type BookingRow, findBooking } from '../data/bookings.ts';
import { refuse } from '../errors.ts';
import { text } from '../language/text.ts';
import { ok } from '../reply.ts';
import { dateText } from '../time.ts';
import { ownerPass } from './passes.ts';
import { newPassSecrets, newShareLinkToken, tokenDigest } from './secrets.ts';
import { attemptReply, passReply, shareReply } from './views.ts';

const WITH_ACCESS = new Set(['confirmed', 'suspended']);

/** A paid rental (suspended included: its pass says why the gate is shut). */
const rentalWithAccess = (ctx: SandboxContext, token: string, id: number): BookingRow => {
  const row = ownBooking(ctx, requireCustomer(ctx, token), id);
  if (!WITH_ACCESS.has(statusOf(row, ctx.now())))
    throw refuse('conflict', text('server.replies.access.noPassYet'));
  return row;
};

export const accessPass = async (
  ctx: SandboxContext,
  body: RequestOf<'accessPass'>,
  call: Call,
): Promise<ReplyOf<'accessPass'>> => {
  const row = rentalWithAccess(ctx, body.token, body.customer_service_id);
  const pass = await ownerPass(ctx, row);
  return ok(call, text('server.replies.access.accessPass'), {
    datas: {
      pass: await passReply(ctx, row, pass, call.language),
      shares: sharesOf(ctx.store, row.id).map((share) => shareReply(ctx, row, share)),
    },
  });
};

/** A share's window lies within the rental and starts no earlier than today. */
const checkWindow = (ctx: SandboxContext, row: BookingRow, start: string, end: string): void => {
  const today = bangkokToday(ctx.now());
  const first = row.start_date > today ? row.start_date : today;
  if (start > end) throw refuse('invalid_request', text('server.replies.access.startAfterEnd'));
  if (start < first)
    throw refuse('invalid_request', text('server.replies.access.shareFrom', { first: dateText(first) }));
  if (end > row.end_date)
    throw refuse(
      'invalid_request',
      text('server.replies.access.shareUntilEnd', { endDate: dateText(row.end_date) }),
    );
};

export const accessShare = async (
  ctx: SandboxContext,
  body: RequestOf<'accessShare'>,
  call: Call,
): Promise<ReplyOf<'accessShare'>> => {
  const row = rentalWithAccess(ctx, body.token, body.customer_service_id);
  checkWindow(ctx, row, body.start_date, body.end_date);
  const secrets = await newPassSecrets(ctx);
  // The token rides in the fragment, which a browser never sends to a server.
  const link = newShareLinkToken();
  const share = insertPass(ctx.store, {
    bookingId: row.id,
    kind: 'share',
    holderName: body.name.trim(),
    phone: body.phone,
    startDate: body.start_date,
    endDate: body.end_date,
    ...secrets,
    tokenDigest: link.digest,
    at: ctx.now(),
  });
  return ok(call, text('server.replies.access.accessShared'), {
    datas: {
      share: shareReply(ctx, row, share),
      link: `${call.origins.web}${ROUTES.sharedPass}#${link.token}`,
    },
  });
};

export const accessRevoke = (
  ctx: SandboxContext,
  body: RequestOf<'accessRevoke'>,
  call: Call,
): ReplyOf<'accessRevoke'> => {
  const row = ownBooking(ctx, requireCustomer(ctx, body.token), body.customer_service_id);
  const share = findPass(ctx.store, body.share_id);
  if (share?.kind !== 'share' || share.booking_id !== row.id)
    throw refuse('not_found', text('server.replies.access.noSharedPass'));
  revokePass(ctx.store, share.id, ctx.now());
  return ok(call, text('server.replies.access.sharedPassRevoked'), {
    datas: { share: shareReply(ctx, row, findPass(ctx.store, share.id) ?? share) },
  });
};

export const accessLog = (
  ctx: SandboxContext,
  body: RequestOf<'accessLog'>,
  call: Call,
): ReplyOf<'accessLog'> => {
  const row = ownBooking(ctx, requireCustomer(ctx, body.token), body.customer_service_id);
  return ok(call, text('server.replies.access.accessLog'), {
    datas: { attempts: attemptsOfBooking(ctx.store, row.id).map((a) => attemptReply(ctx, a)) },
  });
};

/** The shared person's pass by their link's token; a revoked one still answers, saying so. */
export const sharedPass = async (
  ctx: SandboxContext,
  body: RequestOf<'sharedPass'>,
  call: Call,
): Promise<ReplyOf<'sharedPass'>> => {
  const share = passOfTokenDigest(ctx.store, tokenDigest(body.share_token));
  const row = share && findBooking(ctx.store, share.booking_id);
  if (!share || !row) throw refuse('not_found', text('server.replies.access.noPass'));
  return ok(call, text('server.replies.access.sharedPass'), {
    datas: { pass: await passReply(ctx, row, share, call.language) },
  });
};
