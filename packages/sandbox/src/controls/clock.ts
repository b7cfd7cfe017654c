import { today } from '@self-storage/core/dates';
import type { Hono } from 'hono';
import { endAccessMadeAfter } from '../accounts/rewind.ts';
import { endHoldsMadeAfter } from '../bookings/holds.ts';
import { parseDuration } from '../clock/clock.ts';
import type { SandboxContext } from '../context.ts';
import { rewindThrottleCounts } from '../data/throttle-counts.ts';
import { httpFailure } from '../errors.ts';
import { readJson } from '../http/errors.ts';
import { applyDuePolicies } from '../policies.ts';
import { bangkokDateTime } from '../time.ts';

/** Far enough for any rental (1,096 days) and its instalments, near enough for a valid Date. */
const MAX_OFFSET_MS = 50 * 365 * 24 * 3600 * 1000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const clockView = (ctx: SandboxContext) => {
  const now = ctx.clock.now();
  return {
    now: new Date(now).toISOString(),
    bangkok: bangkokDateTime(now),
    today: today(now),
    offsetMs: ctx.clock.offsetMs,
  };
};

const instant = (value: unknown): number => {
  const at = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (!Number.isSafeInteger(at)) {
    throw httpFailure(
      'invalid_request',
      'set must be an ISO 8601 time such as "2026-03-02T03:00:00Z" or epoch milliseconds.',
    );
  }
  return at;
};

/** Applies one change of the body: `advance`, `set` or `reset`. */
const change = (ctx: SandboxContext, body: unknown): void => {
  if (!isRecord(body)) throw httpFailure('invalid_request', 'Send a JSON object: {"advance": "13h"}.');
  const keys = Object.keys(body).filter((key) => ['advance', 'set', 'reset'].includes(key));
  if (keys.length !== 1) {
    throw httpFailure(
      'invalid_request',
      'Send exactly one of {"advance": "13h"}, {"set": "2026-03-02T03:00:00Z"} or {"reset": true}.',
    );
  }
  if (body.reset !== undefined) {
    if (body.reset !== true) throw httpFailure('invalid_request', 'reset must be true.');
    ctx.clock.reset();
    // What was made while the clock was ahead ends now, and a throttle's lock made then keeps only
    // its own length: else each would live on for as long as the clock was ahead.
    const now = ctx.clock.now();
    ctx.store.transaction(() => {
      endAccessMadeAfter(ctx.store, now);
      endHoldsMadeAfter(ctx.store, now);
      rewindThrottleCounts(ctx.store, now);
    });
    return;
  }
  // One reading of the base time: reading it again between the check and the move would lose
  // the milliseconds that passed in between.
  const base = ctx.clock.now() - ctx.clock.offsetMs;
  const offset =
    body.advance !== undefined ? ctx.clock.offsetMs + advanceOf(body.advance) : instant(body.set) - base;
  if (offset < ctx.clock.offsetMs) {
    throw httpFailure('conflict', 'The test clock only moves forward; {"reset": true} returns to real time.');
  }
  if (offset > MAX_OFFSET_MS) {
    throw httpFailure('invalid_request', 'The test clock goes at most 50 years ahead of real time.');
  }
  ctx.clock.moveTo(offset);
};

const advanceOf = (value: unknown): number => {
  const ms = typeof value === 'string' ? parseDuration(value) : undefined;
  if (ms === undefined || ms <= 0) {
    throw httpFailure(
      'invalid_request',
      'advance must be a duration such as "90s", "10m", "13h", "2d", "1w" or "1d12h".',
    );
  }
  return ms;
};

/** GET /sandbox/clock reads the sandbox's time; POST moves it (see docs/sandbox.md). */
export const registerClockControl = (app: Hono, ctx: SandboxContext): void => {
  app.get('/sandbox/clock', (c) => c.json(clockView(ctx)));
  app.post('/sandbox/clock', async (c) => {
    change(ctx, await readJson(c));
    // What falls due in the time skipped happens now: reminders, suspensions.
    applyDuePolicies(ctx);
    return c.json(clockView(ctx));
  });
};
