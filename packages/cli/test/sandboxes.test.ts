import type { Sandbox } from '@self-storage/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCli } from './support/cli.ts';
import { startTestSandbox } from './support/sandbox.ts';

const KEY = 'qa-team-key';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox({ controlKey: KEY });
});
afterAll(() => sandbox.close());

interface Created {
  id: string;
  apiUrl: string;
  webUrl: string;
  key: string;
}

describe('sandbox create, list and delete', () => {
  it('makes a sandbox of its own, lists it and deletes it', async () => {
    const cli = createCli(sandbox.url);
    const created = await cli.json<Created>(['--sandbox-key', KEY, 'sandbox', 'create', '--name', 'ci-1']);
    expect(created.apiUrl).toBe(`${sandbox.url}/sandboxes/${created.id}`);
    expect(created.webUrl).toBe(`http://${created.id}.localhost:${sandbox.port}`);
    expect(created.key).toBeTruthy();

    const human = await cli.run(['--sandbox-key', KEY, 'sandbox', 'list']);
    expect(human.code).toBe(0);
    expect(human.stdout).toContain(`${created.id}  ${created.apiUrl}`);

    // Its controls take its own key; the clock moved there is not the default sandbox's.
    const own = createCli(created.apiUrl);
    const moved = await own.json<{ offsetMs: number }>(['sandbox', 'clock', 'advance', '2h'], {
      env: { SANDBOX_CONTROL_KEY: created.key },
    });
    expect(Math.round(moved.offsetMs / 1000)).toBe(2 * 3600);
    expect((await cli.json<{ offsetMs: number }>(['--sandbox-key', KEY, 'sandbox', 'clock'])).offsetMs).toBe(
      0,
    );

    const deleted = await cli.json(['--sandbox-key', KEY, 'sandbox', 'delete', created.id]);
    expect(deleted).toEqual({ deleted: created.id });
    const listed = await cli.json<{ sandboxes: Created[] }>(['--sandbox-key', KEY, 'sandbox', 'list']);
    expect(listed.sandboxes.map((item) => item.id)).not.toContain(created.id);
    const gone = await own.run(['--json', '--sandbox-key', created.key, 'sandbox', 'clock']);
    expect(gone.code).toBe(1);
    expect(gone.stdout).toContain('No sandbox');
  });

  it('takes the key from the flag, else the environment, else the profile', async () => {
    const cli = createCli(sandbox.url);
    const refused = await cli.run(['--json', 'sandbox', 'clock']);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('Bearer');
    expect((await cli.run(['config', 'set', 'defaults.sandbox-key', 'wrong-profile-key'])).code).toBe(0);
    expect((await cli.run(['--json', 'sandbox', 'clock'])).code).toBe(1);
    // The environment wins over the profile, the flag over both.
    expect((await cli.run(['--json', 'sandbox', 'clock'], { env: { SANDBOX_CONTROL_KEY: KEY } })).code).toBe(
      0,
    );
    const flag = await cli.run(['--json', '--sandbox-key', 'wrong-flag-key', 'sandbox', 'clock'], {
      env: { SANDBOX_CONTROL_KEY: KEY },
    });
    expect(flag.code).toBe(1);
    expect((await cli.run(['config', 'set', 'defaults.sandbox-key', KEY])).code).toBe(0);
    expect((await cli.run(['--json', 'sandbox', 'clock'])).code).toBe(0);
    const help = await cli.run(['--help']);
    expect(help.stdout).toContain('--sandbox-key');
    expect(help.stdout).toContain('SANDBOX_CONTROL_KEY');
    expect(help.stdout).toContain('--no-json');
  });

  it('--no-json undoes a profile that says json', async () => {
    const cli = createCli(sandbox.url);
    expect((await cli.run(['config', 'set', 'defaults.json', 'true'])).code).toBe(0);
    const json = await cli.run(['--sandbox-key', KEY, 'sandbox', 'clock']);
    expect(JSON.parse(json.stdout)).toHaveProperty('offsetMs');
    const human = await cli.run(['--no-json', '--lang', 'en', '--sandbox-key', KEY, 'sandbox', 'clock']);
    expect(human.stdout).toMatch(/^Sandbox clock: /);
  });
});

describe('keys in --verbose', () => {
  it('prints a created sandbox key as the result only, never in the log', async () => {
    const cli = createCli(sandbox.url);
    const created = await cli.run(['--verbose', '--lang', 'en', '--sandbox-key', KEY, 'sandbox', 'create']);
    expect(created.code, created.stderr).toBe(0);
    const key = /shown this once: (\S+)/.exec(created.stdout)?.[1] ?? '';
    expect(key).not.toBe('');
    const id = /Sandbox (sb-\S+) created/.exec(created.stdout)?.[1] ?? '';
    expect(created.stderr).toMatch(/^< 201 \S+\/sandboxes \(\d+ ms\) \{.*"key":"\[redacted\]"/m);
    expect(created.stderr).not.toContain(KEY);
    expect(created.stderr).not.toContain(key);

    const json = await cli.run(['--verbose', '--json', '--sandbox-key', KEY, 'sandbox', 'create']);
    const second = JSON.parse(json.stdout) as Created;
    expect(second.key).toBeTruthy();
    expect(json.stderr).toContain('"key":"[redacted]"');
    expect(json.stderr).not.toContain(second.key);

    // A key sent in a header, the server's or a created sandbox's, is not logged either.
    const own = createCli(second.apiUrl);
    const clock = await own.run(['--verbose', '--sandbox-key', second.key, 'sandbox', 'clock']);
    expect(clock.code, clock.stderr).toBe(0);
    expect(clock.stderr).toMatch(/^< 200 /m);
    expect(clock.stderr).not.toContain(second.key);
    const listed = await cli.run(['--verbose', 'sandbox', 'list'], { env: { SANDBOX_CONTROL_KEY: KEY } });
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stderr).not.toContain(KEY);

    for (const made of [id, second.id]) await cli.json(['--sandbox-key', KEY, 'sandbox', 'delete', made]);
  });
});

describe('keys in the profile', () => {
  it('config list, get and set show secrets masked, and --reveal prints them', async () => {
    const cli = createCli(sandbox.url);
    const password = 'Never-Printed-42';
    for (const [key, value] of [
      ['defaults.sandbox-key', KEY],
      ['defaults.password', password],
    ] as const) {
      const set = await cli.run(['--json', 'config', 'set', key, value]);
      expect(set.code, set.stderr).toBe(0);
      expect(set.stdout).not.toContain(value);
    }
    // The key is used all the same.
    expect((await cli.run(['sandbox', 'clock'])).code).toBe(0);

    const list = await cli.run(['--lang', 'en', 'config', 'list']);
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toMatch(/defaults\.sandbox-key +••••\n/);
    expect(list.stdout).toMatch(/defaults\.password +Neve••••\n/);
    expect(list.stderr).toContain('add --reveal');
    const json = await cli.run(['--json', 'config', 'list']);
    for (const text of [list.stdout, list.stderr, json.stdout, json.stderr]) {
      expect(text).not.toContain(KEY);
      expect(text).not.toContain(password);
    }
    expect(JSON.parse(json.stdout).profiles[0].defaults).toEqual({
      'sandbox-key': '••••',
      password: 'Neve••••',
    });

    const get = await cli.run(['--lang', 'th', 'config', 'get', 'defaults.sandbox-key']);
    expect(get.code, get.stderr).toBe(0);
    expect(get.stdout).toBe('••••\n');
    expect(get.stderr).toContain('เพิ่ม --reveal');
    expect(await cli.json(['config', 'get', 'defaults.password'])).toMatchObject({
      value: 'Neve••••',
      masked: true,
    });

    expect((await cli.run(['config', 'get', 'defaults.sandbox-key', '--reveal'])).stdout).toBe(`${KEY}\n`);
    expect(await cli.json(['config', 'get', 'defaults.password', '--reveal'])).toMatchObject({
      value: password,
    });
    const revealed = await cli.run(['config', 'list', '--reveal']);
    expect(revealed.stdout).toContain(KEY);
    expect(revealed.stdout).toContain(password);
    // Settings that are no secret print as they are.
    expect((await cli.run(['config', 'set', 'defaults.pay', 'qr'])).code).toBe(0);
    expect((await cli.run(['config', 'get', 'defaults.pay'])).stdout).toBe('qr\n');
    expect((await cli.run(['config', 'get', '--help'])).stdout).toContain('--reveal');
  });
});

describe('sandbox reset', () => {
  it('is refused off a terminal without --yes, and resets only the sandbox named', async () => {
    const cli = createCli(sandbox.url);
    const created = await cli.json<Created>(['--sandbox-key', KEY, 'sandbox', 'create']);
    const own = createCli(created.apiUrl);
    await own.json(['--sandbox-key', created.key, 'sandbox', 'clock', 'advance', '1h']);
    await cli.json(['--sandbox-key', KEY, 'sandbox', 'clock', 'advance', '1h']);

    const refused = await own.run(['--sandbox-key', created.key, 'sandbox', 'reset']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--yes');
    const kept = await own.json<{ offsetMs: number }>(['--sandbox-key', created.key, 'sandbox', 'clock']);
    expect(Math.round(kept.offsetMs / 1000)).toBe(3600);

    expect(await own.json(['--sandbox-key', created.key, 'sandbox', 'reset', '--yes'])).toEqual({
      reset: true,
    });
    expect(
      (await own.json<{ offsetMs: number }>(['--sandbox-key', created.key, 'sandbox', 'clock'])).offsetMs,
    ).toBe(0);
    // The default sandbox was not touched.
    const untouched = await cli.json<{ offsetMs: number }>(['--sandbox-key', KEY, 'sandbox', 'clock']);
    expect(Math.round(untouched.offsetMs / 1000)).toBe(3600);
    await cli.json(['--sandbox-key', KEY, 'sandbox', 'clock', 'reset']);
  });
});
