import type { Sandbox } from '@self-storage/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('link make and decode', () => {
  it('makes a service link whose token decodes back with the key', async () => {
    const make = [
      'link',
      'make',
      'service',
      '--token',
      'identify-123',
      '--key',
      'k3y',
      '--pid',
      '2',
      '--ops',
      '1',
    ];
    const [{ url }, human] = await Promise.all([
      cli.json<{ url: string }>([...make, '--base', 'https://book.example.com/']),
      cli.run(make),
    ]);
    expect(url).toMatch(/^https:\/\/book\.example\.com\/\?action=service&p=U2FsdGVkX1.+&pid=2&ops=1$/);
    expect(human.stdout).toMatch(new RegExp(`^${sandbox.url}/\\?action=service&p=\\S+\\n$`));
    const [json, decoded] = await Promise.all([
      cli.json(['link', 'decode', url, '--key', 'k3y']),
      cli.run(['link', 'decode', url, '--key', 'k3y']),
    ]);
    expect(json).toEqual({
      link: { action: 'service', p: expect.any(String), pid: 2, ops: 1 },
      token: 'identify-123',
    });
    expect(decoded.stdout).toMatch(/^action +service\n/m);
    expect(decoded.stdout).toMatch(/^token +identify-123$/m);
  });

  it('decodes a service link minted by the sandbox with the key from the server', async () => {
    const response = await fetch(`${sandbox.url}/sandbox/links`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'service', email: DEMO.email, pid: 1 }),
    });
    const { url } = (await response.json()) as { url: string };
    const decoded = await cli.json<{ link: { action: string; pid: number }; token: string }>([
      'link',
      'decode',
      url,
      '--key-from-server',
    ]);
    expect(decoded.link).toMatchObject({ action: 'service', pid: 1 });
    expect(decoded.token.length).toBeGreaterThan(0);
    const wrongKey = await cli.run(['--lang', 'en', 'link', 'decode', url, '--key', 'not-the-key']);
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.stderr).toContain((await translator('en'))('errors.invalidLink'));
  });

  it('makes payment links, plain and encoded, that decode to the same action', async () => {
    const plain = await cli.json<{ url: string }>([
      'link',
      'make',
      'payment',
      '--ser',
      '12',
      '--pin',
      'PIN9',
    ]);
    expect(plain.url).toBe(`${sandbox.url}/?action=payment&ser=12&p=PIN9`);
    const encoded = await cli.run(['link', 'make', 'payment', '--ser', '12', '--pns', 'tok', '--encoded']);
    const url = encoded.stdout.trim();
    expect(url).not.toContain('action=');
    expect(await cli.json(['link', 'decode', url])).toEqual({
      link: { action: 'payment', ser: 12, pns: 'tok', encoded: true },
    });
    const [neither, both] = await Promise.all([
      cli.run(['link', 'make', 'payment', '--ser', '12']),
      cli.run(['link', 'make', 'payment', '--ser', '12', '--pin', 'a', '--pns', 'b']),
    ]);
    expect(neither.code).toBe(2);
    expect(both.code).toBe(2);
  });

  it('fails a link it cannot read with exit 1 and the invalidLink message', async () => {
    const result = await cli.run(['--json', 'link', 'decode', 'https://x.test/?action=payment&ser=abc&p=1']);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).error).toMatchObject({
      code: 'invalid_link',
      key: 'errors.invalidLink',
    });
  });
});
