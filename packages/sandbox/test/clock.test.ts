import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PREFIX, SelfStorageClient } from '@self-storage/core';
import CryptoJS from 'crypto-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../src/time.ts';
import {
  book,
  control,
  day,
  lastOtp,
  mails,
  newCustomer,
  personal,
  post,
  refused,
  START,
  startSandbox,
  storageBody,
  succeed,
  type TestSandbox,
  TODAY,
  verifyEmail,
} from './helpers.ts';

const HOUR = 3600 * 1000;

const clock = async (sb: TestSandbox, body?: unknown) => {
  if (body === undefined) {
    const res = await fetch(`${sb.url}/sandbox/clock`);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }
  return control(sb, '/sandbox/clock', body);
};

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox({ maxUnpaidBookings: 10 });
});
afterAll(() => sb.close());
afterEach(async () => {
  await clock(sb, { reset: true });
});

describe('the test clock', () => {
  it("is every API reply's Date header, which the client's clock follows, not the device's", async () => {
    // The sandbox's time is March 2026 (helpers.ts), months behind this machine's, then moved on.
    await clock(sb, { advance: '20d' });
    const reply = await fetch(`${sb.url}${API_PREFIX}/service/get-branch`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://shop.example' },
      body: JSON.stringify({ currentLanguage: 'en' }),
    });
    expect(Math.abs(Date.parse(reply.headers.get('Date') ?? '') - (START + 20 * 24 * HOUR))).toBeLessThan(
      1000,
    );
    // A page of another origin may read it.
    expect(reply.headers.get('Access-Control-Expose-Headers')).toBe('Date');
    const client = new SelfStorageClient({ baseUrl: sb.url });
    expect(client.clock.offsetMs).toBe(0);
    await client.refreshClock();
    expect(client.clock.today()).toBe(day(20));
    expect(Math.abs(client.clock.now() - (START + 20 * 24 * HOUR))).toBeLessThan(2000);
  });

  it('reads, advances, sets and resets the sandbox time', async () => {
    expect(await clock(sb)).toEqual({
      status: 200,
      body: {
        now: new Date(START).toISOString(),
        bangkok: '2026-03-01 10:00 (Bangkok time)',
        today: TODAY,
        offsetMs: 0,
      },
    });
    expect((await clock(sb, { advance: '13h' })).body).toEqual({
      now: new Date(START + 13 * HOUR).toISOString(),
      bangkok: '2026-03-01 23:00 (Bangkok time)',
      today: TODAY,
      offsetMs: 13 * HOUR,
    });
    expect((await clock(sb, { advance: '1d12h' })).body).toMatchObject({
      offsetMs: 49 * HOUR,
      today: day(2),
    });
    expect((await clock(sb, { set: '2026-04-01T03:00:00Z' })).body).toMatchObject({
      now: '2026-04-01T03:00:00.000Z',
      today: '2026-04-01',
    });
    expect((await clock(sb, { reset: true })).body).toMatchObject({
      now: new Date(START).toISOString(),
      offsetMs: 0,
    });
  });

  it('refuses what it cannot do with a message naming the fix', async () => {
    for (const body of [
      {},
      { advance: '13' },
      { advance: '-1h' },
      { advance: 5 },
      { set: 'soon' },
      { reset: 1 },
      { advance: '1h', reset: true },
      [],
    ]) {
      const reply = await clock(sb, body);
      expect(reply.status).toBe(400);
      expect(String(reply.body.error)).toMatch(/advance|set|reset|JSON/);
    }
    const back = await clock(sb, { set: '2026-02-01T00:00:00Z' });
    expect(back).toEqual({ status: 409, body: { error: expect.stringContaining('only moves forward') } });
    expect((await clock(sb, { advance: '60000d' })).status).toBe(400);
    expect((await clock(sb)).body.offsetMs).toBe(0);
  });

  it('ends a 12-hour session', async () => {
    const token = await sb.client.customer.login({ username: 'demo@example.com', password: 'Demo-1234' });
    await clock(sb, { advance: '11h59m' });
    await sb.client.booking.history({ token });
    await clock(sb, { advance: '1m' });
    expect((await refused(sb, 'bookingService', { token })).code).toBe(401);
  });

  it('expires a 10-minute code', async () => {
    await sb.client.customer.sendOtp({ email: 'clock-otp@example.com' });
    const otp = await lastOtp(sb, 'clock-otp@example.com');
    await clock(sb, { advance: '10m' });
    const reply = await refused(sb, 'verifyOtp', { email: 'clock-otp@example.com', otp });
    expect(reply.message).toMatch(/expired/);
    // The mail was stamped with the sandbox's time.
    expect((await mails(sb, 'clock-otp@example.com'))[0]?.sentAt).toBe(new Date(START).toISOString());
  });

  it('expires a QR after 600 s and a hold after 2 hours', async () => {
    const token = await sb.client.customer.login({ username: 'demo@example.com', password: 'Demo-1234' });
    const { booking, customerServiceId } = await book(sb, token, 9, day(1), day(10));
    const qr = await sb.client.payment.qrCheckout({
      tokenu: token,
      customerInvoiceIds: booking.invoices.map((i) => i.id),
    });
    await clock(sb, { advance: '599s' });
    expect((await succeed(sb, 'qrInquire', { tokenu: token, uuid: qr.uuid })).data.status).toBe('pending');
    await clock(sb, { advance: '1s' });
    expect((await succeed(sb, 'qrInquire', { tokenu: token, uuid: qr.uuid })).data.status).toBe('expired');
    await clock(sb, { advance: '1h49m59s' });
    expect(
      (await sb.client.booking.current({ token, customer_service_id: customerServiceId })).booking.status,
    ).toBe('awaiting_payment');
    await clock(sb, { advance: '1s' });
    expect(
      (await sb.client.booking.current({ token, customer_service_id: customerServiceId })).booking.status,
    ).toBe('expired');
  });

  it('moves the booking window and the due dates with today', async () => {
    const token = await sb.client.customer.login({ username: 'demo@example.com', password: 'Demo-1234' });
    const { booking, customerServiceId } = await book(sb, token, 10, day(0), day(69), { instalments: true });
    await control(
      sb,
      `/sandbox/payments/${(await sb.client.payment.qrCheckout({ tokenu: token, customerInvoiceIds: [booking.invoices[0]?.id ?? 0] })).uuid}/pay`,
    );
    const current = () => sb.client.booking.current({ token, customer_service_id: customerServiceId });
    expect((await current()).booking.amount_due).toBe(0);
    await clock(sb, { advance: '30d' });
    const later = await sb.client.customer.login({ username: 'demo@example.com', password: 'Demo-1234' });
    const second = booking.invoices[1];
    expect(second?.due_date).toBe(day(30));
    expect(
      (await sb.client.booking.current({ token: later, customer_service_id: customerServiceId })).booking
        .amount_due,
    ).toBe(second?.amount);
    // Today is now day 30: day 29 is in the past and day 44 the window's last day.
    const past = await refused(
      sb,
      'bookingStorage',
      await storageBody(sb, later, 11, day(30), day(40)).then((b) => ({ ...b, start_date: day(29) })),
    );
    expect(past.message).toContain(`between ${day(30)} and ${addDays(day(30), 14)}`);
    await book(sb, later, 11, day(44), day(50));
  });

  it('shows the sandbox time on its pages', async () => {
    await clock(sb, { advance: '2d' });
    const res = await fetch(`${sb.url}/`, { headers: { Accept: 'text/html' } });
    expect(await res.text()).toContain(
      'Sandbox time: 2026-03-03 10:00 (Bangkok time) (test clock: +2d from real time)',
    );
  });

  it('ends on reset the sessions, holds, payments and codes made while it was ahead', async () => {
    const login = () => sb.client.customer.login({ username: 'demo@example.com', password: 'Demo-1234' });
    await clock(sb, { advance: '365d' });
    const ahead = await login();
    const { booking, customerServiceId } = await book(sb, ahead, 12, day(366), day(370));
    const qr = await sb.client.payment.qrCheckout({
      tokenu: ahead,
      customerInvoiceIds: booking.invoices.map((i) => i.id),
    });
    await sb.client.customer.sendOtp({ email: 'clock-reset@example.com' });
    const otp = await lastOtp(sb, 'clock-reset@example.com');
    await verifyEmail(sb, 'clock-verified@example.com');
    await succeed(sb, 'forgetPassword', { email: 'demo@example.com' });
    // The demo account reads its mail in Thai: "รหัสผ่านใหม่คือ" is "your new password is".
    const mailed = /รหัสผ่านใหม่คือ: (\S+)/.exec((await mails(sb, 'demo@example.com')).at(-1)?.text ?? '')?.[1];
    expect(mailed).toMatch(/\S{8}/);
    const link = await control(sb, '/sandbox/links', { type: 'service', email: 'demo@example.com' });
    const linkToken = CryptoJS.AES.decrypt(
      new URL(String(link.body.url)).searchParams.get('p') ?? '',
      ((await (await fetch(`${sb.url}/identify-key`)).json()) as { key: string }).key,
    ).toString(CryptoJS.enc.Utf8);
    // A paid booking made ahead stays; its extension awaiting payment is a hold like any other.
    const paid = await book(sb, ahead, 13, day(365), day(370));
    const paidQr = await sb.client.payment.qrCheckout({
      tokenu: ahead,
      customerInvoiceIds: paid.booking.invoices.map((i) => i.id),
    });
    expect((await control(sb, `/sandbox/payments/${paidQr.uuid}/pay`)).status).toBe(200);
    const extension = {
      token: ahead,
      customer_service_id: paid.customerServiceId,
      end_date: day(380),
      promo_code: '',
    };
    const quote = await sb.client.rental.extendQuote(extension);
    await sb.client.rental.extend({ ...extension, totalOrange: quote.total_after_discount });

    expect((await clock(sb, { reset: true })).body.offsetMs).toBe(0);
    expect((await refused(sb, 'bookingService', { token: ahead })).code).toBe(401);
    const now = await login();
    const current = await sb.client.booking.current({ token: now, customer_service_id: customerServiceId });
    expect(current.booking.status).toBe('expired');
    expect((await succeed(sb, 'qrInquire', { tokenu: now, uuid: qr.uuid })).data.status).toBe('expired');
    expect((await refused(sb, 'verifyOtp', { email: 'clock-reset@example.com', otp })).code).toBe(400);
    expect((await refused(sb, 'register', personal('clock-verified@example.com'))).message).toMatch(
      /Verify this email/,
    );
    expect(
      (await refused(sb, 'login', { username: 'demo@example.com', password: String(mailed) })).code,
    ).toBe(401);
    expect((await refused(sb, 'identify', { token: linkToken })).code).toBe(400);
    const extended = await sb.client.booking.current({
      token: now,
      customer_service_id: paid.customerServiceId,
    });
    expect(extended.booking.status).toBe('confirmed');
    expect(extended.booking.rental?.extension).toBeNull();
    expect(extended.booking.invoices.map((i) => i.status)).toEqual(['paid', 'void']);
    // A send made ahead holds back no new code.
    await sb.client.customer.sendOtp({ email: 'clock-reset@example.com' });
    await sb.client.customer.verifyOtp({
      email: 'clock-reset@example.com',
      otp: await lastOtp(sb, 'clock-reset@example.com'),
    });
  });

  it('keeps, on reset, a lock of wrong passwords made while it was ahead only for its own length', async () => {
    await clock(sb, { advance: '365d' });
    await newCustomer(sb, 'clock-locked@example.com');
    const login = (password: string) =>
      post(sb, '/customer/login', { username: 'clock-locked@example.com', password });
    for (let i = 0; i < 6; i += 1) await login('Wrong-123');
    await clock(sb, { reset: true });
    expect((await login('Secret-123')).status).toBe(429);
    await clock(sb, { advance: '15m' });
    expect((await login('Secret-123')).body.response_code).toBe(200);
  });

  it('keeps, on reset, a session made before the clock moved, for the rest of its 12 hours', async () => {
    const login = () => sb.client.customer.login({ username: 'demo@example.com', password: 'Demo-1234' });
    const before = await login();
    await clock(sb, { advance: '2h' });
    const ahead = await login();
    await clock(sb, { reset: true });
    expect((await refused(sb, 'bookingService', { token: ahead })).code).toBe(401);
    await clock(sb, { advance: '11h59m' });
    await sb.client.booking.history({ token: before });
    await clock(sb, { advance: '1m' });
    expect((await refused(sb, 'bookingService', { token: before })).code).toBe(401);
  });

  it('is reset with the data', async () => {
    await clock(sb, { advance: '5h' });
    await control(sb, '/sandbox/reset');
    expect((await clock(sb)).body.offsetMs).toBe(0);
  });
});

describe('the test clock under a running base clock', () => {
  it('moves by whole milliseconds: 30 × 1 h is 30 h, 31d is 2,678,400,000 ms, however long each move takes', async () => {
    // A base that moves on at every reading, as the real time does between two lines of code.
    let reads = 0;
    const running = await startSandbox({
      now: () => {
        reads += 1;
        return START + reads;
      },
    });
    try {
      for (let i = 0; i < 30; i += 1) expect((await clock(running, { advance: '1h' })).status).toBe(200);
      expect((await clock(running)).body.offsetMs).toBe(30 * HOUR);
      await clock(running, { reset: true });
      expect((await clock(running, { advance: '31d' })).body.offsetMs).toBe(2_678_400_000);
      expect((await clock(running, { advance: '0.5s' })).body.offsetMs).toBe(2_678_400_500);
      expect((await clock(running, { advance: '1.001h' })).body.offsetMs).toBe(2_678_400_500 + 3_603_600);
    } finally {
      await running.close();
    }
  });
});

describe('the test clock across a restart', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-clock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the time QA moved to', async () => {
    const first = await startSandbox({ dataDir: dir });
    await clock(first, { advance: '3d' });
    await first.close();
    const second = await startSandbox({ dataDir: dir });
    try {
      expect((await clock(second)).body).toMatchObject({ offsetMs: 72 * HOUR, today: day(3) });
    } finally {
      await second.close();
    }
  });
});
