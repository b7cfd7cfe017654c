import type { ReplyOf, RequestOf } from '@self-storage/core';
import type { Call, SandboxContext } from '../context.ts';
import { bookingOfPinHash } from '../data/booking-pins.ts';
import { deleteIdentifyToken, identifyTokenHolder, insertIdentifyToken } from '../data/identify-tokens.ts';
import { refuse } from '../errors.ts';
import { text } from '../language/text.ts';
import { ok } from '../reply.ts';
import { HOUR_MS } from '../time.ts';
import { createSession, endSession, hashSecret, newSecret } from './sessions.ts';

/**
 * A service link signs its holder in, so it is a short-lived, single-use key: an hour, one
 * sign-in, and a password change revokes it (accounts/login.ts).
 */
export const IDENTIFY_TOKEN_LIFETIME_MS = HOUR_MS;

export const createIdentifyToken = (ctx: SandboxContext, customerId: number): string => {
  const token = newSecret();
  insertIdentifyToken(ctx.store, hashSecret(token), customerId, ctx.now() + IDENTIFY_TOKEN_LIFETIME_MS);
  return token;
};

export const identify = (
  ctx: SandboxContext,
  body: RequestOf<'identify'>,
  call: Call,
): ReplyOf<'identify'> => {
  const { addressGuesses } = ctx.throttles;
  addressGuesses.check(call.address);
  // Counted before it is looked up, as every guess is; a right token gives its count back.
  addressGuesses.record(call.address);
  const hash = hashSecret(body.token);
  const row = ctx.store.transaction(() => {
    const found = identifyTokenHolder(ctx.store, hash, ctx.now());
    // Used once: the same link opened again (or by someone who copied it) signs no one in.
    if (found) deleteIdentifyToken(ctx.store, hash);
    return found;
  });
  // 400, not 401: a bad link is not an expired session.
  if (!row) {
    throw refuse('invalid_request', text('server.replies.accounts.linkInvalid'));
  }
  addressGuesses.release(call.address);
  return ok(call, text('server.replies.accounts.identified'), {
    datas: { token: createSession(ctx, row.customer_id), email: row.email },
  });
};

export const pinVerify = (
  ctx: SandboxContext,
  body: RequestOf<'pinVerify'>,
  call: Call,
): ReplyOf<'pinVerify'> => {
  // A pin is a guessable secret: counted per address like passwords, given back when right.
  const { addressGuesses } = ctx.throttles;
  addressGuesses.check(call.address);
  addressGuesses.record(call.address);
  const id = bookingOfPinHash(ctx.store, hashSecret(body.pin));
  if (id === undefined) throw refuse('not_found', text('server.replies.accounts.noBookingForPin'));
  addressGuesses.release(call.address);
  return ok(call, text('server.replies.accounts.pinVerified'), { datas: { customer_service_id: id } });
};

/** customer/logout (beyond the spec): the token is refused from now on. Always succeeds. */
export const logout = (ctx: SandboxContext, body: RequestOf<'logout'>, call: Call): ReplyOf<'logout'> => {
  endSession(ctx, body.token);
  return ok(call, text('server.replies.accounts.loggedOut'), {});
};
