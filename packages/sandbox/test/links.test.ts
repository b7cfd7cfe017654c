import CryptoJS from 'crypto-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptLikeCryptoJs } from '../src/crypto/openssl-aes.ts';
import {
  book,
  control,
  day,
  demoToken,
  refused,
  startSandbox,
  succeed,
  type TestSandbox,
} from './helpers.ts';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox({ webUrl: 'http://web.test:5173/' });
});
afterAll(() => sb.close());

const identifyKey = async (): Promise<string> => {
  const res = await fetch(`${sb.url}/identify-key`);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return ((await res.json()) as { key: string }).key;
};

describe('crypto-js compatible AES', () => {
  it('encrypts what crypto-js decrypts, with a fresh salt each time', () => {
    for (const text of ['token-123', 'ภาษาไทย and emoji 🙂', 'x'.repeat(1000)]) {
      const encrypted = encryptLikeCryptoJs(text, 'pass phrase');
      expect(Buffer.from(encrypted, 'base64').subarray(0, 8).toString('latin1')).toBe('Salted__');
      expect(CryptoJS.AES.decrypt(encrypted, 'pass phrase').toString(CryptoJS.enc.Utf8)).toBe(text);
    }
    expect(encryptLikeCryptoJs('same', 'key')).not.toBe(encryptLikeCryptoJs('same', 'key'));
  });
});

describe('service links and identify', () => {
  it('mints a link whose p, decrypted with the identify key, is traded for a session', async () => {
    const key = await identifyKey();
    expect(key.length).toBeGreaterThanOrEqual(32);
    const minted = await control(sb, '/sandbox/links', {
      type: 'service',
      email: 'demo@example.com',
      pid: 1,
      ops: 2,
      osm: 13,
    });
    expect(minted.status).toBe(200);
    const url = new URL(String(minted.body.url));
    expect(url.origin).toBe('http://web.test:5173');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      action: 'service',
      pid: '1',
      ops: '2',
      osm: '13',
    });
    const token = CryptoJS.AES.decrypt(url.searchParams.get('p') ?? '', key).toString(CryptoJS.enc.Utf8);
    expect(token).toMatch(/^[\w-]{43}$/);
    const reply = await succeed(sb, 'identify', { token });
    expect(reply.datas.email).toBe('demo@example.com');
    await succeed(sb, 'bookingService', { token: reply.datas.token });
    // Single use: the same link signs no one in a second time.
    expect((await refused(sb, 'identify', { token })).message).toBe(
      'This link is not valid, has expired or was used already.',
    );
  });

  it('refuses an unknown or expired identify token with 400, not a session error', async () => {
    expect((await refused(sb, 'identify', { token: 'not-a-token' })).code).toBe(400);
    const minted = await control(sb, '/sandbox/links', { type: 'service', email: 'demo@example.com' });
    const p = new URL(String(minted.body.url)).searchParams.get('p') ?? '';
    const token = CryptoJS.AES.decrypt(p, await identifyKey()).toString(CryptoJS.enc.Utf8);
    sb.advance(60 * 60 * 1000);
    expect((await refused(sb, 'identify', { token })).message).toBe(
      'This link is not valid, has expired or was used already.',
    );
  });

  it('refuses bad link requests clearly', async () => {
    expect(
      (await control(sb, '/sandbox/links', { type: 'service', email: 'nobody@example.com' })).status,
    ).toBe(404);
    expect((await control(sb, '/sandbox/links', { type: 'other' })).body.error).toMatch(/type must be/);
    expect(
      (await control(sb, '/sandbox/links', { type: 'service', email: 'demo@example.com', pid: -1 })).status,
    ).toBe(400);
    expect((await control(sb, '/sandbox/links', { type: 'payment' })).body.error).toBe(
      'customer_service_id is required.',
    );
  });
});

describe('payment links and pin-verify', () => {
  it('mints a payment link whose pin names its booking', async () => {
    sb.clock.now = Date.parse('2026-03-01T03:00:00Z');
    const token = await demoToken(sb);
    const { customerServiceId } = await book(sb, token, 12, day(1), day(30));
    const minted = await control(sb, '/sandbox/links', {
      type: 'payment',
      customer_service_id: customerServiceId,
    });
    const url = new URL(String(minted.body.url));
    expect(url.searchParams.get('action')).toBe('payment');
    expect(url.searchParams.get('ser')).toBe(String(customerServiceId));
    const pin = url.searchParams.get('p') ?? '';
    expect(await sb.client.customer.pinVerify({ pin })).toBe(customerServiceId);
    expect((await refused(sb, 'pinVerify', { pin: `${pin}x` })).code).toBe(404);
    expect((await control(sb, '/sandbox/links', { type: 'payment', customer_service_id: 9999 })).status).toBe(
      404,
    );
  });
});
