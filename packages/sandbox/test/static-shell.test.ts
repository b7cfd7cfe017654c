import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from './helpers.ts';

let sb: TestSandbox;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'sandbox-web-shell-'));
  mkdirSync(join(root, 'service'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><title>home</title><div id="root">HOME LOGIN</div>',
  );
  writeFileSync(join(root, 'app-shell.html'), '<!doctype html><title>app</title><div id="root"></div>SHELL');
  writeFileSync(join(root, 'service', 'index.html'), '<!doctype html><title>service</title>SELECT SERVICE');
  sb = await startSandbox({ webRoot: root });
});
afterAll(async () => {
  await sb.close();
  rmSync(root, { recursive: true, force: true });
});

const page = async (path: string): Promise<string> =>
  (await fetch(`${sb.url}${path}`, { headers: { Accept: 'text/html' } })).text();

describe('a web build with an app shell', () => {
  it("answers an address that is no page with the shell, never the home page's", async () => {
    expect(await page('/service/history/42')).toContain('SHELL');
    expect(await page('/service/history/42/extend')).toContain('SHELL');
    expect(await page('/service/history/42')).not.toContain('HOME LOGIN');
  });

  it('answers a link for the app to act on (/?action=…) with the shell', async () => {
    expect(await page('/?action=payment-success')).toContain('SHELL');
    const encoded = Buffer.from(JSON.stringify({ action: 'payment-success' })).toString('base64url');
    expect(await page(`/?${encoded}`)).toContain('SHELL');
    expect(await page('/?returnUrl=%2Fservice%2Fhistory')).toContain('HOME LOGIN');
  });

  it('still answers / and prerendered pages with their own', async () => {
    expect(await page('/')).toContain('HOME LOGIN');
    expect(await page('/service')).toContain('SELECT SERVICE');
  });
});
