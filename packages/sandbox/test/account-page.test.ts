import { PRIVACY_NOTICE_VERSION } from '@self-storage/core';
import { marketingConsentRecord } from '@self-storage/core/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mails, newCustomer, post, refused, START, startSandbox, type TestSandbox } from './helpers.ts';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

const details = {
  firstname: 'Malee',
  lastname: 'Suksan',
  phone: '0812345678',
  fullAddress: '1 Silom Road, Bangkok',
};

describe('the account calls', () => {
  it('show the profile and save a new phone and address under registration rules', async () => {
    const email = 'account.a@example.com';
    const token = await newCustomer(sb, email);
    expect(await sb.client.account.profile({ token })).toMatchObject({
      email,
      customerTypeId: 1,
      firstname: 'Malee',
      marketing: false,
    });
    const saved = await sb.client.account.updateProfile({ token, ...details });
    expect(saved).toMatchObject({ email, phone: '0812345678', fullAddress: '1 Silom Road, Bangkok' });
    expect((await mails(sb, email)).at(-1)?.subject).toBe('Your account details were changed');
    // The same rules as at registration: digits only for the phone, a letter in a name.
    const badPhone = await post(sb, '/customer/update-profile', { token, ...details, phone: '08-1234' });
    expect(badPhone.status).toBe(400);
    expect((await refused(sb, 'updateProfile', { token, ...details, firstname: '1234' })).code).toBe(400);
    expect((await refused(sb, 'profile', { token: 'not-a-session' })).code).toBe(401);
  });

  it("records a marketing consent change as registration records one, at the server's time", async () => {
    const email = 'account.b@example.com';
    const token = await newCustomer(sb, email);
    // A date the client made up: the sandbox's time is kept instead.
    const givenAt = '2999-01-01T10:05:00.000+07:00';
    const on = await sb.client.account.marketingConsent({
      token,
      consent: marketingConsentRecord(true, givenAt),
    });
    expect(on.marketing).toBe(true);
    const stored = (await (await fetch(`${sb.url}/sandbox/consents?email=${email}`)).json()) as {
      consents: { purpose: string; granted: boolean; version: string; givenAt: string }[];
    };
    expect(stored.consents).toContainEqual(
      expect.objectContaining({
        purpose: 'marketing',
        granted: true,
        version: PRIVACY_NOTICE_VERSION,
        givenAt: new Date(START).toISOString(),
      }),
    );
    const off = await sb.client.account.marketingConsent({
      token,
      consent: marketingConsentRecord(false, givenAt),
    });
    expect(off.marketing).toBe(false);
    expect((await mails(sb, email)).at(-1)?.text).toContain('You stopped news and offers by email');
  });

  it('signs out every device at once', async () => {
    const email = 'account.c@example.com';
    const phone = await newCustomer(sb, email);
    const laptop = await sb.client.customer.login({ username: email, password: 'Secret-123' });
    expect(await sb.client.account.logoutAll({ token: laptop })).toBe(2);
    expect((await refused(sb, 'profile', { token: phone })).code).toBe(401);
    expect((await refused(sb, 'bookingService', { token: laptop })).code).toBe(401);
  });

  it('mails the first few profile changes of an hour, not one a change: fifty edits, three mails', async () => {
    const email = 'account.d@example.com';
    const token = await newCustomer(sb, email);
    const changed = async () =>
      (await mails(sb, email)).filter((mail) => mail.subject === 'Your account details were changed').length;
    for (let i = 0; i < 50; i += 1)
      await sb.client.account.updateProfile({
        token,
        ...details,
        fullAddress: `${i + 1} Silom Road, Bangkok`,
      });
    // Every change is saved; three mails tell of them.
    expect((await sb.client.account.profile({ token })).fullAddress).toBe('50 Silom Road, Bangkok');
    expect(await changed()).toBe(3);
    // Another kind of notice has a share of its own.
    await sb.client.account.marketingConsent({
      token,
      consent: marketingConsentRecord(true, '2026-03-01T10:05:00.000+07:00'),
    });
    expect((await mails(sb, email)).at(-1)?.text).toContain('news and offers');
    // An hour on, the next change is told again.
    sb.advance(60 * 60 * 1000);
    const later = await sb.client.customer.login({ username: email, password: 'Secret-123' });
    await sb.client.account.updateProfile({ token: later, ...details });
    expect(await changed()).toBe(4);
  });
});
