import type { ReplyOf, RequestOf } from '@self-storage/core';
import type { SandboxContext } from '../context.ts';
import { refuse } from '../errors.ts';
import { ok } from '../reply.ts';
import { HOUR_MS } from '../time.ts';
import { createSession, hashSecret, newSecret } from './sessions.ts';

/** A service link stays usable for a week, as often as it is opened (mails get opened twice). */
const IDENTIFY_TOKEN_LIFETIME_MS = 7 * 24 * HOUR_MS;

export const createIdentifyToken = (ctx: SandboxContext, customerId: number): string => {
  const token = newSecret();
  ctx.store.run(
    'INSERT INTO identify_tokens (token_hash, customer_id, expires_at) VALUES (?, ?, ?)',
    hashSecret(token),
    customerId,
    ctx.now() + IDENTIFY_TOKEN_LIFETIME_MS,
  );
  return token;
};

export const identify = (ctx: SandboxContext, body: RequestOf<'identify'>): ReplyOf<'identify'> => {
  const row = ctx.store.get<{ customer_id: number; email: string }>(
    `SELECT t.customer_id, c.email FROM identify_tokens t JOIN customers c ON c.id = t.customer_id
     WHERE t.token_hash = ? AND t.expires_at > ?`,
    hashSecret(body.token),
    ctx.now(),
  );
  // 400, not 401: a bad link is not an expired session.
  if (!row) throw refuse('invalid_request', 'This link is not valid or has expired.');
  return ok('Identified.', { datas: { token: createSession(ctx, row.customer_id), email: row.email } });
};

export const pinVerify = (ctx: SandboxContext, body: RequestOf<'pinVerify'>): ReplyOf<'pinVerify'> => {
  const row = ctx.store.get<{ id: number }>('SELECT id FROM bookings WHERE pin = ?', body.pin);
  if (!row) throw refuse('not_found', 'No booking matches this pin.');
  return ok('Pin verified.', { datas: { customer_service_id: row.id } });
};
