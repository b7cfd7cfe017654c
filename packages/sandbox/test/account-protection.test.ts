import { API_PREFIX } from '@self-storage/core';
import CryptoJS from 'crypto-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  control,
  JPEG_BASE64,
  mails,
  newCustomer,
  PNG_BASE64,
  personal,
  refused,
  startSandbox,
  succeed,
  type TestSandbox,
  verifyEmail,
} from './helpers.ts';

interface Reply {
  status: number;
  retryAfter: string | null;
  body: Record<string, unknown>;
}

/** A call with the headers of its reply: a throttled one is HTTP 429 with Retry-After. */
const send = async (sb: TestSandbox, path: string, body: unknown, language = 'en'): Promise<Reply> => {
  const res = await fetch(`${sb.url}${API_PREFIX}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  return { status: res.status, retryAfter: res.headers.get('Retry-After'), body: json };
};

const login = (sb: TestSandbox, username: string, password: string) =>
  send(sb, '/customer/login', { username, password });

const clock = (sb: TestSandbox, body: unknown) => control(sb, '/sandbox/clock', body);

const newPasswordOf = async (sb: TestSandbox, email: string): Promise<string> =>
  /new password is: (\S+)/.exec((await mails(sb, email)).at(-1)?.text ?? '')?.[1] ?? '';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

describe('forget-password', () => {
  it('cannot lock the owner out: the mailed password works beside the current one until used', async () => {
    const token = await newCustomer(sb, 'owner@example.com');
    for (let i = 0; i < 3; i += 1) await succeed(sb, 'forgetPassword', { email: 'owner@example.com' });
    // A fourth reset within the hour is throttled, and the owner's password never stopped working.
    const fourth = await send(sb, '/customer/forget-password', { email: 'owner@example.com' });
    expect(fourth).toMatchObject({ status: 429, body: { response_code: 429 } });
    expect(Number(fourth.retryAfter)).toBeGreaterThan(0);
    expect((await login(sb, 'owner@example.com', 'Secret-123')).body.response_code).toBe(200);
    await succeed(sb, 'bookingService', { token });
    // Only the newest mailed password is waiting.
    const mailed = (await mails(sb, 'owner@example.com')).filter((m) => m.subject === 'Your new password');
    expect(mailed).toHaveLength(3);
    const older = /new password is: (\S+)/.exec(mailed[1]?.text ?? '')?.[1] ?? '';
    expect((await login(sb, 'owner@example.com', older)).body.response_code).toBe(401);
  });

  it('makes the mailed password the password at its first use, ending every other session', async () => {
    const before = await newCustomer(sb, 'reset@example.com');
    await succeed(sb, 'forgetPassword', { email: 'reset@example.com' });
    const mailed = await newPasswordOf(sb, 'reset@example.com');
    const after = await login(sb, 'reset@example.com', mailed);
    expect(after.body.response_code).toBe(200);
    expect((await refused(sb, 'bookingService', { token: before })).code).toBe(401);
    await succeed(sb, 'bookingService', { token: (after.body.datas as { token: string }).token });
    expect((await login(sb, 'reset@example.com', 'Secret-123')).body.response_code).toBe(401);
    expect((await login(sb, 'reset@example.com', mailed)).body.response_code).toBe(200);
  });

  it('lets the mailed password change the password, once, within 30 minutes', async () => {
    await newCustomer(sb, 'late-reset@example.com');
    await succeed(sb, 'forgetPassword', { email: 'late-reset@example.com' });
    const lapsed = await newPasswordOf(sb, 'late-reset@example.com');
    await clock(sb, { advance: '30m' });
    try {
      expect((await login(sb, 'late-reset@example.com', lapsed)).body.response_code).toBe(401);
      await succeed(sb, 'forgetPassword', { email: 'late-reset@example.com' });
      const mailed = await newPasswordOf(sb, 'late-reset@example.com');
      const change = {
        email: 'late-reset@example.com',
        newPassword: 'Fresh-789',
        confirmedPassword: 'Fresh-789',
      };
      await succeed(sb, 'changePassword', { ...change, oldPassword: mailed });
      expect((await login(sb, 'late-reset@example.com', 'Secret-123')).body.response_code).toBe(401);
      expect((await login(sb, 'late-reset@example.com', mailed)).body.response_code).toBe(401);
      expect((await login(sb, 'late-reset@example.com', 'Fresh-789')).body.response_code).toBe(200);
    } finally {
      await clock(sb, { reset: true });
    }
  });
});

describe('throttling of password guesses', () => {
  it('stops the 41st guess: 40 wrong passwords, then the right one is answered 429', {
    timeout: 60_000,
  }, async () => {
    await newCustomer(sb, 'target@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1)
      statuses.push((await login(sb, 'target@example.com', `guess-${i}`)).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    const right = await login(sb, 'target@example.com', 'Secret-123');
    expect(right.status).toBe(429);
    expect(right.retryAfter).toBe('1');
    expect(right.body).toEqual({
      response_code: 429,
      response_message: 'Too many attempts; please try again in 1 second.',
    });
    const thai = await send(sb, '/customer/login', { username: 'target@example.com', password: 'x' }, 'th');
    expect(thai.body.response_message).toBe('ลองหลายครั้งเกินไป กรุณาลองใหม่อีกครั้งใน 1 วินาที');
  });

  it('backs off longer after each guess past the free ones, and a right password clears it', {
    timeout: 60_000,
  }, async () => {
    await newCustomer(sb, 'backoff@example.com');
    try {
      for (let i = 0; i < 5; i += 1) await login(sb, 'backoff@example.com', 'wrong');
      const waits: string[] = [];
      for (let i = 0; i < 4; i += 1) {
        const locked = await login(sb, 'backoff@example.com', 'Secret-123');
        expect(locked.status).toBe(429);
        waits.push(locked.retryAfter ?? '');
        await clock(sb, { advance: `${locked.retryAfter}s` });
        expect((await login(sb, 'backoff@example.com', 'wrong')).body.response_code).toBe(401);
      }
      expect(waits).toEqual(['1', '2', '4', '8']);
      await clock(sb, { advance: '16s' });
      // change-password counts against the same account.
      const change = {
        email: 'backoff@example.com',
        newPassword: 'Other-1234',
        confirmedPassword: 'Other-1234',
      };
      expect(
        (await send(sb, '/customer/change-password', { ...change, oldPassword: 'wrong' })).body.response_code,
      ).toBe(401);
      expect(
        (await send(sb, '/customer/change-password', { ...change, oldPassword: 'Secret-123' })).status,
      ).toBe(429);
      await clock(sb, { advance: '32s' });
      expect((await login(sb, 'backoff@example.com', 'Secret-123')).status).toBe(200);
      expect((await login(sb, 'backoff@example.com', 'wrong')).status).toBe(200);
      expect((await login(sb, 'backoff@example.com', 'Secret-123')).status).toBe(200);
    } finally {
      await clock(sb, { reset: true });
    }
  });

  it('answers an unknown email exactly as a wrong password, throttle included', async () => {
    const known = await login(sb, 'demo@example.com', 'not-it');
    const unknown = await login(sb, 'no-such-account@example.com', 'not-it');
    expect(unknown).toEqual(known);
  });
});

describe('throttling per address', () => {
  it('limits guesses, mails and link tokens from one address, whatever the account', async () => {
    const small = await startSandbox({
      throttle: {
        addressGuesses: { free: 3, baseMs: 1000, maxMs: 60_000, windowMs: 60_000 },
        addressMails: { free: 2, baseMs: 1000, maxMs: 60_000, windowMs: 60_000 },
      },
    });
    try {
      for (const [i, email] of ['a@example.com', 'b@example.com', 'c@example.com'].entries()) {
        expect((await login(small, email, 'x')).status, `guess ${i}`).toBe(200);
      }
      const fourth = await login(small, 'demo@example.com', 'Demo-1234');
      expect(fourth.status).toBe(429);
      expect((await send(small, '/customer/identify', { token: 'guess' })).status).toBe(429);
      expect(
        (await send(small, '/customer/verify-otp', { email: 'e@example.com', otp: '123456' })).status,
      ).toBe(429);

      expect((await send(small, '/customer/send-otp', { email: 'one@example.com' })).status).toBe(200);
      expect((await send(small, '/customer/forget-password', { email: 'two@example.com' })).status).toBe(200);
      const mailsOver = await send(small, '/customer/send-otp', { email: 'three@example.com' });
      expect(mailsOver).toMatchObject({ status: 429, retryAfter: '1' });
    } finally {
      await small.close();
    }
  });
});

describe('neutral answers', () => {
  it('answer forget-password and send-otp alike for registered and unknown emails', async () => {
    const known = await send(sb, '/customer/forget-password', { email: 'demo@example.com' });
    const unknown = await send(sb, '/customer/forget-password', { email: 'nobody-here@example.com' });
    expect(unknown).toEqual(known);
    const otpKnown = await send(sb, '/customer/send-otp', { email: 'demo@example.com' });
    const otpUnknown = await send(sb, '/customer/send-otp', { email: 'nobody-here@example.com' });
    expect(otpUnknown).toEqual(otpKnown);
  });
});

describe('customer/logout', () => {
  it('ends the session on the server, and answers alike for a token already ended', async () => {
    const token = await newCustomer(sb, 'leaving@example.com');
    await succeed(sb, 'bookingService', { token });
    await sb.client.customer.logout({ token });
    expect((await refused(sb, 'bookingService', { token })).code).toBe(401);
    expect((await send(sb, '/customer/logout', { token })).body).toEqual({
      response_code: 200,
      response_message: 'Logged out.',
    });
  });
});

describe('service-link tokens', () => {
  const linkToken = async (email: string): Promise<string> => {
    const minted = await control(sb, '/sandbox/links', { type: 'service', email });
    const p = new URL(String(minted.body.url)).searchParams.get('p') ?? '';
    const key = ((await (await fetch(`${sb.url}/identify-key`)).json()) as { key: string }).key;
    return CryptoJS.AES.decrypt(p, key).toString(CryptoJS.enc.Utf8);
  };

  it('sign in once, within an hour, and not after a password change', async () => {
    await newCustomer(sb, 'linked@example.com');
    const once = await linkToken('linked@example.com');
    await succeed(sb, 'identify', { token: once });
    expect((await refused(sb, 'identify', { token: once })).code).toBe(400);

    const late = await linkToken('linked@example.com');
    await clock(sb, { advance: '1h' });
    try {
      expect((await refused(sb, 'identify', { token: late })).code).toBe(400);
    } finally {
      await clock(sb, { reset: true });
    }

    const revoked = await linkToken('linked@example.com');
    await succeed(sb, 'changePassword', {
      email: 'linked@example.com',
      oldPassword: 'Secret-123',
      newPassword: 'Changed-123',
      confirmedPassword: 'Changed-123',
    });
    expect((await refused(sb, 'identify', { token: revoked })).code).toBe(400);
  });
});

describe('what an account may hold', () => {
  it('refuses control and invisible characters in passwords and names, and names without a letter; trims names', async () => {
    await verifyEmail(sb, 'names@example.com');
    const cases: [Record<string, string>, RegExp][] = [
      [{ password: 'Secret-1\u0000' }, /password contains control or invisible characters/],
      [{ firstname: 'Mal\u0000ee' }, /firstname contains control or invisible characters/],
      [{ lastname: 'Suk\u202esan' }, /lastname contains control or invisible characters/],
      [{ firstname: '\u200b' }, /firstname contains control or invisible characters/],
      [{ firstname: '\u200b\u200b\u200b' }, /firstname contains control or invisible characters/],
      [{ lastname: 'Suk\u2028san' }, /lastname contains control or invisible characters/],
      [{ lastname: 'Suk\u2029san' }, /lastname contains control or invisible characters/],
      [{ firstname: 'Ma\u200fle\u200ee' }, /firstname contains control or invisible characters/],
      [{ firstname: 'Mal\ufeffee' }, /firstname contains control or invisible characters/],
      [{ companyName: 'Siam\u200dTrading' }, /companyName contains control or invisible characters/],
      [{ firstname: '   ' }, /firstname must not be empty/],
      [{ firstname: '123 .' }, /firstname must contain a letter/],
      [{ fullAddress: '1 Road\u001b[2J' }, /fullAddress contains control or invisible characters/],
      [{ fullAddress: '1 Road\u2028Bangkok' }, /fullAddress contains control or invisible characters/],
    ];
    for (const [overrides, message] of cases) {
      expect((await refused(sb, 'register', personal('names@example.com', overrides))).message).toMatch(
        message,
      );
    }
    await succeed(
      sb,
      'register',
      personal('names@example.com', {
        firstname: '  Malee ',
        lastname: ' Suksan  ',
        fullAddress: '1 Road\nBangkok ',
      }),
    );
    expect(
      sb.db
        .prepare('SELECT firstname, lastname, full_address FROM customers WHERE email = ?')
        .get('names@example.com'),
    ).toEqual({ firstname: 'Malee', lastname: 'Suksan', full_address: '1 Road\nBangkok' });
    const change = { email: 'names@example.com', oldPassword: 'Secret-123' };
    const bad = await refused(sb, 'changePassword', {
      ...change,
      newPassword: 'New-pass\u0007',
      confirmedPassword: 'New-pass\u0007',
    });
    expect(bad.message).toMatch(/newPassword contains control or invisible characters/);
  });

  it('stores only uploads that decode as whole JPG or PNG images', async () => {
    await verifyEmail(sb, 'uploads@example.com');
    const png = Buffer.from(PNG_BASE64, 'base64');
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const forged = [
      Buffer.concat([png.subarray(0, 8), html]),
      Buffer.concat([png, html]),
      png.subarray(0, png.length - 20),
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), html, Buffer.from([0xff, 0xd9])]),
      Buffer.concat([Buffer.from(JPEG_BASE64, 'base64'), html]),
    ];
    for (const bytes of forged) {
      const reply = await refused(
        sb,
        'register',
        personal('uploads@example.com', { attachFile: bytes.toString('base64') }),
      );
      expect(reply.message).toBe('attachFile must be a JPG or PNG image that opens.');
    }
    await succeed(sb, 'register', personal('uploads@example.com', { attachFile: JPEG_BASE64 }));
  });
});
