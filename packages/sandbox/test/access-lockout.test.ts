import { accessPayload, totp } from '@self-storage/core/access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_THROTTLE_LIMITS } from '../src/throttle/throttle.ts';
import { book, call, control, day, newCustomer, startSandbox, succeed, type TestSandbox } from './helpers.ts';
import { overdueSupport } from './overdue-support.ts';

/** Chinatown, where the 2 sqm rooms (units 9 to 16) are; Ari is another branch. */
const CHINATOWN = 1;
const ARI = 2;
const RULE = DEFAULT_THROTTLE_LIMITS.gatePinGuesses;
const LOCK_S = RULE.baseMs / 1000;

let sb: TestSandbox;
let o: ReturnType<typeof overdueSupport>;
beforeAll(async () => {
  sb = await startSandbox();
  o = overdueSupport(sb);
});
afterAll(() => sb.close());

interface GateReply {
  granted: boolean;
  reason: string | null;
  method: string;
  retry_after_s: number | null;
}

const gate = async (code: string, branch = CHINATOWN): Promise<GateReply> => {
  const { status, body } = await control(sb, '/sandbox/gate', { branch, code });
  expect(status).toBe(200);
  return body as unknown as GateReply;
};

const sandboxNow = async () => {
  const res = await fetch(`${sb.url}/sandbox/clock`);
  return Date.parse(((await res.json()) as { now: string }).now);
};

const qrNow = async (pass: { id: number; secret: string }) =>
  accessPayload(pass.id, await totp(Buffer.from(pass.secret, 'base64url'), await sandboxNow()));

/** The gate's tester page, as a tester sends its form. */
const testerPage = async (code: string): Promise<string> => {
  const page = await (await fetch(`${sb.url}/sandbox/gate/page`)).text();
  const token = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '';
  const form = new URLSearchParams({ token, branch: String(CHINATOWN), code });
  return (await fetch(`${sb.url}/sandbox/gate/page`, { method: 'POST', body: form })).text();
};

const advance = (seconds: number) => control(sb, '/sandbox/clock', { advance: `${seconds}s` });

describe("a branch's keypad after wrong PINs", () => {
  it('locks for every PIN, logged, while QR codes and other branches still open; the lock ends by the clock and doubles', async () => {
    const email = 'keypad.lock@example.com';
    const token = await newCustomer(sb, email);
    const { booking, customerServiceId: id } = await book(sb, token, 9, day(0), day(29));
    await o.payByQr(email, [booking.invoices[0]?.id ?? 0]);
    const { pass } = (
      await succeed(sb, 'accessPass', { token: await o.login(email), customer_service_id: id })
    ).datas;
    const wrongPins = ['000000', '111111', '222222', '333333', '444444', '555555', '666666'].filter(
      (pin) => pin !== pass.pin,
    );

    // A right PIN is not counted as a guess.
    expect(await gate(pass.pin)).toMatchObject({ granted: true, retry_after_s: null });
    for (const pin of wrongPins.slice(0, RULE.free)) {
      expect(await gate(pin)).toMatchObject({ granted: false, reason: 'unknown_code', method: 'pin' });
    }
    const locked = await gate(pass.pin);
    expect(locked).toMatchObject({ granted: false, reason: 'keypad_locked', method: 'pin' });
    expect(locked.retry_after_s).toBeGreaterThan(0);
    expect(locked.retry_after_s).toBeLessThanOrEqual(LOCK_S);
    expect(await gate(wrongPins[0] ?? '')).toMatchObject({ reason: 'keypad_locked' });
    expect(await testerPage(pass.pin)).toMatch(
      /Denied: keypad locked after too many wrong PINs \(try again in \d+ s\)/,
    );

    // Another branch's keypad counts its own guesses; a QR code is no guess.
    expect(await gate(pass.pin, ARI)).toMatchObject({ granted: false, reason: 'wrong_branch' });
    expect(await gate(await qrNow(pass))).toMatchObject({ granted: true, method: 'qr' });

    const log = await call(sb, 'accessLog', { token: await o.login(email), customer_service_id: id });
    if (!log.ok) throw new Error(log.message);
    expect(log.reply.datas.attempts.slice(0, 3).map((a) => [a.method, a.reason, a.branch.id])).toEqual([
      ['qr', null, CHINATOWN],
      ['pin', 'wrong_branch', ARI],
      ['pin', 'keypad_locked', CHINATOWN],
    ]);

    await advance(LOCK_S + 1);
    expect(await gate(pass.pin)).toMatchObject({ granted: true, reason: null });
    // The right PIN cleared nothing: the next wrong one locks again, for twice as long.
    expect(await gate(wrongPins[RULE.free] ?? '')).toMatchObject({ reason: 'unknown_code' });
    const longer = await gate(pass.pin);
    expect(longer).toMatchObject({ granted: false, reason: 'keypad_locked' });
    expect(longer.retry_after_s).toBeGreaterThan(LOCK_S);
    expect(longer.retry_after_s).toBeLessThanOrEqual(2 * LOCK_S);
    await advance(LOCK_S + 1);
    expect(await gate(pass.pin)).toMatchObject({ reason: 'keypad_locked' });
    await advance(LOCK_S);
    expect(await gate(pass.pin)).toMatchObject({ granted: true });
  });
});
