import { readFileSync } from 'node:fs';
import { formatDate, today } from '@self-storage/core/dates';
import { bookingDetailPath, buildInvoicePaymentRequest, ROUTES } from '@self-storage/core/flow';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createAccount,
  noEnglishSentence,
  noHorizontalScroll,
  openSignedIn,
  shiftDeviceClock,
  startE2E,
} from '../harness/index.ts';
import { bookOverApi, catalogs, control } from './booking-helpers.ts';

// This file moves the sandbox's clock: every test starts from real time, passed or failed.
const e2e = startE2E();
const PHONE = { width: 390 } as const;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

afterEach(async () => {
  await control(e2e, '/sandbox/clock', { reset: true });
});

/** The width and height a PNG's header gives. */
const pngSize = (bytes: Buffer): { width: number; height: number } => ({
  width: bytes.readUInt32BE(16),
  height: bytes.readUInt32BE(20),
});

/** Waits until the service worker controls the page, its release kept in the cache. */
const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');

/** The Bangkok time the booking detail writes an instant with (HH:MM). */
const bangkokTime = (ms: number): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', hour: '2-digit', minute: '2-digit' }).format(
    ms,
  );

describe('the installable app', () => {
  it('links a manifest in the page’s language, with the names, colours and icons an installer wants', async () => {
    const account = await createAccount(e2e);
    const page = await e2e.newPage({ ...PHONE, language: 'th' });
    await openSignedIn(page, e2e, account, ROUTES.history);
    const link = page.locator('link[rel="manifest"]');
    await expect.poll(() => link.getAttribute('href')).toBe('/manifest-th.webmanifest');
    const tokens = readFileSync(new URL('../../../src/styles/tokens.css', import.meta.url), 'utf8');
    for (const language of ['th', 'en'] as const) {
      const reply = await page.request.get(e2e.url(`/manifest-${language}.webmanifest`));
      expect(reply.headers()['content-type']).toContain('application/manifest+json');
      const manifest = (await reply.json()) as {
        name: string;
        lang: string;
        start_url: string;
        display: string;
        theme_color: string;
        background_color: string;
        icons: { src: string; sizes: string; purpose: string }[];
      };
      expect(manifest.name).toBe(catalogs[language].common.appName);
      expect(manifest.lang).toBe(language);
      expect(manifest.start_url).toBe(ROUTES.service);
      expect(manifest.display).toBe('standalone');
      expect(tokens).toContain(`--brand-600: ${manifest.theme_color};`);
      expect(tokens).toContain(`--canvas: ${manifest.background_color};`);
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
      for (const icon of manifest.icons) {
        const image = await page.request.get(e2e.url(icon.src));
        expect(image.headers()['content-type']).toBe('image/png');
        const { width, height } = pngSize(await image.body());
        expect(`${width}x${height}`).toBe(icon.sizes);
      }
    }
    // Choosing English links the English manifest.
    await page.locator('header select').first().selectOption('en');
    await expect.poll(() => link.getAttribute('href')).toBe('/manifest-en.webmanifest');
  });

  it('installs a worker that keeps the release, and starts a screen with the network down', async () => {
    const account = await createAccount(e2e);
    const page = await e2e.newPage(PHONE);
    await openSignedIn(page, e2e, account, ROUTES.history);
    await controlled(page);
    const kept = await page.evaluate(async () => {
      const names = await caches.keys();
      const release = names.find((name) => name.startsWith('self-storage-app-'));
      const cache = release ? await caches.open(release) : undefined;
      const urls = cache ? (await cache.keys()).map((request) => new URL(request.url).pathname) : [];
      const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map(
        (script) => new URL(script.src).pathname,
      );
      return { urls, scripts };
    });
    expect(kept.urls).toEqual(expect.arrayContaining(['/app-shell.html', '/service/history/index.html']));
    expect(kept.urls.some((url) => /^\/assets\/start-[\w-]+\.js$/.test(url))).toBe(true);
    expect(kept.scripts.every((script) => kept.urls.includes(script))).toBe(true);
    // Offline, the screen's page and code still come: its frame paints.
    await page.context().setOffline(true);
    await page.reload();
    await expect.poll(() => page.locator('main h1').innerText()).toBe(catalogs.th.history.title);
  });
});

describe("a booking's pages read offline", () => {
  it('shows the booking as last read, marked with the server’s time of that read, and unmarked once online', async () => {
    const account = await createAccount(e2e);
    const { customerServiceId: id } = await bookOverApi(e2e, account);
    // The server's clock two hours ahead, and the phone's five minutes behind the real time: the
    // mark says the server's time of the read.
    const serverNow = Date.now() + 2 * HOUR_MS;
    await control(e2e, '/sandbox/clock', { set: new Date(serverNow).toISOString() });
    const page = await e2e.newPage(PHONE);
    await shiftDeviceClock(page, -5 * MINUTE_MS);
    await openSignedIn(page, e2e, account, bookingDetailPath(id));
    await controlled(page);
    // Read once with the worker in control: it keeps the booking's own replies.
    await page.reload();
    await page.getByTestId('booking-status').waitFor();
    expect(await page.getByTestId('offline-mark').count()).toBe(0);
    await page.context().setOffline(true);
    await page.reload();
    const text = await page.getByTestId('offline-mark').innerText();
    expect(text).toContain(catalogs.th.offline.title);
    expect(text).toContain(formatDate(today(serverNow), 'th'));
    const times = [serverNow - MINUTE_MS, serverNow, serverNow + MINUTE_MS].map(bangkokTime);
    expect(times.some((time) => text.includes(time))).toBe(true);
    expect(await page.getByTestId('booking-status').isVisible()).toBe(true);
    // The Thai screen says it in Thai, at a phone's width.
    await noEnglishSentence(page);
    await noHorizontalScroll(page);
    await page.context().setOffline(false);
    await page.reload();
    await page.getByTestId('booking-status').waitFor();
    expect(await page.getByTestId('offline-mark').count()).toBe(0);
  });

  it('never answers from its copy while online: a change on the server shows at once', async () => {
    const account = await createAccount(e2e);
    const made = await bookOverApi(e2e, account);
    const page = await e2e.newPage(PHONE);
    await openSignedIn(page, e2e, account, bookingDetailPath(made.customerServiceId));
    await controlled(page);
    await page.reload();
    const status = page.getByTestId('booking-status');
    expect(await status.innerText()).toContain(catalogs.th.rental.status.awaitingPayment);
    // Paid elsewhere: the next read is the server's.
    const qr = await made.client.payment.qrCheckout(buildInvoicePaymentRequest(made.booking, made.token));
    await control(e2e, `/sandbox/payments/${qr.uuid}/pay`);
    await page.reload();
    await status.waitFor();
    expect(await status.innerText()).not.toContain(catalogs.th.rental.status.awaitingPayment);
    expect(await page.getByTestId('offline-mark').count()).toBe(0);
  });

  it('keeps a booking by call, booking and language (no token), and forgets it at logout', async () => {
    const account = await createAccount(e2e);
    const { customerServiceId: id } = await bookOverApi(e2e, account);
    const page = await e2e.newPage(PHONE);
    await openSignedIn(page, e2e, account, bookingDetailPath(id));
    await controlled(page);
    await page.reload();
    await page.getByTestId('booking-status').waitFor();
    const keptReplies = () =>
      page.evaluate(async () =>
        (await caches.has('self-storage-offline-replies'))
          ? (await (await caches.open('self-storage-offline-replies')).keys()).length
          : 0,
      );
    // Kept by call, booking and language only: no token in any key.
    const keptKeys = () =>
      page.evaluate(async () =>
        (await (await caches.open('self-storage-offline-replies')).keys())
          .map((request) => `${new URL(request.url).pathname}${new URL(request.url).search}`)
          .sort(),
      );
    await expect
      .poll(keptKeys)
      .toEqual([
        `/offline/api/self-storage/booking/current-service/${id}?language=th`,
        `/offline/api/self-storage/booking/statement/${id}?language=th`,
      ]);
    await page.getByRole('button', { name: catalogs.th.header.userMenu }).click();
    await page.getByRole('button', { name: catalogs.th.header.logout }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(keptReplies).toBe(0);
  });
});
