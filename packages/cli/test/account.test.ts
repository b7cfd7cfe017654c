import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { encodeStoredValue } from '@self-storage/core';
import { FileStorage } from '@self-storage/core/node';
import type { Sandbox } from '@self-storage/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionKeys } from '../src/profile.ts';
import { type Cli, createCli } from './support/cli.ts';
import { DEMO, translator } from './support/fixtures.ts';
import { startTestSandbox } from './support/sandbox.ts';

let sandbox: Sandbox;
let cli: Cli;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  cli = createCli(sandbox.url);
});
afterAll(() => sandbox.close());

const login = ['login', '--email', DEMO.email, '--password', DEMO.password];
const sessionFile = (profile: string) => join(cli.configDir, 'profiles', `${profile}.json`);

describe('login, whoami, logout', () => {
  it('logs in, shows who is logged in and logs out, in human form', async () => {
    const logged = await cli.run(['--lang', 'en', '--profile', 'human', ...login]);
    expect(logged).toMatchObject({ code: 0, stdout: `Logged in as ${DEMO.email}\n` });
    expect(statSync(sessionFile('human')).mode & 0o777).toBe(0o600);
    const who = await cli.run(['--lang', 'en', '--profile', 'human', 'whoami']);
    expect(who.stdout).toMatch(
      new RegExp(
        `^Logged in as ${DEMO.email} \\(human\\)\\nProfile: human\\nServer: ${sandbox.url}\\n` +
          'Session valid until \\S+Z\\nTime left: 1[12]:\\d\\d:\\d\\d\\n$',
      ),
    );
    const sessions = () => sandbox.db.prepare('SELECT count(*) AS n FROM sessions').get()?.n;
    const before = sessions();
    const out = await cli.run(['--lang', 'en', '--profile', 'human', 'logout']);
    expect(out.stdout).toBe('Logged out\n');
    // customer/logout ended it on the server too.
    expect(sessions()).toBe(Number(before) - 1);
    const after = await cli.run(['--lang', 'en', '--profile', 'human', 'whoami']);
    expect(after.stdout).toBe(
      `You are not logged in. Run self-storage login first.\nProfile: human\nServer: ${sandbox.url}\n`,
    );
  });

  it('does the same with --json', async () => {
    const logged = await cli.json<{ email: string; expiresAt: string }>(['--profile', 'json', ...login]);
    expect(logged.email).toBe(DEMO.email);
    const hours = (Date.parse(logged.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    expect(await cli.json(['--profile', 'json', 'whoami'])).toMatchObject({
      profile: 'json',
      signedIn: true,
      email: DEMO.email,
    });
    expect(await cli.json(['--profile', 'json', 'logout'])).toEqual({ profile: 'json', signedIn: false });
    expect(await cli.json(['--profile', 'json', 'whoami'])).toMatchObject({ signedIn: false });
  });

  it('keeps profiles apart', async () => {
    await cli.json(['--profile', 'alice', ...login]);
    expect(await cli.json(['--profile', 'alice', 'whoami'])).toMatchObject({ signedIn: true });
    expect(await cli.json(['--profile', 'bob', 'whoami'])).toMatchObject({ signedIn: false, reason: 'none' });
    const invalid = await cli.run(['--profile', '../etc', 'whoami']);
    expect(invalid.code).toBe(2);
  });

  it('reads a session past its 12 hours as signed out', async () => {
    new FileStorage(sessionFile('stale')).setItem(
      sessionKeys(sandbox.url).session,
      encodeStoredValue({ token: 'an-old-token', expiresAt: Date.now() - 1000 }),
    );
    expect(await cli.json(['--profile', 'stale', 'whoami'])).toMatchObject({
      signedIn: false,
      reason: 'expired',
    });
    // Reading it removed it, as the web app does.
    expect(await cli.json(['--profile', 'stale', 'whoami'])).toMatchObject({
      signedIn: false,
      reason: 'none',
    });
    new FileStorage(sessionFile('stale')).setItem(
      sessionKeys(sandbox.url).session,
      encodeStoredValue({ token: 'an-old-token', expiresAt: Date.now() - 1000 }),
    );
    const history = await cli.run(['--lang', 'en', '--profile', 'stale', 'history']);
    expect(history.code).toBe(1);
    expect(history.stderr).toContain((await translator('en'))('errors.sessionExpired'));
  });

  it('treats a corrupt session file as signed out', async () => {
    writeFileSync(sessionFile('corrupt'), 'not json', { mode: 0o600 });
    expect(await cli.json(['--profile', 'corrupt', 'whoami'])).toMatchObject({ signedIn: false });
  });

  it('fails a wrong password with exit 1 and the catalogue message, in Thai and English', async () => {
    const wrong = ['--profile', 'wrong', 'login', '--email', DEMO.email, '--password', 'not-the-password'];
    const [th, en, json] = await Promise.all([
      cli.run(['--lang', 'th', ...wrong]),
      cli.run(['--lang', 'en', ...wrong]),
      cli.run(['--json', '--lang', 'en', ...wrong]),
    ]);
    for (const [result, t] of [
      [th, await translator('th')],
      [en, await translator('en')],
    ] as const) {
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(t('cli.usage.error', { message: t('errors.loginFailed') }));
      expect(result.stdout).toBe('');
    }
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toEqual({
      error: {
        code: 'login_failed',
        key: 'errors.loginFailed',
        message: (await translator('en'))('errors.loginFailed'),
        // HTTP 200 with a refusal in the envelope; the SDK names the status once it carries it.
        status: expect.toSatisfy((status: unknown) => status === null || status === 200),
        responseCode: 401,
        serverMessage: expect.stringMatching(/password/i),
        url: expect.toSatisfy(
          (url: unknown) => url === null || url === `${sandbox.url}/api/self-storage/customer/login`,
        ),
        cause: null,
      },
    });
  });
});

describe('passwords', () => {
  const newPassword = async (): Promise<string> => {
    const { messages } = await cli.json<{ messages: { subject: string; text: string }[] }>([
      'sandbox',
      'mail',
      DEMO.email,
    ]);
    // The demo customer registered in Thai, so the sandbox mails them in Thai.
    const reset = messages.filter((mail) => mail.subject === 'รหัสผ่านใหม่ของคุณ').at(-1);
    return reset?.text.match(/รหัสผ่านใหม่คือ: (\S+)/)?.[1] ?? '';
  };

  it('emails a new password, then changes it (human form)', async () => {
    const forgot = await cli.run(['--lang', 'en', 'forgot-password', '--email', DEMO.email]);
    expect(forgot).toMatchObject({ code: 0, stdout: `A new password has been sent to ${DEMO.email}.\n` });
    const mail = await cli.run(['--lang', 'en', 'sandbox', 'mail', DEMO.email]);
    expect(mail.stdout).toContain('รหัสผ่านใหม่ของคุณ');
    const changed = await cli.run([
      '--lang',
      'en',
      'change-password',
      '--email',
      DEMO.email,
      '--old-password',
      await newPassword(),
      '--new-password',
      'Changed-5678',
    ]);
    expect(changed).toMatchObject({ code: 0, stdout: 'Your password has been changed.\n' });
    expect((await cli.run(['login', '--email', DEMO.email, '--password', 'Changed-5678'])).code).toBe(0);
  });

  it('does the same with --json, and refuses a wrong old password with exit 1', async () => {
    expect(await cli.json(['forgot-password', '--email', DEMO.email])).toEqual({
      email: DEMO.email,
      sent: true,
    });
    const change = ['change-password', '--email', DEMO.email, '--new-password', DEMO.password];
    expect(await cli.json([...change, '--old-password', await newPassword()])).toEqual({
      email: DEMO.email,
      changed: true,
    });
    const wrong = await cli.run(['--json', '--lang', 'en', ...change, '--old-password', 'nope']);
    expect(wrong.code).toBe(1);
    const { error } = JSON.parse(wrong.stdout);
    expect(error.code).toBe('rejected');
    expect(error.message).toMatch(/old password|password/i);
  });

  it('names the missing options of change-password', async () => {
    const result = await cli.run(['--lang', 'en', 'change-password', '--email', DEMO.email]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--old-password, --new-password');
  });
});
