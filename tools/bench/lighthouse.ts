/**
 * Lighthouse 13 from Node, each run in a fresh headless Chromium, for a visitor with a browser
 * language, what the page's origin has stored, if anything, and whether they come back (the cache
 * kept from a first visit of the page) or come on a new device (empty cache): the runs of the web
 * section (web.ts) and of the signed-in screens (signed-in.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, FULL_CHROMIUM } from '../../packages/web/scripts/chromium.ts';
import type { BenchContext } from './types.ts';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? FULL_CHROMIUM;
export const CHROMIUM_ARGS = chromiumArgs(CHROMIUM);
/** Browser languages of the visitors measured, as Chromium takes them. */
const BROWSER_LANGUAGES = { th: 'th-TH,th', en: 'en-US,en' } as const;
export type BrowserLanguage = keyof typeof BROWSER_LANGUAGES;
export const LIGHTHOUSE_RUNS = 3;
/** How long a returning visitor's first visit may take to settle before the measured one. */
const WARM_VISIT_MS = 60_000;

/** A headless Chromium for Lighthouse, on a DevTools port of its own. */
const launchChromium = async (
  language: BrowserLanguage,
): Promise<{ port: number; close(): Promise<void> }> => {
  const profile = mkdtempSync(join(tmpdir(), 'self-storage-lighthouse-'));
  const child: ChildProcess = spawn(
    CHROMIUM,
    [
      ...CHROMIUM_ARGS,
      `--accept-lang=${BROWSER_LANGUAGES[language]}`,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async (): Promise<void> => {
    child.kill();
    await exited;
    rmSync(profile, { recursive: true, force: true });
  };
  let output = '';
  const port = await new Promise<number | undefined>((resolve) => {
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    void exited.then(() => resolve(undefined));
  });
  if (port === undefined) {
    await close();
    throw new Error(`Chromium did not start:\n${output}`);
  }
  return { port, close };
};

export interface LighthouseFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Who Lighthouse loads a page as: a browser language, and what the page's origin has stored. */
export interface Visitor {
  language: BrowserLanguage;
  /** Visited the page before in this browser, which kept its cache (and service worker). */
  returning?: boolean;
  localStorage?: Record<string, string>;
  sessionStorage?: Record<string, string>;
}

/**
 * One Lighthouse run in a fresh Chromium (empty cache). A visitor with stored data gets it written
 * first from a page of the sandbox's own that loads none of the app (its docs), in the tab
 * Lighthouse then uses, which then keeps it (no storage reset). A returning visitor then opens the
 * page once and waits for the network to settle, so that the measured load finds the cache that
 * visit left (Lighthouse resets neither storage nor cache).
 */
const lighthouseRun = async (url: string, visitor: Visitor): Promise<LighthouseFigures> => {
  const chromium = await launchChromium(visitor.language);
  try {
    const kept = Boolean(visitor.localStorage || visitor.sessionStorage || visitor.returning);
    const browser = kept
      ? await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromium.port}`, defaultViewport: null })
      : undefined;
    const page = await browser?.newPage();
    if (page) {
      await page.goto(new URL('/sandbox/docs', url).href);
      await page.evaluate(
        (local: Record<string, string>, session: Record<string, string>) => {
          for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
          for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
        },
        visitor.localStorage ?? {},
        visitor.sessionStorage ?? {},
      );
      if (visitor.returning) {
        await page.goto(url, { waitUntil: 'networkidle0', timeout: WARM_VISIT_MS });
        // A service worker that the visit registered controls the next one once it is active.
        await page.evaluate(
          'navigator.serviceWorker.getRegistration().then((r) => r && navigator.serviceWorker.ready)',
        );
      }
    }
    const result = await lighthouse(
      url,
      {
        port: chromium.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: kept,
      },
      undefined,
      page,
    );
    await browser?.disconnect();
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed: ${lhr?.runtimeError?.message}`);
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${url}`);
    const audit = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    };
  } finally {
    await chromium.close();
  }
};

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART, a Chromium tracing hiccup, not
 * the page): such a run is made once more rather than failing the section.
 */
const lighthouseRunWithRetry = async (
  url: string,
  visitor: Visitor,
  ctx: BenchContext,
): Promise<LighthouseFigures> => {
  try {
    return await lighthouseRun(url, visitor);
  } catch (error) {
    ctx.log(`web: ${error instanceof Error ? error.message : String(error)}; running it once more`);
    return lighthouseRun(url, visitor);
  }
};

export const lighthouseRuns = async (
  ctx: BenchContext,
  name: string,
  url: string,
  visitor: Visitor,
): Promise<LighthouseFigures[]> => {
  const runs: LighthouseFigures[] = [];
  const count = ctx.lighthouseRuns ?? LIGHTHOUSE_RUNS;
  for (let run = 1; run <= count; run++) {
    runs.push(await lighthouseRunWithRetry(url, visitor, ctx));
    ctx.log(`web: Lighthouse ${name} ${run}/${count}: ${JSON.stringify(runs.at(-1))}`);
  }
  return runs;
};
