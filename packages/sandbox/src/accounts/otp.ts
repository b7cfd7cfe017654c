import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH, OTP_RESEND_COUNTDOWN_S, type ReplyOf, type RequestOf } from '@self-storage/core';
import type { Call, SandboxContext } from '../context.ts';
import { customerIdByEmail } from '../data/customers.ts';
import { saveEmailVerification } from '../data/email-verifications.ts';
import { countOtpAttempt, deleteOtp, findOtp, recentOtpSends, saveOtp } from '../data/otps.ts';
import { refuse } from '../errors.ts';
import { text } from '../language/text.ts';
import { type Recipient, recipientOf } from '../mail/recipient.ts';
import { alreadyRegisteredMail } from '../mail/templates/already-registered.ts';
import { verificationCodeMail } from '../mail/templates/verification-code.ts';
import { normalizeEmail, ok } from '../reply.ts';
import { Throttled } from '../throttle/throttle.ts';
import { HOUR_MS, MINUTE_MS } from '../time.ts';

export const OTP_LIFETIME_MS = 10 * MINUTE_MS;
const MAX_SENDS_PER_HOUR = 5;
const MAX_ATTEMPTS = 5;
/** How long a verified email may be registered. */
export const VERIFIED_FOR_MS = 30 * MINUTE_MS;

const hashCode = (ctx: SandboxContext, email: string, code: string): string =>
  createHmac('sha256', ctx.secrets.otpKey).update(`${email}:${code}`).digest('base64url');

const mailAlreadyRegistered = (ctx: SandboxContext, owner: Recipient, call: Call): void => {
  ctx.mailer.send({ to: owner.email, ...alreadyRegisteredMail(owner, { loginUrl: `${call.origins.web}/` }) });
};

export const sendOtp = (ctx: SandboxContext, body: RequestOf<'sendOtp'>, call: Call): ReplyOf<'sendOtp'> => {
  const email = normalizeEmail(body.email);
  const now = ctx.now();
  ctx.throttles.addressMails.check(call.address);
  const sends = recentOtpSends(ctx.store, email, now - HOUR_MS);
  // Too soon or too often: 429 with Retry-After, like every other throttle.
  const wait = (sends[0] ?? -Infinity) + OTP_RESEND_COUNTDOWN_S * 1000 - now;
  if (wait > 0) {
    const seconds = Math.ceil(wait / 1000);
    throw new Throttled(seconds, text('server.replies.accounts.otpWait', { seconds }));
  }
  const oldest = sends[MAX_SENDS_PER_HOUR - 1];
  if (oldest !== undefined) {
    throw new Throttled(
      Math.ceil((oldest + HOUR_MS - now) / 1000),
      text('server.replies.accounts.otpTooMany'),
    );
  }
  ctx.throttles.addressMails.record(call.address);
  const code = String(randomInt(10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const ownerId = customerIdByEmail(ctx.store, email);
  const owner = ownerId === undefined ? undefined : recipientOf(ctx, ownerId);
  ctx.store.transaction(() => {
    saveOtp(ctx.store, email, hashCode(ctx, email, code), now + OTP_LIFETIME_MS, now);
    // A registered email is answered as any other (no one learns which emails have accounts): its
    // owner is told, and the code stored for it is never sent, so it cannot be verified.
    if (owner) {
      mailAlreadyRegistered(ctx, owner, call);
      return;
    }
    // No account yet: the mail is in the language the registration is made in, greeting no name.
    ctx.mailer.send({ to: email, ...verificationCodeMail({ language: call.language }, { code }) });
  });
  return ok(call, text('server.replies.accounts.otpSent'), {
    datas: { expires_in: OTP_LIFETIME_MS / 1000 },
  });
};

export const verifyOtp = (
  ctx: SandboxContext,
  body: RequestOf<'verifyOtp'>,
  call: Call,
): ReplyOf<'verifyOtp'> => {
  const email = normalizeEmail(body.email);
  const now = ctx.now();
  const { addressGuesses } = ctx.throttles;
  addressGuesses.check(call.address);
  const row = findOtp(ctx.store, email);
  if (!row) throw refuse('invalid_request', text('server.replies.accounts.otpNone'));
  if (row.attempts >= MAX_ATTEMPTS) {
    // A new code may be asked once the resend countdown allows.
    throw new Throttled(OTP_RESEND_COUNTDOWN_S, text('server.replies.accounts.otpTooManyWrong'));
  }
  if (row.expires_at <= now) throw refuse('invalid_request', text('server.replies.accounts.otpExpired'));
  // Counted before it is compared, as every guess is; a right code gives its count back.
  countOtpAttempt(ctx.store, email);
  addressGuesses.record(call.address);
  const given = Buffer.from(hashCode(ctx, email, body.otp));
  const expected = Buffer.from(row.code_hash);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw refuse('invalid_request', text('server.replies.accounts.otpWrong'));
  }
  addressGuesses.release(call.address);
  ctx.store.transaction(() => {
    deleteOtp(ctx.store, email);
    saveEmailVerification(ctx.store, email, now + VERIFIED_FOR_MS);
  });
  return ok(call, text('server.replies.accounts.emailVerified'), {});
};
