import type { ReplyOf, RequestOf } from '@self-storage/core';
import type { Call, SandboxContext } from '../context.ts';
import { hashPassword, randomPassword, verifyAgainstNothing, verifyPassword } from '../crypto/passwords.ts';
import { credentialsOf, customerIdByEmail, updatePasswordHash } from '../data/customers.ts';
import { deleteIdentifyTokensOf } from '../data/identify-tokens.ts';
import { deletePasswordReset, savePasswordReset } from '../data/password-resets.ts';
import { refuse } from '../errors.ts';
import { text } from '../language/text.ts';
import { recipientOf } from '../mail/recipient.ts';
import { newPasswordMail } from '../mail/templates/new-password.ts';
import { normalizeEmail, ok } from '../reply.ts';
import { MINUTE_MS } from '../time.ts';
import { createSession, endSessions } from './sessions.ts';
import { checkPassword } from './text-rules.ts';

const WRONG_CREDENTIALS = text('server.replies.accounts.wrongCredentials');

/** A mailed password works beside the current one for this long, once. */
export const RESET_PASSWORD_LIFETIME_MS = 30 * MINUTE_MS;

interface Authenticated {
  customerId: number;
  /** The password given was the mailed one: its first use makes it the password. */
  resetHash: string | undefined;
}

/**
 * The customer when the email and a password match (the current one, or a mailed one still
 * waiting), else undefined, spending a hash's time either way. Guesses are throttled per account
 * and per address, known email or not, so neither the throttle nor the timing says which emails
 * are registered. Each guess is counted before its hash is checked (in the same turn as the
 * throttle's check), so a burst sent at once gets no more tries than one sent in a row; a right
 * password gives its count back.
 */
const authenticate = async (
  ctx: SandboxContext,
  email: string,
  password: string,
  call: Call,
): Promise<Authenticated | undefined> => {
  const account = normalizeEmail(email);
  const { accountGuesses, addressGuesses } = ctx.throttles;
  accountGuesses.check(account);
  addressGuesses.check(call.address);
  accountGuesses.record(account);
  addressGuesses.record(call.address);
  const row = credentialsOf(ctx.store, account, ctx.now());
  let found: Authenticated | undefined;
  if (!row) await verifyAgainstNothing(password, ctx.passwordCost);
  else if (await verifyPassword(password, row.password_hash))
    found = { customerId: row.id, resetHash: undefined };
  else if (row.reset_hash && (await verifyPassword(password, row.reset_hash))) {
    found = { customerId: row.id, resetHash: row.reset_hash };
  }
  if (!found) return undefined;
  accountGuesses.clear(account);
  addressGuesses.release(call.address);
  return found;
};

/**
 * Makes `hash` the customer's password and ends everything the old one opened: sessions,
 * service-link tokens and a mailed password still waiting.
 */
const replacePassword = (ctx: SandboxContext, customerId: number, hash: string): void => {
  ctx.store.transaction(() => {
    updatePasswordHash(ctx.store, customerId, hash);
    deletePasswordReset(ctx.store, customerId);
    deleteIdentifyTokensOf(ctx.store, customerId);
    endSessions(ctx, customerId);
  });
};

export const login = async (
  ctx: SandboxContext,
  body: RequestOf<'login'>,
  call: Call,
): Promise<ReplyOf<'login'>> => {
  const found = await authenticate(ctx, body.username, body.password, call);
  if (!found) throw refuse('wrong_credentials', WRONG_CREDENTIALS);
  // The first login with a mailed password: it replaces the old one, whose sessions end.
  if (found.resetHash) replacePassword(ctx, found.customerId, found.resetHash);
  return ok(call, text('server.replies.accounts.loggedIn'), {
    datas: { token: createSession(ctx, found.customerId) },
  });
};

const RESET_SENT = text('server.replies.accounts.resetSent');

/**
 * Mails a new password that works beside the current one, once, for 30 minutes: whoever asks
 * for it cannot lock the owner out, and the owner's first use of it makes it the password. The
 * answer is the same whether the email is registered or not.
 */
export const forgetPassword = async (
  ctx: SandboxContext,
  body: RequestOf<'forgetPassword'>,
  call: Call,
): Promise<ReplyOf<'forgetPassword'>> => {
  const email = normalizeEmail(body.email);
  const { accountMails, addressMails } = ctx.throttles;
  accountMails.check(email);
  addressMails.check(call.address);
  accountMails.record(email);
  addressMails.record(call.address);
  const customerId = customerIdByEmail(ctx.store, email);
  const password = randomPassword();
  const hash = await hashPassword(password, ctx.passwordCost);
  if (customerId === undefined) return ok(call, RESET_SENT, {});
  ctx.store.transaction(() => {
    savePasswordReset(ctx.store, customerId, hash, ctx.now() + RESET_PASSWORD_LIFETIME_MS);
    const to = recipientOf(ctx, customerId);
    if (to)
      ctx.mailer.send({
        to: to.email,
        ...newPasswordMail(to, { password, loginUrl: `${call.origins.web}/` }),
      });
  });
  return ok(call, RESET_SENT, {});
};

export const changePassword = async (
  ctx: SandboxContext,
  body: RequestOf<'changePassword'>,
  call: Call,
): Promise<ReplyOf<'changePassword'>> => {
  if (body.newPassword !== body.confirmedPassword) {
    throw refuse('invalid_request', text('server.replies.accounts.passwordsDiffer'));
  }
  checkPassword('newPassword', body.newPassword);
  const found = await authenticate(ctx, body.email, body.oldPassword, call);
  if (!found) throw refuse('wrong_credentials', WRONG_CREDENTIALS);
  // Whoever knew the old password loses the sessions and links it opened.
  replacePassword(ctx, found.customerId, await hashPassword(body.newPassword, ctx.passwordCost));
  return ok(call, text('server.replies.accounts.passwordChanged'), {});
};
