import { createHash, randomBytes } from 'node:crypto';
import { SESSION_LIFETIME_MS } from '@self-storage/core';
import type { SandboxContext } from '../context.ts';
import { refuse } from '../errors.ts';
import { text } from '../language/text.ts';

/** An opaque bearer secret: 32 random bytes, base64url. Only its hash is stored. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('base64url');

export const createSession = (ctx: SandboxContext, customerId: number): string => {
  const token = newSecret();
  const now = ctx.now();
  ctx.store.run('DELETE FROM sessions WHERE customer_id = ? AND expires_at <= ?', customerId, now);
  ctx.store.run(
    'INSERT INTO sessions (token_hash, customer_id, expires_at) VALUES (?, ?, ?)',
    hashSecret(token),
    customerId,
    now + SESSION_LIFETIME_MS,
  );
  return token;
};

/** The customer a session token belongs to, or a 401 refusal. */
export const requireCustomer = (ctx: SandboxContext, token: string): number => {
  const row = ctx.store.get<{ customer_id: number }>(
    'SELECT customer_id FROM sessions WHERE token_hash = ? AND expires_at > ?',
    hashSecret(token),
    ctx.now(),
  );
  if (!row)
    throw refuse(
      'session_expired',
      text(
        'เซสชันหมดอายุหรือไม่ถูกต้อง กรุณาเข้าสู่ระบบอีกครั้ง',
        'Your session has expired or is not valid; please log in again.',
      ),
    );
  return row.customer_id;
};

/** Ends every session of the customer (a password change, a reset's first use). */
export const endSessions = (ctx: SandboxContext, customerId: number): void => {
  ctx.store.run('DELETE FROM sessions WHERE customer_id = ?', customerId);
};

/** Ends one session, whether or not it was still valid. */
export const endSession = (ctx: SandboxContext, token: string): void => {
  ctx.store.run('DELETE FROM sessions WHERE token_hash = ?', hashSecret(token));
};
