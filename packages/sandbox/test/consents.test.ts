import { PRIVACY_NOTICE_VERSION } from '@self-storage/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personal, refused, startSandbox, succeed, type TestSandbox, verifyEmail } from './helpers.ts';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

/** A time the client claims: the sandbox stamps its own instead (START, 10:00 Bangkok). */
const GIVEN_AT = '2999-01-01T10:00:00.000+07:00';
const SERVER_TIME = '2026-03-01T03:00:00.000Z';
const consents = (marketing: boolean) => [
  { purpose: 'privacy' as const, granted: true, version: PRIVACY_NOTICE_VERSION, givenAt: GIVEN_AT },
  { purpose: 'marketing' as const, granted: marketing, version: PRIVACY_NOTICE_VERSION, givenAt: GIVEN_AT },
];

const storedConsents = async (email: string) => {
  const res = await fetch(`${sb.url}/sandbox/consents?email=${encodeURIComponent(email)}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('PDPA consents on register', () => {
  it("stores each consent with its notice version, given at the server's time, not the time the client sent", async () => {
    const email = 'consent.given@example.com';
    await verifyEmail(sb, email);
    await succeed(sb, 'register', personal(email, { consents: consents(false) }));
    const { status, body } = await storedConsents('Consent.Given@example.com');
    expect(status).toBe(200);
    expect(body).toEqual({
      email,
      consents: [
        {
          purpose: 'privacy',
          granted: true,
          version: PRIVACY_NOTICE_VERSION,
          givenAt: SERVER_TIME,
          recordedAt: SERVER_TIME,
        },
        {
          purpose: 'marketing',
          granted: false,
          version: PRIVACY_NOTICE_VERSION,
          givenAt: SERVER_TIME,
          recordedAt: SERVER_TIME,
        },
      ],
      cardConsents: [],
    });
  });

  it('refuses consents that decline the privacy notice, in the caller’s language, and keeps serving', async () => {
    const email = 'consent.declined@example.com';
    await verifyEmail(sb, email);
    const declined = consents(true).map((c) => (c.purpose === 'privacy' ? { ...c, granted: false } : c));
    const refusal = await refused(sb, 'register', personal(email, { consents: declined }));
    expect(refusal).toMatchObject({
      code: 400,
      message: expect.stringMatching(/privacy notice must be accepted/),
    });
    expect((await storedConsents(email)).status).toBe(404);
    // The same email registers once the notice is accepted.
    await succeed(sb, 'register', personal(email, { consents: consents(true) }));
    const { body } = await storedConsents(email);
    expect((body.consents as { purpose: string; granted: boolean }[]).map((c) => c.granted)).toEqual([
      true,
      true,
    ]);
  });

  it('registers a client of the spec that sends no consents, with none on record', async () => {
    const email = 'consent.none@example.com';
    await verifyEmail(sb, email);
    await succeed(sb, 'register', personal(email));
    expect((await storedConsents(email)).body).toEqual({ email, consents: [], cardConsents: [] });
  });

  it('refuses a malformed consent (no version) with a clear message', async () => {
    const email = 'consent.malformed@example.com';
    await verifyEmail(sb, email);
    const refusal = await refused(sb, 'register', {
      ...personal(email),
      consents: [{ purpose: 'privacy', granted: true, givenAt: GIVEN_AT }],
    });
    expect(refusal.code).toBe(400);
  });
});
