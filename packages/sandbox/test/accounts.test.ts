import { SESSION_LIFETIME_MS, SelfStorageError } from '@self-storage/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isThaiId } from '../src/accounts/thai-id.ts';
import {
  demoToken,
  JPEG_BASE64,
  lastOtp,
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

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('send-otp and verify-otp', () => {
  it('mails a 6-digit code that verifies the email once', async () => {
    const reply = await succeed(sb, 'sendOtp', { email: 'Otp.One@Example.com' });
    expect(reply.datas?.expires_in).toBe(600);
    const [mail] = await mails(sb, 'otp.one@example.com');
    expect(mail?.subject).toBe('Your verification code');
    const otp = await lastOtp(sb, 'otp.one@example.com');
    await succeed(sb, 'verifyOtp', { email: 'otp.one@example.com', otp });
    const again = await refused(sb, 'verifyOtp', { email: 'otp.one@example.com', otp });
    expect(again.code).toBe(400);
  });

  it('refuses a wrong code, then locks the code after 5 wrong tries', async () => {
    const email = 'otp.wrong@example.com';
    await succeed(sb, 'sendOtp', { email });
    const otp = await lastOtp(sb, email);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const r = await refused(sb, 'verifyOtp', { email, otp: wrong });
      expect(r).toMatchObject({ code: 400, message: 'The code is not correct.' });
    }
    const locked = await refused(sb, 'verifyOtp', { email, otp });
    expect(locked.code).toBe(429);
    const error = await sb.client.customer.verifyOtp({ email, otp }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SelfStorageError);
    expect((error as SelfStorageError).key).toBe('register.otpVerifyError');
  });

  it('expires a code after 10 minutes', async () => {
    const email = 'otp.late@example.com';
    await succeed(sb, 'sendOtp', { email });
    const otp = await lastOtp(sb, email);
    sb.advance(10 * MINUTE);
    const r = await refused(sb, 'verifyOtp', { email, otp });
    expect(r.message).toMatch(/expired/);
  });

  it('refuses a resend within 10 s and more than 5 sends an hour', async () => {
    const email = 'otp.often@example.com';
    await succeed(sb, 'sendOtp', { email });
    const soon = await refused(sb, 'sendOtp', { email });
    expect(soon.code).toBe(429);
    expect(soon.message).toMatch(/wait 10 seconds/);
    for (let i = 0; i < 4; i += 1) {
      sb.advance(11 * SECOND);
      await succeed(sb, 'sendOtp', { email });
    }
    sb.advance(11 * SECOND);
    expect((await refused(sb, 'sendOtp', { email })).message).toMatch(/Too many codes/);
    sb.advance(60 * MINUTE);
    await succeed(sb, 'sendOtp', { email });
  });

  it('answers a registered email as any other, and tells its owner instead of sending a code', async () => {
    const reply = await succeed(sb, 'sendOtp', { email: 'demo@example.com' });
    expect(reply).toEqual(await succeed(sb, 'sendOtp', { email: 'someone-new@example.com' }));
    const notice = (await mails(sb, 'demo@example.com')).at(-1);
    expect(notice?.subject).toBe('อีเมลนี้มีบัญชีอยู่แล้ว');
    expect(notice?.text).not.toMatch(/\b\d{6}\b/);
    // Its code cannot be verified, and a wrong code reads as for any email.
    expect((await refused(sb, 'verifyOtp', { email: 'demo@example.com', otp: '123456' })).message).toBe(
      'The code is not correct.',
    );
  });
});

describe('register', () => {
  it('registers a personal Thai customer with a valid ID card and a PNG', async () => {
    await verifyEmail(sb, 'thai@example.com');
    await succeed(sb, 'register', personal('thai@example.com'));
    const row = sb.db
      .prepare(
        'SELECT customer_type, person_type, attach_mime, length(attach_file) AS size FROM customers WHERE email = ?',
      )
      .get('thai@example.com');
    expect(row).toMatchObject({ customer_type: 1, person_type: 1, attach_mime: 'image/png' });
    expect(await sb.client.customer.login({ username: 'thai@example.com', password: 'Secret-123' })).toMatch(
      /^[\w-]{43}$/,
    );
  });

  it('checks the Thai ID check digit', async () => {
    expect(isThaiId('1101700203450')).toBe(true);
    expect(isThaiId('1101700203451')).toBe(false);
    await verifyEmail(sb, 'badid@example.com');
    const r = await refused(sb, 'register', personal('badid@example.com', { personId: '1101700203451' }));
    expect(r).toMatchObject({ code: 400, message: 'personId is not a valid 13-digit Thai ID card number.' });
  });

  it('registers a foreigner with a passport number and a JPEG', async () => {
    await verifyEmail(sb, 'farang@example.com');
    await succeed(
      sb,
      'register',
      personal('farang@example.com', { personTypeId: 2, personId: 'AB1234567', attachFile: JPEG_BASE64 }),
    );
    const row = sb.db
      .prepare('SELECT person_type, attach_mime FROM customers WHERE email = ?')
      .get('farang@example.com');
    expect(row).toMatchObject({ person_type: 2, attach_mime: 'image/jpeg' });
  });

  it('registers a corporate customer, which needs a company name and legal number', async () => {
    await verifyEmail(sb, 'corp@example.com');
    const corporate = personal('corp@example.com', {
      customerTypeId: 2,
      companyName: 'Siam Trading Co., Ltd.',
      companyDirector: 'Somsak Rattana',
      legalNumber: '0105561234567',
      personId: '0105561234567',
    });
    expect((await refused(sb, 'register', { ...corporate, companyName: ' ' })).message).toMatch(
      /companyName/,
    );
    expect((await refused(sb, 'register', { ...corporate, legalNumber: '' })).message).toMatch(/legalNumber/);
    expect((await refused(sb, 'register', { ...corporate, legalNumber: '01-05' })).message).toMatch(
      /legalNumber/,
    );
    await succeed(sb, 'register', corporate);
  });

  it('refuses a file that is not really a JPG or PNG, and one over 2 MB', async () => {
    await verifyEmail(sb, 'files@example.com');
    const gif = Buffer.from('GIF89a fake image').toString('base64');
    expect((await refused(sb, 'register', personal('files@example.com', { attachFile: gif }))).message).toBe(
      'attachFile must be a JPG or PNG image that opens.',
    );
    const text = Buffer.from('<script>alert(1)</script>').toString('base64');
    expect((await refused(sb, 'register', personal('files@example.com', { attachFile: text }))).code).toBe(
      400,
    );
    expect(
      (await refused(sb, 'register', personal('files@example.com', { attachFile: 'not base64!' }))).message,
    ).toMatch(/base64/);
    expect(
      (
        await refused(
          sb,
          'register',
          personal('files@example.com', { attachFile: `data:image/png;base64,${PNG_BASE64}` }),
        )
      ).message,
    ).toMatch(/data-URL/);
    const big = Buffer.concat([Buffer.from(PNG_BASE64, 'base64'), Buffer.alloc(2 * 1024 * 1024)]).toString(
      'base64',
    );
    expect((await refused(sb, 'register', personal('files@example.com', { attachFile: big }))).message).toBe(
      'attachFile is larger than 2 MB.',
    );
    await succeed(sb, 'register', personal('files@example.com'));
  });

  it('needs a verified email, and refuses a second account for one email', async () => {
    expect((await refused(sb, 'register', personal('nocode@example.com'))).message).toMatch(
      /Verify this email/,
    );
    await verifyEmail(sb, 'twice@example.com');
    await succeed(sb, 'register', personal('twice@example.com'));
    // send-otp refuses a registered email, so only a verification left from before can get here.
    sb.db
      .prepare('INSERT INTO email_verifications (email, verified_until) VALUES (?, ?)')
      .run('twice@example.com', sb.clock.now + MINUTE);
    const dup = await refused(sb, 'register', personal('Twice@Example.com'));
    expect(dup).toMatchObject({ code: 409, message: 'This email is already registered.' });
  });

  it('lets a verification lapse after 30 minutes', async () => {
    await verifyEmail(sb, 'slow@example.com');
    sb.advance(31 * MINUTE);
    expect((await refused(sb, 'register', personal('slow@example.com'))).message).toMatch(
      /Verify this email/,
    );
  });
});

describe('login and sessions', () => {
  it('logs in the demo customer and refuses a wrong password with the server message', async () => {
    expect(await demoToken(sb)).toMatch(/^[\w-]{43}$/);
    const r = await refused(sb, 'login', { username: 'demo@example.com', password: 'Demo-12345' });
    expect(r).toMatchObject({ code: 401, message: 'The email or password is not correct.' });
    const unknown = await refused(sb, 'login', { username: 'nobody@example.com', password: 'Demo-1234' });
    expect(unknown.message).toBe(r.message);
    const error = (await sb.client.customer
      .login({ username: 'demo@example.com', password: 'x' })
      .catch((e: unknown) => e)) as SelfStorageError;
    expect(error.showServerMessage).toBe(true);
  });

  it('expires a token after 12 hours', async () => {
    const token = await demoToken(sb);
    await succeed(sb, 'bookingService', { token });
    sb.advance(SESSION_LIFETIME_MS - 1);
    await succeed(sb, 'bookingService', { token });
    sb.advance(1);
    expect((await refused(sb, 'bookingService', { token })).code).toBe(401);
    const error = (await sb.client.booking.history({ token }).catch((e: unknown) => e)) as SelfStorageError;
    expect(error.code).toBe('session_expired');
    expect((await refused(sb, 'bookingService', { token: 'made-up' })).code).toBe(401);
  });
});

describe('forget-password and change-password', () => {
  it('mails a new password that works beside the old one until its first use replaces it', async () => {
    await newCustomer(sb, 'forgetful@example.com');
    await succeed(sb, 'forgetPassword', { email: 'forgetful@example.com' });
    const mail = (await mails(sb, 'forgetful@example.com')).at(-1);
    expect(mail?.subject).toBe('Your new password');
    const password = /new password is: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(password).toHaveLength(12);
    await succeed(sb, 'login', { username: 'forgetful@example.com', password: 'Secret-123' });
    await succeed(sb, 'login', { username: 'forgetful@example.com', password });
    expect(
      (await refused(sb, 'login', { username: 'forgetful@example.com', password: 'Secret-123' })).code,
    ).toBe(401);
    // The same answer for an email with no account: nothing tells which emails are registered.
    const unknown = await succeed(sb, 'forgetPassword', { email: 'nobody@example.com' });
    expect(unknown.response_message).toBe('If this email is registered, a new password was sent to it.');
    expect(await mails(sb, 'nobody@example.com')).toEqual([]);
  });

  it('changes a password with the old one, and ends the sessions it opened', async () => {
    const token = await newCustomer(sb, 'changer@example.com');
    const body = {
      email: 'changer@example.com',
      oldPassword: 'Secret-123',
      newPassword: 'Better-456',
      confirmedPassword: 'Better-456',
    };
    expect(
      (await refused(sb, 'changePassword', { ...body, confirmedPassword: 'Better-457' })).message,
    ).toMatch(/do not match/);
    expect((await refused(sb, 'changePassword', { ...body, oldPassword: 'Wrong-123' })).code).toBe(401);
    await succeed(sb, 'changePassword', body);
    expect((await refused(sb, 'bookingService', { token })).code).toBe(401);
    await succeed(sb, 'login', { username: 'changer@example.com', password: 'Better-456' });
  });
});
