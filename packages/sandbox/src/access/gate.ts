import { ACCESS_CODE_STEP_MS, accessCodeStep, parseGateInput, totp } from '@self-storage/core/access';
import type { AccessDenial } from '@self-storage/core/contract';
import type { SandboxContext } from '../context.ts';
import { insertAttempt } from '../data/access-attempts.ts';
import { findPass, type PassRow, passOfPinDigest } from '../data/access-passes.ts';
import { type BookingRow, findBooking } from '../data/bookings.ts';
import { findUnit } from '../data/catalogue.ts';
import { keysOf, pinDigest, secretOf } from './secrets.ts';
import { denialOf, passStanding } from './standing.ts';

/**
 * Steps either side of the current one in which a pass's code is known but no longer (or not
 * yet) valid: ten minutes back, for the gate to say "expired code" of an old screenshot; a code
 * from further away is as unknown as a made-up one.
 */
const KNOWN_STEPS = 20;

export interface GateAnswer {
  granted: boolean;
  reason: AccessDenial | null;
  method: 'qr' | 'pin';
  pass: PassRow | null;
  booking: BookingRow | null;
  /** While the keypad is locked: whole seconds until it reads PINs again; otherwise null. */
  retryAfterS: number | null;
}

/** How far a QR code is from the current step: 0 valid, another number expired, undefined unknown. */
const stepsAway = async (secret: Buffer, code: string, now: number): Promise<number | undefined> => {
  if ((await totp(secret, now)) === code) return 0;
  for (let away = 1; away <= KNOWN_STEPS; away += 1) {
    for (const at of [now - away * ACCESS_CODE_STEP_MS, now + away * ACCESS_CODE_STEP_MS]) {
      if (accessCodeStep(at) >= 0 && (await totp(secret, at)) === code) return away;
    }
  }
  return undefined;
};

/** What the reader took the text for: a QR payload (even a garbled one) or keypad digits. */
const methodOf = (text: string): GateAnswer['method'] =>
  parseGateInput(text)?.kind ?? (/^SSA/.test(text.trim()) ? 'qr' : 'pin');

const judge = async (
  ctx: SandboxContext,
  branchId: number,
  text: string,
): Promise<Omit<GateAnswer, 'granted' | 'retryAfterS'>> => {
  const input = parseGateInput(text);
  const method = methodOf(text);
  const unknown = { method, reason: 'unknown_code' as const, pass: null, booking: null };
  if (!input) return unknown;
  const pass =
    input.kind === 'qr'
      ? findPass(ctx.store, input.passId)
      : passOfPinDigest(ctx.store, pinDigest(keysOf(ctx), input.pin));
  const booking = pass ? findBooking(ctx.store, pass.booking_id) : undefined;
  if (!pass || !booking) return unknown;
  const known = { method, pass, booking };
  if (input.kind === 'qr') {
    const away = await stepsAway(secretOf(ctx, pass), input.code, ctx.now());
    if (away === undefined) return { ...unknown, method };
    if (away !== 0) return { ...known, reason: 'expired_code' };
  }
  const standing = passStanding(ctx, booking, pass);
  if (standing.state === 'revoked') return { ...known, reason: 'revoked' };
  if (findUnit(ctx.store, booking.unit_id)?.branch_id !== branchId)
    return { ...known, reason: 'wrong_branch' };
  return { ...known, reason: denialOf(standing.state) };
};

const MS_PER_S = 1000;

/** The keypad's lock while it lasts: every PIN is refused, logged under the pass it names. */
const lockedKeypad = (ctx: SandboxContext, text: string, lockedMs: number) => {
  const input = parseGateInput(text);
  const pass =
    input?.kind === 'pin' ? passOfPinDigest(ctx.store, pinDigest(keysOf(ctx), input.pin)) : undefined;
  return {
    method: 'pin' as const,
    reason: 'keypad_locked' as const,
    pass: pass ?? null,
    booking: (pass && findBooking(ctx.store, pass.booking_id)) ?? null,
    retryAfterS: Math.ceil(lockedMs / MS_PER_S),
  };
};

/**
 * A gate at a branch reads a QR payload or a keypad PIN: granted, or denied with the first rule
 * it breaks (contract ACCESS_DENIALS). Every attempt is logged, under its booking when the code
 * named a pass; an unknown code is logged without one. The code itself is never kept. Wrong PINs
 * at a branch are counted (throttle `gatePinGuesses`): beyond the free ones its keypad locks, by
 * the sandbox's clock, for a time that doubles; QR codes are not guessable and still open it.
 */
export const scanAtGate = async (
  ctx: SandboxContext,
  branchId: number,
  text: string,
): Promise<GateAnswer> => {
  const keypad = String(branchId);
  const lockedMs = methodOf(text) === 'pin' ? ctx.throttles.gatePinGuesses.lockedForMs(keypad) : 0;
  const verdict =
    lockedMs > 0
      ? lockedKeypad(ctx, text, lockedMs)
      : { ...(await judge(ctx, branchId, text)), retryAfterS: null };
  if (verdict.method === 'pin' && verdict.reason === 'unknown_code')
    ctx.throttles.gatePinGuesses.record(keypad);
  insertAttempt(ctx.store, {
    at: ctx.now(),
    branchId,
    method: verdict.method,
    passId: verdict.pass?.id ?? null,
    bookingId: verdict.booking?.id ?? null,
    reason: verdict.reason,
  });
  return { ...verdict, granted: verdict.reason === null };
};
