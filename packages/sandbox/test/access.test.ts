import { accessPayload, totp } from '@self-storage/core/access';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  book,
  call,
  control,
  day,
  newCustomer,
  refused,
  startSandbox,
  succeed,
  type TestSandbox,
} from './helpers.ts';
import { overdueSupport } from './overdue-support.ts';

const STEP = 30_000;
/** Chinatown, where the 2 sqm rooms (units 9 to 16) are; Ari is another branch. */
const CHINATOWN = 1;
const ARI = 2;

let sb: TestSandbox;
let o: ReturnType<typeof overdueSupport>;
beforeAll(async () => {
  sb = await startSandbox();
  o = overdueSupport(sb);
});
afterAll(() => sb.close());
afterEach(async () => {
  await o.resetClock();
});

interface GateReply {
  granted: boolean;
  reason: string | null;
  method: string;
  booking_number: string | null;
  pass: { id: number; kind: string; holder_name: string } | null;
}

const gate = async (code: string, branch = CHINATOWN): Promise<GateReply> => {
  const { status, body } = await control(sb, '/sandbox/gate', { branch, code });
  expect(status).toBe(200);
  return body as unknown as GateReply;
};

/** The QR payload a phone shows now for a pass (its code from the secret and the sandbox's clock). */
const qrNow = async (pass: { id: number; secret: string }) =>
  accessPayload(pass.id, await totp(Buffer.from(pass.secret, 'base64url'), await sandboxNow()));

const sandboxNow = async () => {
  const res = await fetch(`${sb.url}/sandbox/clock`);
  return Date.parse(((await res.json()) as { now: string }).now);
};

/** A paid single-payment rental of a 2 sqm room at Chinatown. */
const paidRental = async (email: string, unit: number, start: string, end: string) => {
  const token = await newCustomer(sb, email);
  const { booking, customerServiceId: id } = await book(sb, token, unit, start, end);
  await o.payByQr(email, [booking.invoices[0]?.id ?? 0]);
  return { token, id, booking };
};

const passOf = async (email: string, id: number) =>
  succeed(sb, 'accessPass', { token: await o.login(email), customer_service_id: id });

describe('the access pass at the gate', () => {
  it('opens with the code of its 30-second window only, and with its PIN', async () => {
    const email = 'pass.window@example.com';
    const { id } = await paidRental(email, 9, day(0), day(29));
    const { pass } = (await passOf(email, id)).datas;
    expect(pass).toMatchObject({
      kind: 'owner',
      holder_name: 'Malee Suksan',
      state: 'active',
      valid_from: day(0),
    });
    expect(pass.valid_to).toBe(day(29));
    // Half a window on, the step turns for sure within one more: wait for the start of a window.
    const now = await sandboxNow();
    await control(sb, '/sandbox/clock', { advance: `${Math.ceil((STEP - (now % STEP)) / 1000) + 1}s` });
    const code = await qrNow(pass);
    expect(await gate(code)).toMatchObject({
      granted: true,
      reason: null,
      method: 'qr',
      pass: { id: pass.id },
    });
    await control(sb, '/sandbox/clock', { advance: '30s' });
    expect(await gate(code)).toMatchObject({ granted: false, reason: 'expired_code' });
    expect(await gate(await qrNow(pass))).toMatchObject({ granted: true });
    expect(await gate(pass.pin)).toMatchObject({ granted: true, method: 'pin' });
    expect(await gate(await qrNow(pass), ARI)).toMatchObject({ granted: false, reason: 'wrong_branch' });
    expect(await gate(`SSA1.${pass.id}.000000`)).toMatchObject({ granted: false, reason: 'unknown_code' });
  });

  it('is denied before the start date and after the end date', async () => {
    const email = 'pass.dates@example.com';
    const { id } = await paidRental(email, 10, day(3), day(10));
    const { pass } = (await passOf(email, id)).datas;
    expect(pass.state).toBe('not_started');
    expect(pass.message).toContain('from');
    expect(await gate(pass.pin)).toMatchObject({ granted: false, reason: 'not_started' });
    await o.advance('3d');
    expect(await gate(pass.pin)).toMatchObject({ granted: true });
    await o.advance('8d');
    expect(await gate(await qrNow(pass))).toMatchObject({ granted: false, reason: 'ended' });
    expect((await passOf(email, id)).datas.pass.state).toBe('ended');
  });

  it('ends on the move-out date, the rental’s days read from the booking as it stands', async () => {
    const email = 'pass.moveout@example.com';
    const { id, token } = await paidRental(email, 11, day(0), day(89));
    await sb.client.rental.moveOut({ token, customer_service_id: id, move_out_date: day(14) });
    const { pass } = (await passOf(email, id)).datas;
    expect(pass.valid_to).toBe(day(14));
    await o.advance('14d');
    expect(await gate(pass.pin)).toMatchObject({ granted: true });
    await o.advance('1d');
    expect(await gate(pass.pin)).toMatchObject({ granted: false, reason: 'ended' });
  });

  it('moves its end with a paid extension, and not before it is paid', async () => {
    const email = 'pass.extend@example.com';
    const { id, token } = await paidRental(email, 10, day(12), day(20));
    const quote = await sb.client.rental.extendQuote({
      token,
      customer_service_id: id,
      end_date: day(45),
      promo_code: '',
    });
    const { booking } = await sb.client.rental.extend({
      token,
      customer_service_id: id,
      end_date: day(45),
      promo_code: '',
      totalOrange: quote.total_after_discount,
    });
    expect((await passOf(email, id)).datas.pass.valid_to).toBe(day(20));
    await o.payByQr(email, booking.due_invoice_ids);
    expect((await passOf(email, id)).datas.pass.valid_to).toBe(day(45));
    await o.advance('40d');
    expect(await gate((await passOf(email, id)).datas.pass.pin)).toMatchObject({ granted: true });
  });

  it('follows the money: suspended for an unpaid bill denies, and paying restores access at once', async () => {
    const email = 'pass.unpaid@example.com';
    const { booking, id } = await o.confirmedInstalments(email, 12);
    const { pass } = (await passOf(email, id)).datas;
    await o.advance('38d');
    const suspended = (await passOf(email, id)).datas.pass;
    expect(suspended.state).toBe('suspended');
    expect(suspended.message).toContain('unpaid');
    expect(await gate(await qrNow(pass))).toMatchObject({ granted: false, reason: 'suspended' });
    await o.payByQr(email, [booking.invoices[1]?.id ?? 0]);
    expect(await gate(await qrNow(pass))).toMatchObject({ granted: true });
    expect((await passOf(email, id)).datas.pass.state).toBe('active');
  });
});

describe('sharing access', () => {
  it('gives a named person a pass of their own by a link, until it is revoked', async () => {
    const email = 'share.owner@example.com';
    const { id } = await paidRental(email, 13, day(0), day(29));
    const token = await o.login(email);
    const shared = await succeed(sb, 'accessShare', {
      token,
      customer_service_id: id,
      name: 'Somchai Mover',
      phone: '0812345678',
      start_date: day(0),
      end_date: day(2),
    });
    const [, linkToken = ''] = shared.datas.link.split('#');
    expect(shared.datas.link).toMatch(/\/shared-pass#[\w-]{43}$/);
    // The token travels in the fragment, which no server is sent; never in a log line.
    expect(sb.lines.join('\n')).not.toContain(linkToken);
    const { pass } = (await succeed(sb, 'sharedPass', { share_token: linkToken })).datas;
    expect(pass).toMatchObject({
      kind: 'share',
      holder_name: 'Somchai Mover',
      valid_to: day(2),
      state: 'active',
    });
    const owner = (await passOf(email, id)).datas;
    expect(pass.id).not.toBe(owner.pass.id);
    expect(owner.shares).toMatchObject([{ name: 'Somchai Mover', phone: '0812345678', state: 'active' }]);

    expect(await gate(await qrNow(pass))).toMatchObject({
      granted: true,
      pass: { kind: 'share', holder_name: 'Somchai Mover' },
    });
    await succeed(sb, 'accessRevoke', { token, customer_service_id: id, share_id: pass.id });
    expect(await gate(await qrNow(pass))).toMatchObject({ granted: false, reason: 'revoked' });
    expect(await gate(pass.pin)).toMatchObject({ granted: false, reason: 'revoked' });
    expect((await succeed(sb, 'sharedPass', { share_token: linkToken })).datas.pass.state).toBe('revoked');
    // The owner's own pass still opens.
    expect(await gate(owner.pass.pin)).toMatchObject({ granted: true });
  });

  it('never outlives its window or the rental', async () => {
    const email = 'share.window@example.com';
    const { id } = await paidRental(email, 14, day(0), day(9));
    const token = await o.login(email);
    const body = { token, customer_service_id: id, name: 'Nok', phone: '0899999999' };
    const past = await refused(sb, 'accessShare', { ...body, start_date: day(0), end_date: day(10) });
    expect(past.message).toContain("rental's end");
    expect((await refused(sb, 'accessShare', { ...body, start_date: day(-1), end_date: day(1) })).code).toBe(
      400,
    );
    const { link } = (await succeed(sb, 'accessShare', { ...body, start_date: day(1), end_date: day(3) }))
      .datas;
    const { pass } = (await succeed(sb, 'sharedPass', { share_token: link.split('#')[1] ?? '' })).datas;
    expect(await gate(pass.pin)).toMatchObject({ granted: false, reason: 'not_started' });
    await o.advance('1d');
    expect(await gate(pass.pin)).toMatchObject({ granted: true });
    await o.advance('3d');
    expect(await gate(pass.pin)).toMatchObject({ granted: false, reason: 'ended' });
  });

  it('is the customer’s own: another account can neither share nor revoke it, and a wrong link finds nothing', async () => {
    const email = 'share.mine@example.com';
    const { id } = await paidRental(email, 15, day(0), day(9));
    const other = await newCustomer(sb, 'share.other@example.com');
    const body = {
      customer_service_id: id,
      name: 'X',
      phone: '0811111111',
      start_date: day(0),
      end_date: day(1),
    };
    expect((await refused(sb, 'accessShare', { ...body, token: other })).code).toBe(404);
    expect((await refused(sb, 'accessLog', { token: other, customer_service_id: id })).code).toBe(404);
    expect((await refused(sb, 'sharedPass', { share_token: 'not-a-token' })).code).toBe(404);
  });
});

describe('the access log', () => {
  it('lists every attempt at the rental’s passes, granted and denied, with who, when and which pass', async () => {
    const email = 'log.owner@example.com';
    const { id } = await paidRental(email, 16, day(0), day(29));
    const token = await o.login(email);
    const { pass } = (await passOf(email, id)).datas;
    const { link } = (
      await succeed(sb, 'accessShare', {
        token,
        customer_service_id: id,
        name: 'Dao Mover',
        phone: '0822222222',
        start_date: day(0),
        end_date: day(5),
      })
    ).datas;
    const share = (await succeed(sb, 'sharedPass', { share_token: link.split('#')[1] ?? '' })).datas.pass;
    await gate(pass.pin);
    await gate(await qrNow(share), ARI);
    await gate(await qrNow(share));
    const result = await call(sb, 'accessLog', { token, customer_service_id: id });
    if (!result.ok) throw new Error(result.message);
    const { attempts } = result.reply.datas;
    expect(attempts.map((a) => [a.pass?.holder_name, a.method, a.granted, a.reason, a.branch.id])).toEqual([
      ['Dao Mover', 'qr', true, null, CHINATOWN],
      ['Dao Mover', 'qr', false, 'wrong_branch', ARI],
      ['Malee Suksan', 'pin', true, null, CHINATOWN],
    ]);
    expect(Date.parse(attempts[0]?.at ?? '')).toBeLessThanOrEqual(await sandboxNow());
  });
});

describe('the gate control', () => {
  it('refuses a branch that does not exist and a body without a code', async () => {
    expect((await control(sb, '/sandbox/gate', { branch: 999, code: '123456' })).status).toBe(400);
    expect((await control(sb, '/sandbox/gate', { branch: CHINATOWN })).status).toBe(400);
  });

  it('has a tester page: a form without script that answers granted or denied with the reason', async () => {
    const res = await fetch(`${sb.url}/sandbox/gate/page`);
    const page = await res.text();
    expect(res.status).toBe(200);
    expect(page).not.toContain('<script');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const token = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const form = new URLSearchParams({ token, branch: String(CHINATOWN), code: '000001' });
    const answer = await fetch(`${sb.url}/sandbox/gate/page`, { method: 'POST', body: form });
    expect(await answer.text()).toContain('Denied: unknown code');
  });
});
