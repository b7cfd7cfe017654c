import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PREFIX } from '@self-storage/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, startSandbox, type TestSandbox } from './helpers.ts';

interface Reply {
  status: number;
  retryAfter: string | null;
  body: Record<string, unknown>;
}

const send = async (sb: TestSandbox, path: string, body: unknown): Promise<Reply> => {
  const res = await fetch(`${sb.url}${API_PREFIX}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    retryAfter: res.headers.get('Retry-After'),
    body: (await res.json()) as Record<string, unknown>,
  };
};

const login = (sb: TestSandbox, username: string, password: string) =>
  send(sb, '/customer/login', { username, password });

/** How many of the replies were checked at all (not throttled), and whether any gave a token. */
const tally = (replies: Reply[]) => ({
  checked: replies.filter((r) => r.status !== 429).length,
  token: replies.some((r) => r.body.response_code === 200),
});

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

describe('guesses sent at once', () => {
  it('check no more than 5 passwords of one account: 100 wrong ones and the right one together', {
    timeout: 60_000,
  }, async () => {
    await newCustomer(sb, 'burst@example.com');
    const wrong = Array.from({ length: 100 }, (_, i) => login(sb, 'burst@example.com', `guess-${i}`));
    const replies = await Promise.all([...wrong, login(sb, 'burst@example.com', 'Secret-123')]);
    // The right password may win only as one of the 5 checked.
    expect(tally(replies).checked).toBeLessThanOrEqual(5);
    expect(replies.filter((r) => r.status === 429).every((r) => Number(r.retryAfter) >= 1)).toBe(true);
  });

  it('check no more than 5 old passwords on change-password, which would take the account over', {
    timeout: 60_000,
  }, async () => {
    await newCustomer(sb, 'takeover@example.com');
    const change = (oldPassword: string) =>
      send(sb, '/customer/change-password', {
        email: 'takeover@example.com',
        oldPassword,
        newPassword: 'Taken-over-1',
        confirmedPassword: 'Taken-over-1',
      });
    const replies = await Promise.all([
      ...Array.from({ length: 100 }, (_, i) => change(`guess-${i}`)),
      change('Secret-123'),
    ]);
    expect(tally(replies).checked).toBeLessThanOrEqual(5);
  });

  it('check no more than 30 from one address, whatever the accounts', { timeout: 60_000 }, async () => {
    const own = await startSandbox();
    try {
      const replies = await Promise.all(
        Array.from({ length: 100 }, (_, i) => login(own, `nobody-${i}@example.com`, 'guess')),
      );
      const { checked, token } = tally(replies);
      expect(checked).toBeLessThanOrEqual(30);
      expect(token).toBe(false);
    } finally {
      await own.close();
    }
  });
});

describe('payment pins', () => {
  it('are guesses like passwords: counted per address, then 429', async () => {
    const own = await startSandbox({
      throttle: { addressGuesses: { free: 3, baseMs: 1000, maxMs: 60_000, windowMs: 60_000 } },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push((await send(own, '/customer/pin-verify', { pin: `guess-${i}` })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await own.close();
    }
  });
});

describe('throttle counters', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-throttle-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('survive a restart', { timeout: 60_000 }, async () => {
    const first = await startSandbox({ dataDir: dir });
    await newCustomer(first, 'restart@example.com');
    for (let i = 0; i < 5; i += 1) await login(first, 'restart@example.com', 'wrong');
    expect((await login(first, 'restart@example.com', 'Secret-123')).status).toBe(429);
    await first.close();
    const second = await startSandbox({ dataDir: dir });
    try {
      const again = await login(second, 'restart@example.com', 'Secret-123');
      expect(again).toMatchObject({ status: 429, retryAfter: '1' });
    } finally {
      await second.close();
    }
  });
});

describe('send-otp and verify-otp', () => {
  it('answer their throttles with HTTP 429 and Retry-After, like every other throttle', async () => {
    const email = 'otp-429@example.com';
    expect((await send(sb, '/customer/send-otp', { email })).status).toBe(200);
    const soon = await send(sb, '/customer/send-otp', { email });
    expect(soon).toMatchObject({ status: 429, retryAfter: '10', body: { response_code: 429 } });
    for (let i = 0; i < 5; i += 1) {
      expect((await send(sb, '/customer/verify-otp', { email, otp: '000000' })).status).toBe(200);
    }
    const locked = await send(sb, '/customer/verify-otp', { email, otp: '000000' });
    expect(locked).toMatchObject({ status: 429, body: { response_code: 429 } });
    expect(Number(locked.retryAfter)).toBeGreaterThanOrEqual(1);
  });
});
