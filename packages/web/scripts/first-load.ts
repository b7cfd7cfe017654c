/**
 * The first-load figure of docs/benchmarks.md: gzip (level 9) of every JavaScript body a browser
 * gets for a page, measured against a bare React page built by the same Vite in the same run.
 * Used by the budget test (test/budget) and the bench (tools/bench/web.ts).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { type FirstLoad, firstLoad, type LoadedScript } from './first-load-verdict.ts';

/** The KB of the budget: 1,024 bytes, on both sides of the ratio. */
export const KIB = 1024;

const fixture = (name: string): string => fileURLToPath(new URL(`./${name}/`, import.meta.url));
/** How long the network must stay quiet before the first load counts as over. */
const QUIET_MS = 1000;

export const gzipSize = (body: string | Buffer): number => gzipSync(body, { level: 9 }).length;

/**
 * Builds the page in `root` with this package's Vite and React plugin, default settings, and
 * measures its JavaScript: its one page loads every script the build writes.
 */
const fixtureFirstLoad = async (root: string): Promise<FirstLoad> => {
  const outDir = mkdtempSync(join(tmpdir(), 'self-storage-first-load-'));
  // Vite takes a set NODE_ENV over `mode` (`test` under Vitest): the React plugin would compile
  // the JSX for development, each element with its file's absolute path, so the bare page would
  // weigh more or less with where the repository lies.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root,
      configFile: false,
      logLevel: 'warn',
      mode: 'production',
      plugins: [react()],
      build: { outDir, emptyOutDir: true },
    });
    const assets = join(outDir, 'assets');
    return firstLoad(
      readdirSync(assets)
        .filter((file) => file.endsWith('.js'))
        .map((file) => ({ name: file, gzip: gzipSize(readFileSync(join(assets, file))) })),
    );
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    rmSync(outDir, { recursive: true, force: true });
  }
};

/** scripts/bare-react: a page that renders one heading with React 19's createRoot. */
export const bareReactFirstLoad = (): Promise<FirstLoad> => fixtureFirstLoad(fixture('bare-react'));

/**
 * Gzip bytes react-i18next adds to a page: scripts/bare-react-i18next (a heading read through
 * its provider and hook) less scripts/bare-i18next (the same text read from i18next directly).
 */
export const reactI18nextShare = async (): Promise<number> => {
  // One after the other: each build sets the process's NODE_ENV for its duration.
  const without = await fixtureFirstLoad(fixture('bare-i18next'));
  const withIt = await fixtureFirstLoad(fixture('bare-react-i18next'));
  return withIt.gzip - without.gzip;
};

const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * Opens `url` in `page` (a fresh context, so nothing is cached) and measures every JavaScript body
 * the browser receives until the app is live (`ready`) and the network has been quiet for a
 * second: the scripts it fetches, and those inline in the HTML, each counted as a file.
 */
export const pageFirstLoad = async (
  page: Page,
  url: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<FirstLoad> => {
  const bodies: Promise<LoadedScript | undefined>[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    // A module preload is a request of its own kind, not a `script`: told by its type instead.
    const javascript =
      pathname.endsWith('.js') || (response.headers()['content-type'] ?? '').includes('javascript');
    if (!javascript) return;
    bodies.push(
      response.body().then(
        (body) => ({ name: pathname.split('/').pop() ?? pathname, gzip: gzipSize(body) }),
        () => undefined,
      ),
    );
  });
  const response = await page.goto(url);
  const html = (await response?.text()) ?? '';
  await ready(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(QUIET_MS);
  const inline = [...html.matchAll(INLINE_SCRIPT)].map(([, text = ''], index) => ({
    name: `inline #${index + 1}`,
    gzip: gzipSize(text),
  }));
  const fetched = (await Promise.all(bodies)).filter(
    (script): script is LoadedScript => script !== undefined,
  );
  return firstLoad([...inline, ...fetched]);
};

export const kib = (bytes: number): string => `${(bytes / KIB).toFixed(1)} KB`;
