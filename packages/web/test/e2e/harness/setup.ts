import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '@self-storage/core';
import { createSandbox, TEST_PASSWORD_COST } from '@self-storage/sandbox';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.ts';
import { type OutboxMail, readOutbox } from './outbox.ts';

/** E2E_WEB_ROOT serves a copy of the build, safe from a rebuild of dist/ while tests run. */
const WEB_ROOT = process.env.E2E_WEB_ROOT ?? fileURLToPath(new URL('../../../dist/', import.meta.url));

export interface PageOptions {
  /** Viewport width in CSS pixels; 1280 unless told. */
  width?: number;
  height?: number;
  /** The browser's language (navigator.languages), as a first-time visitor would have it. */
  language?: Language;
  /** The device's time zone (an IANA name); the machine's unless told. */
  timezoneId?: string;
  /** Cookies and localStorage to start with: another context's `storageState()`, as after a browser restart. */
  storageState?: BrowserContextOptions['storageState'];
}

export interface E2E {
  /** The sandbox origin, serving the built app and the API. */
  readonly baseUrl: string;
  url(path: string): string;
  /** A page in a fresh browser context (own storage), closed after the current test. */
  newPage(options?: PageOptions): Promise<Page>;
  readOutbox(email: string): Promise<OutboxMail[]>;
  /** The 6-digit code of the newest verification mail to `email`. */
  latestOtp(email: string): Promise<string>;
  /** The password of the newest forgot-password mail to `email`. */
  latestNewPassword(email: string): Promise<string>;
}

const newest = async (e2e: E2E, email: string, pattern: RegExp): Promise<string> => {
  const mails = await e2e.readOutbox(email);
  for (const mail of [...mails].reverse()) {
    const match = pattern.exec(mail.text);
    if (match?.[1]) return match[1];
  }
  throw new Error(`No mail to ${email} matches ${pattern}; outbox: ${JSON.stringify(mails)}`);
};

/** Screenshots of a failed test's pages go to the temporary folder; their logs to stderr. */
const reportFailure = async (testName: string, logs: Map<Page, string[]>): Promise<void> => {
  const dir = join(tmpdir(), 'self-storage-e2e');
  mkdirSync(dir, { recursive: true });
  let index = 0;
  for (const [page, lines] of logs) {
    if (page.isClosed()) continue;
    index += 1;
    const path = join(dir, `${testName.replace(/\W+/g, '-').slice(0, 80)}-${index}.png`);
    await page.screenshot({ path, fullPage: true }).catch(() => undefined);
    console.error(
      `[e2e] ${testName}: page ${index} at ${page.url()}, screenshot ${path}\n${lines.join('\n')}`,
    );
  }
};

/** The worker's Chromium, kept on the global object so every file this worker runs finds it. */
const WORKER_BROWSER = Symbol.for('self-storage.e2e.browser');
type WithBrowser = typeof globalThis & { [WORKER_BROWSER]?: Promise<Browser> };

/**
 * One Chromium per Vitest worker, launched by the worker's first file and used by every file after
 * it (the files share the worker: isolate false); Playwright closes it when the worker exits. The
 * worker drives it over Playwright's own pipe: a browser server in the main process relayed every
 * message of both workers over a WebSocket, which cost more CPU than a second launch.
 */
const openBrowser = (): Promise<Browser> => {
  const holder = globalThis as WithBrowser;
  holder[WORKER_BROWSER] ??= chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  return holder[WORKER_BROWSER];
};

/**
 * One sandbox (in-memory data) per test file, the run's one Chromium, one context per page. Call
 * at the top level of a test file.
 */
export const startE2E = (): E2E => {
  let sandbox: { url: string; close(): Promise<void> | void } | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  /** What each open page logged, shown when its test fails. */
  const logs = new Map<Page, string[]>();

  beforeAll(async () => {
    if (!existsSync(join(WEB_ROOT, 'index.html'))) {
      throw new Error(`No web build in ${WEB_ROOT}: run \`npm run build -w @self-storage/web\` first.`);
    }
    [sandbox, browser] = await Promise.all([
      createSandbox({ port: 0, dataDir: ':memory:', passwordCost: TEST_PASSWORD_COST, webRoot: WEB_ROOT }),
      openBrowser(),
    ]);
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await reportFailure(task.name, logs);
    logs.clear();
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  afterAll(async () => {
    await sandbox?.close();
  });

  const e2e: E2E = {
    get baseUrl() {
      if (!sandbox) throw new Error('startE2E: the sandbox is not started yet (use it inside a test)');
      return sandbox.url.replace(/\/+$/, '');
    },
    url: (path) => `${e2e.baseUrl}${path}`,
    async newPage({ width = 1280, height = 900, language = 'th', timezoneId, storageState } = {}) {
      if (!browser) throw new Error('startE2E: the browser is not started yet (use it inside a test)');
      const context = await browser.newContext({
        viewport: { width, height },
        locale: language === 'th' ? 'th-TH' : 'en-US',
        ...(timezoneId ? { timezoneId } : {}),
        ...(storageState ? { storageState } : {}),
      });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      const lines: string[] = [];
      logs.set(page, lines);
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          lines.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => lines.push(`page error: ${error.message}`));
      page.on('requestfailed', (request) =>
        lines.push(`failed: ${request.url()} ${request.failure()?.errorText}`),
      );
      return page;
    },
    readOutbox: (email) => readOutbox(e2e.baseUrl, email),
    latestOtp: (email) => newest(e2e, email, /\b(\d{6})\b/),
    // The mail is in the language the account registered in.
    latestNewPassword: (email) => newest(e2e, email, /(?:new password is|รหัสผ่านใหม่คือ):\s*(\S+)/i),
  };
  return e2e;
};
