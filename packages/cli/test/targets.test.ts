import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Sandbox } from '@self-storage/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cli, createCli } from './support/cli.ts';
import { DEMO } from './support/fixtures.ts';
import { startTestSandbox } from './support/sandbox.ts';

/** Two servers on loopback: "staging" and "other", each with its own accounts and sessions. */
let staging: Sandbox;
let other: Sandbox;
let cli: Cli;

beforeAll(async () => {
  [staging, other] = await Promise.all([startTestSandbox(), startTestSandbox()]);
  // No --base-url: every run finds its server through the profile, the environment or a flag.
  cli = createCli();
  for (const args of [
    ['--profile', 'staging', 'config', 'set', 'base-url', `${staging.url}/`],
    ['--profile', 'staging', 'config', 'set', 'lang', 'en'],
    ['--profile', 'other', 'config', 'set', 'base-url', other.url],
    ['config', 'use', 'staging'],
  ]) {
    expect((await cli.run(args)).code).toBe(0);
  }
});
afterAll(() => Promise.all([staging.close(), other.close()]));

describe('profiles in the config file', () => {
  it('keeps them in config.json, readable by its owner only, and lists them', async () => {
    const path = join(cli.configDir, 'config.json');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({
      current: 'staging',
      profiles: { staging: { baseUrl: staging.url, lang: 'en' }, other: { baseUrl: other.url } },
    });
    const list = await cli.json<{ current: string; profiles: { name: string; current: boolean }[] }>([
      'config',
      'list',
    ]);
    expect(list.current).toBe('staging');
    expect(list.profiles.map(({ name, current }) => [name, current])).toEqual([
      ['other', false],
      ['staging', true],
    ]);
    const human = await cli.run(['config', 'list']);
    expect(human.stdout).toMatch(/^staging \(current\)\n {2}base-url +http:\/\/127\.0\.0\.1:\d+\n/m);
    expect((await cli.run(['config', 'get', 'base-url'])).stdout).toBe(`${staging.url}\n`);
    const unset = await cli.run(['config', 'get', 'defaults.pay']);
    expect(unset.code).toBe(1);
    expect(unset.stderr).toContain('defaults.pay is not set in profile staging');
  });

  it('refuses bad keys and values with exit 2, changing nothing', async () => {
    const before = readFileSync(join(cli.configDir, 'config.json'), 'utf8');
    for (const args of [
      ['config', 'set', 'base-url', 'not a url'],
      ['config', 'set', 'lang', 'fr'],
      ['config', 'set', 'colour', 'blue'],
      ['config', 'use', '../etc'],
    ]) {
      const result = await cli.run(args);
      expect(result.code, args.join(' ')).toBe(2);
    }
    expect(readFileSync(join(cli.configDir, 'config.json'), 'utf8')).toBe(before);
  });

  it('takes flag over environment over profile over default', async () => {
    const who = (args: string[], env: NodeJS.ProcessEnv = {}) =>
      cli.json<{ profile: string; server: string }>([...args, 'whoami'], { env });
    expect(await who([])).toMatchObject({ profile: 'staging', server: staging.url });
    expect(await who([], { SELF_STORAGE_BASE_URL: other.url })).toMatchObject({ server: other.url });
    expect(await who(['--base-url', staging.url], { SELF_STORAGE_BASE_URL: other.url })).toMatchObject({
      server: staging.url,
    });
    expect(await who([], { SELF_STORAGE_PROFILE: 'other' })).toMatchObject({
      profile: 'other',
      server: other.url,
    });
    expect(await who(['--profile', 'default'], { SELF_STORAGE_PROFILE: 'other' })).toMatchObject({
      profile: 'default',
      server: 'http://localhost:8080',
    });
    // The profile's language: English, unless a flag says otherwise.
    expect((await cli.run(['whoami'])).stdout).toContain('You are not logged in');
    expect((await cli.run(['--lang', 'th', 'whoami'])).stdout).toContain('คุณยังไม่ได้เข้าสู่ระบบ');
  });

  it("fills in a command's options from the profile's defaults, a flag still winning", async () => {
    const [group] = await cli.json<{ id: number }[]>(['groups', '--branch', '1']);
    expect((await cli.run(['config', 'set', 'defaults.group', String(group?.id)])).code).toBe(0);
    const sizes = await cli.json<{ id: number }[]>(['sizes']);
    expect(sizes.length).toBeGreaterThan(0);
    const bad = await cli.run(['config', 'set', 'defaults.group', 'x']);
    expect(bad.code).toBe(0);
    const refused = await cli.run(['sizes']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('defaults.group of profile staging');
    expect((await cli.json<unknown[]>(['sizes', '--group', String(group?.id)])).length).toBe(sizes.length);
    expect((await cli.run(['config', 'unset', 'defaults.group'])).code).toBe(0);
  });

  it('takes global flags from the defaults too: a profile that always answers in JSON', async () => {
    expect((await cli.run(['--profile', 'other', 'config', 'set', 'defaults.json', 'true'])).code).toBe(0);
    const who = await cli.run(['--profile', 'other', 'whoami']);
    expect(JSON.parse(who.stdout)).toMatchObject({ profile: 'other', server: other.url });
    // The target is never a default option: it has keys of its own.
    const refused = await cli.run(['--profile', 'other', 'config', 'set', 'defaults.base-url', staging.url]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('config set base-url');
    expect((await cli.run(['--profile', 'other', 'config', 'unset', 'defaults.json'])).code).toBe(0);
    expect((await cli.run(['--profile', 'other', 'whoami'])).stdout).not.toMatch(/^\{/);
  });
});

describe('sessions bound to the server that issued them', () => {
  it('logs in with the password on stdin or in SELF_STORAGE_PASSWORD', async () => {
    const stdin = await cli.json<{ server: string; email: string }>(
      ['login', '--email', DEMO.email, '--password-stdin'],
      { input: `${DEMO.password}\n` },
    );
    expect(stdin).toMatchObject({ server: staging.url, email: DEMO.email });
    const env = await cli.json<{ profile: string; server: string }>(
      ['--profile', 'other', 'login', '--email', DEMO.email],
      { env: { SELF_STORAGE_PASSWORD: DEMO.password } },
    );
    expect(env).toMatchObject({ profile: 'other', server: other.url });
    const empty = await cli.run(['login', '--email', DEMO.email, '--password-stdin']);
    expect(empty.code).toBe(2);
  });

  it('never sends a session to another server, and a refusal there signs nothing out', async () => {
    await cli.json(['login', '--email', DEMO.email], { env: { SELF_STORAGE_PASSWORD: DEMO.password } });
    const who = await cli.run(['whoami']);
    expect(who.stdout).toContain(`Server: ${staging.url}`);
    expect(who.stdout).toMatch(/Session valid until \d{4}-\d\d-\d\dT/);

    // The staging profile pointed at the other server: no session there, and nothing is sent.
    const elsewhere = await cli.run(['--verbose', '--base-url', other.url, 'history']);
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.stderr).toContain('You are not logged in');
    expect(elsewhere.stderr).not.toMatch(/^> POST/m);
    expect(await cli.json(['--base-url', other.url, 'whoami'])).toMatchObject({
      signedIn: false,
      server: other.url,
    });
    // Staging's session is intact, and works.
    expect(await cli.json(['whoami'])).toMatchObject({ signedIn: true, server: staging.url });
    expect((await cli.run(['history'])).code).toBe(0);

    // A token the other server does not know (its database was never told) is refused there;
    // that signs out only the other server's session of the profile.
    await cli.json(['--base-url', other.url, 'login', '--email', DEMO.email], {
      env: { SELF_STORAGE_PASSWORD: DEMO.password },
    });
    other.db.exec('DELETE FROM sessions');
    const refused = await cli.run(['--json', '--base-url', other.url, 'history']);
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.stdout).error).toMatchObject({ code: 'session_expired', responseCode: 401 });
    expect(await cli.json(['--base-url', other.url, 'whoami'])).toMatchObject({ signedIn: false });
    expect(await cli.json(['whoami'])).toMatchObject({ signedIn: true, server: staging.url });
  });
});
