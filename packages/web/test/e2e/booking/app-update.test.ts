import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROUTES } from '@self-storage/core/flow';
import { createSandbox, TEST_PASSWORD_COST } from '@self-storage/sandbox';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS } from '../harness/chromium.ts';
import { DEMO_ACCOUNT, type E2E, openSignedIn } from '../harness/index.ts';
import { catalogs } from './booking-helpers.ts';

/**
 * A release replaced while a customer has the app open: the sandbox serves a copy of the build,
 * which the test then turns into the next release (its pages marked, its worker's version changed).
 */
const DIST = fileURLToPath(new URL('../../../dist/', import.meta.url));
const NEXT_RELEASE = '<meta name="release" content="next">';

let root: string;
let sandbox: { url: string; close(): Promise<void> | void };
let browser: Browser;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'self-storage-release-'));
  cpSync(DIST, root, { recursive: true });
  [sandbox, browser] = await Promise.all([
    createSandbox({ port: 0, dataDir: ':memory:', passwordCost: TEST_PASSWORD_COST, webRoot: root }),
    chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS }),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
  rmSync(root, { recursive: true, force: true });
});

const pagesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? pagesUnder(join(dir, entry.name))
      : entry.name.endsWith('.html')
        ? [join(dir, entry.name)]
        : [],
  );

/** The next release: every page marked, and a worker whose version differs. */
const release = (version: string): void => {
  for (const file of pagesUnder(root))
    writeFileSync(file, readFileSync(file, 'utf8').replace('</head>', `${NEXT_RELEASE}</head>`));
  const worker = join(root, 'sw.js');
  const script = readFileSync(worker, 'utf8');
  expect(script).toContain(version);
  writeFileSync(worker, script.replaceAll(version, `${version.slice(1)}0`));
};

/** The release whose cache the page's worker keeps. */
const releases = (page: Page): Promise<string[]> =>
  page.evaluate(async () =>
    (await caches.keys())
      .filter((name) => name.startsWith('self-storage-app-'))
      .map((name) => name.slice('self-storage-app-'.length)),
  );

describe('a new release', () => {
  it('takes over from the one a customer has open: their next screen is the new release', async () => {
    const base = sandbox.url.replace(/\/+$/, '');
    const e2e = { baseUrl: base, url: (path: string) => `${base}${path}` } as E2E;
    const context = await browser.newContext({ viewport: { width: 390, height: 900 }, locale: 'th-TH' });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await openSignedIn(page, e2e, DEMO_ACCOUNT, ROUTES.history);
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
    const [first] = await releases(page);
    expect(first).toBeDefined();
    // Loaded again, the page is the worker's: the network is not asked for it.
    expect((await page.reload())?.fromServiceWorker()).toBe(true);

    release(first as string);
    // The customer opens the app again: the worker it had answers, and finds the new release.
    await page.reload();
    await expect.poll(() => releases(page)).not.toEqual([first]);
    await expect.poll(() => releases(page)).toHaveLength(1);
    expect(await page.locator('meta[name="release"]').count()).toBe(0);
    // Their next screen loads the new release.
    await page.getByRole('button', { name: catalogs.th.header.userMenu }).click();
    await page.getByRole('link', { name: catalogs.th.accountPage.menu }).click();
    await page.waitForURL((url) => url.pathname === ROUTES.account);
    await page.locator('meta[name="release"]').waitFor({ state: 'attached' });
    await page.locator('main h1').waitFor();
    await context.close();
  });
});
