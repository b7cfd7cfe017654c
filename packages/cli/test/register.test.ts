import { PRIVACY_NOTICE_VERSION } from '@self-storage/core';
import type { Sandbox } from '@self-storage/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cli, createCli } from './support/cli.ts';
import { oversizedPng, pngFile, thaiId, translator, uniqueEmail } from './support/fixtures.ts';
import { startTestSandbox } from './support/sandbox.ts';

let sandbox: Sandbox;
let cli: Cli;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  cli = createCli(sandbox.url);
});
afterAll(() => sandbox.close());

const person = (email: string) => [
  'register',
  '--email',
  email,
  '--otp-from-sandbox',
  '--first-name',
  'Somchai',
  '--last-name',
  'Jaidee',
  '--address',
  '99 Rama 4 Road, Khlong Toei, Bangkok 10110',
  '--phone',
  '0812345678',
  '--document',
  pngFile(),
  '--password',
  'Secret-2468',
];

const outbox = async (email: string) =>
  (await cli.json<{ messages: { subject: string }[] }>(['sandbox', 'mail', email])).messages;

describe('register', () => {
  it('registers a Thai customer with the OTP from the sandbox outbox (--json), who can then log in', async () => {
    const email = uniqueEmail('thai');
    const result = await cli.json([...person(email), '--type', 'personal-thai', '--id-card', thaiId()]);
    expect(result).toEqual({ email, customerType: 'personal-thai', registered: true });
    expect((await cli.run(['login', '--email', email, '--password', 'Secret-2468'])).code).toBe(0);
  });

  it('registers a foreigner and a company in human form', async () => {
    const [foreigner, company] = await Promise.all([
      cli.run([
        '--lang',
        'en',
        ...person(uniqueEmail('foreign')),
        '--type',
        'personal-foreigner',
        '--passport',
        'AA1234567',
      ]),
      cli.run([
        ...person(uniqueEmail('company')),
        '--type',
        'corporate',
        '--company-name',
        'Siam Storage Co., Ltd.',
        '--legal-number',
        '0105551234567',
      ]),
    ]);
    expect(foreigner).toMatchObject({ code: 0, stdout: 'Registration complete. You can now log in.\n' });
    expect(company.code).toBe(0);
    expect(company.stdout).toBe(`${(await translator('th'))('cli.status.registered')}\n`);
  });

  it('checks the form and the document before sending any code (exit 2)', async () => {
    const t = await translator('en');
    const badId = uniqueEmail('bad-id');
    const invalid = await cli.run([
      '--lang',
      'en',
      ...person(badId),
      '--type',
      'personal-thai',
      '--id-card',
      '1234567890123',
    ]);
    expect(invalid.code).toBe(2);
    expect(invalid.stderr).toContain(t('register.personal.idCardCheckDigit'));
    const big = uniqueEmail('big');
    const args = person(big);
    args[args.indexOf('--document') + 1] = oversizedPng();
    const tooLarge = await cli.run([
      '--lang',
      'en',
      ...args,
      '--type',
      'personal-thai',
      '--id-card',
      thaiId(),
    ]);
    expect(tooLarge.code).toBe(2);
    expect(tooLarge.stderr).toContain(t('errors.fileTooLarge'));
    expect(await outbox(badId)).toEqual([]);
    expect(await outbox(big)).toEqual([]);
  });

  it('names the missing options for the chosen customer type', async () => {
    const result = await cli.run([
      '--lang',
      'en',
      'register',
      '--email',
      uniqueEmail('missing'),
      '--type',
      'corporate',
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      '--first-name, --last-name, --address, --phone, --company-name, --legal-number, --document, --password, --otp',
    );
  });

  it('fails a wrong OTP with exit 1 and the catalogue message', async () => {
    const email = uniqueEmail('wrong-otp');
    const args = person(email).map((arg) => (arg === '--otp-from-sandbox' ? '--otp=000000' : arg));
    const result = await cli.run([
      '--json',
      '--lang',
      'en',
      ...args,
      '--type',
      'personal-thai',
      '--id-card',
      thaiId(),
    ]);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).error).toMatchObject({
      key: 'register.otpVerifyError',
      message: (await translator('en'))('register.otpVerifyError'),
    });
  });
});

describe('register --accept-privacy', () => {
  it('sends the PDPA consents, which the sandbox keeps with the notice version', async () => {
    const email = uniqueEmail('consent');
    const result = await cli.json([
      ...person(email),
      '--type',
      'personal-thai',
      '--id-card',
      thaiId(),
      '--marketing',
    ]);
    expect(result).toEqual({ email, customerType: 'personal-thai', registered: true });
    const response = await fetch(`${sandbox.url}/sandbox/consents?email=${encodeURIComponent(email)}`);
    const { consents } = (await response.json()) as {
      consents: { purpose: string; granted: boolean; version: string }[];
    };
    expect(consents.map(({ purpose, granted, version }) => ({ purpose, granted, version }))).toEqual([
      { purpose: 'privacy', granted: true, version: PRIVACY_NOTICE_VERSION },
      { purpose: 'marketing', granted: true, version: PRIVACY_NOTICE_VERSION },
    ]);
  });
});
