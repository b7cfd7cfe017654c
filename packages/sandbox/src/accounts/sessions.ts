import { createHash, randomBytes } from 'node:crypto';
import { SESSION_LIFETIME_MS } from '@self-storage/core';
import type { SandboxContext } from '../context.ts';
import {
  deleteEndedSessions,
  deleteSession,
  deleteSessionsOf,
  insertSession,
  sessionCustomer,
} from '../data/sessions.ts';
import { refuse } from '../errors.ts';
import { text } from '../language/text.ts';

/** An opaque bearer secret: 32 random bytes, base64url. Only its hash is stored. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('base64url');

export const createSession = (ctx: SandboxContext, customerId: number): string => {
  const token = newSecret();
  const now = ctx.now();
  deleteEndedSessions(ctx.store, customerId, now);
  insertSession(ctx.store, hashSecret(token), customerId, now + SESSION_LIFETIME_MS);
  return token;
};

/** The customer a session token belongs to, or a 401 refusal. */
export const requireCustomer = (ctx: SandboxContext, token: string): number => {
  const customerId = sessionCustomer(ctx.store, hashSecret(token), ctx.now());
  if (customerId === undefined)
    throw refuse('session_expired', text('server.replies.accounts.sessionExpired'));
  return customerId;
};

/** Ends every session of the customer (a password change, a reset's first use). */
export const endSessions = (ctx: SandboxContext, customerId: number): void => {
  deleteSessionsOf(ctx.store, customerId);
};

/** Ends one session, whether or not it was still valid. */
export const endSession = (ctx: SandboxContext, token: string): void => {
  deleteSession(ctx.store, hashSecret(token));
};
