import { createHash } from 'node:crypto';
import {
  createSessionStore,
  type Language,
  MemoryStorage,
  SelfStorageClient,
  STORAGE_KEYS,
  saveCurrentService,
} from '@self-storage/core';
import { formatDateNumeric } from '@self-storage/core/dates';
import { buildBookingCalculateRequest, type FlowState, flowReducer, ROUTES } from '@self-storage/core/flow';
import { en } from '@self-storage/locales/en';
import { th } from '@self-storage/locales/th';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { firstFreeUnit } from '../booking/booking-helpers.ts';
import { DEMO_ACCOUNT, startE2E, waitForPath } from '../harness/index.ts';
import { differingPixels, framesOf, layoutShifts, recordFrames } from './paint-checks.ts';

const e2e = startE2E();
const TEXTS = { th, en };
/** Of 390 × 844: the edges of the fields' rounded corners, not a text or a box that moved. */
const ANTIALIASED_PIXELS = 100;

/** The demo customer's localStorage once signed in, as the login form leaves it. */
const signedInStorage = async (): Promise<Record<string, string>> => {
  const token = await new SelfStorageClient({ baseUrl: e2e.baseUrl }).customer.login({
    username: DEMO_ACCOUNT.email,
    password: DEMO_ACCOUNT.password,
  });
  const storage = new MemoryStorage();
  createSessionStore({ storage }).signIn(token);
  return storage.entries();
};

/** Writes `local` (and `session`) into the origin's storage before any of the page runs. */
const store = (page: Page, local: Record<string, string>, session: Record<string, string> = {}) =>
  page.addInitScript(
    ({ local, session }) => {
      for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
    },
    { local, session },
  );

/** The app has drawn the screen: the picture from the HTML is inert, the app's page is not. */
const live = (page: Page) =>
  page
    .locator('#root:not([inert]) select[name="branch"] option[value]:not([value=""])')
    .first()
    .waitFor({ state: 'attached' });

/**
 * A prerendered signed-in page's HTML, checked: marked with its route, and its three inline
 * scripts (language, page, signed-in) each allowed by the CSP by its hash.
 */
const servedPage = async (route: string): Promise<string> => {
  const response = await fetch(e2e.url(route));
  const html = await response.text();
  expect(html).toContain(`data-prerendered="${route}"`);
  const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map(([, text = '']) => text);
  expect(scripts).toHaveLength(3);
  const csp = response.headers.get('content-security-policy') ?? '';
  for (const text of scripts)
    expect(csp).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  return html;
};

/** Opens `route` as the HTML alone paints it (the app's code never arrives): an inert picture. */
const paintFromHtml = async (page: Page, route: string, heading: string): Promise<void> => {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(e2e.url(route));
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  expect(await page.locator('#root').getAttribute('inert')).toBe('');
  await page.unroute('**/*.js');
};

/** Opens `route` again, now with the app, recording its frames; returns the console's errors. */
const loadWithTheApp = async (page: Page, route: string): Promise<string[]> => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await recordFrames(page);
  await page.goto(e2e.url(route));
  return errors;
};

describe('the prerendered /service', () => {
  it('is served with the page in each language and a third inline script, every one allowed by hash', async () => {
    const html = await servedPage(ROUTES.service);
    expect(html).toContain(th.service.intro);
    expect(html).toContain(en.service.intro);
    // The picture holds no session: the page is the same file for everyone.
    expect(html).not.toContain('prerender"');
  });

  for (const language of ['th', 'en'] satisfies Language[]) {
    it(`paints select service in ${language} for a signed-in ${language} browser from the HTML, then the app draws the same page live, without a layout shift`, async () => {
      const texts = TEXTS[language];
      const page = await e2e.newPage({ language, width: 390, height: 844 });
      await store(page, await signedInStorage());
      await paintFromHtml(page, ROUTES.service, texts.service.title);
      const painted = await page.screenshot();

      const errors = await loadWithTheApp(page, ROUTES.service);
      await live(page);
      const shifts = await layoutShifts(page);
      expect(await framesOf(page)).toEqual([{ lang: language, heading: texts.service.title }]);
      expect(await page.title()).toBe(`${texts.service.title} · ${texts.common.appName}`);
      // The same page: a few pixels of a rounded corner may be smoothed otherwise when drawn again.
      expect(await differingPixels(page, painted, await page.screenshot())).toBeLessThan(ANTIALIASED_PIXELS);
      expect(shifts).toEqual([]);
      expect(errors).toEqual([]);
      // Live: the branch list came from the API and a choice is taken.
      await page.locator('select[name="branch"]').selectOption({ index: 1 });
      await page.locator('select[name="group"]:enabled').waitFor();
    });
  }

  it('shows an anonymous visitor no frame of it, and the app sends them to the login page', async () => {
    const page = await e2e.newPage({ language: 'th' });
    await recordFrames(page);
    await page.goto(e2e.url(ROUTES.service));
    await waitForPath(page, '/');
    await page.locator('input[name="email"]:not([readonly])').waitFor();
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe(ROUTES.service);
    expect((await framesOf(page)).map(({ heading }) => heading)).not.toContain(th.service.title);
  });

  it('shows a tab with choices kept only as the app draws it, the choices in place from the first frame', async () => {
    const page = await e2e.newPage({ language: 'th' });
    const startDate = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await store(page, await signedInStorage(), {
      [STORAGE_KEYS.bookingFlow]: JSON.stringify({ startDate, promoCode: '', instalments: false }),
    });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { dates_: string[] }).dates_ = seen;
      const record = (): void => {
        // The start date's field, as written on screen (the calendar's code comes on intent).
        const field = document.querySelector<HTMLElement>('#root .date-field__input');
        const shown = field?.textContent ?? '';
        if (field && getComputedStyle(field).visibility === 'visible' && seen.at(-1) !== shown)
          seen.push(shown);
        requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    await page.goto(e2e.url(ROUTES.service));
    await live(page);
    expect(await page.evaluate(() => (window as unknown as { dates_: string[] }).dates_)).toEqual([
      formatDateNumeric(startDate, 'th'),
    ]);
  });
});

/** A tab's booking flow as the unit screen leaves it: a unit chosen and priced. */
const summaryFlow = async (): Promise<FlowState> => {
  const client = new SelfStorageClient({ baseUrl: e2e.baseUrl });
  const state = await firstFreeUnit(client);
  const calculation = await client.booking.calculate(buildBookingCalculateRequest(state, { final: false }));
  return flowReducer(state, { type: 'calculated', calculation });
};

const flowStorage = (flow: Partial<FlowState>) => ({ [STORAGE_KEYS.bookingFlow]: JSON.stringify(flow) });

describe('the prerendered /service/summary', () => {
  it('is served with its frame in each language and the same three inline scripts, allowed by hash', async () => {
    const html = await servedPage(ROUTES.summary);
    expect(html).toContain(th.summary.title);
    expect(html).toContain(en.summary.title);
    // The frame only: the figures are the visitor's.
    expect(html).not.toContain('class="fees');
  });

  for (const language of ['th', 'en'] satisfies Language[]) {
    it(`paints its frame in ${language} from the HTML for a customer whose choices lead there, then the app draws their summary over it without a layout shift`, async () => {
      const texts = TEXTS[language];
      const page = await e2e.newPage({ language, width: 390, height: 844 });
      await store(page, await signedInStorage(), flowStorage(await summaryFlow()));
      await paintFromHtml(page, ROUTES.summary, texts.summary.title);
      expect(await page.getByRole('status').textContent()).toBe(texts.common.loading);

      const errors = await loadWithTheApp(page, ROUTES.summary);
      await page.locator('#root:not([inert]) table.fees').waitFor();
      const shifts = await layoutShifts(page);
      expect(await framesOf(page)).toEqual([{ lang: language, heading: texts.summary.title }]);
      expect(await page.title()).toBe(`${texts.summary.title} · ${texts.common.appName}`);
      expect(shifts).toEqual([]);
      expect(errors).toEqual([]);
      // Live: a payment method is taken.
      await page.locator('input[name="paymentMethod"]').first().check();
    });
  }

  it('shows a tab whose choices stop short of it no frame of it, and the app sends it to the step they allow', async () => {
    const page = await e2e.newPage({ language: 'th' });
    const startDate = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await store(page, await signedInStorage(), flowStorage({ startDate, promoCode: '', instalments: false }));
    await recordFrames(page);
    await page.goto(e2e.url(ROUTES.summary));
    await waitForPath(page, ROUTES.service);
    await live(page);
    expect((await framesOf(page)).map(({ heading }) => heading)).not.toContain(th.summary.title);
  });

  it('shows a booked tab no frame of it, and the app sends it to the re-payment summary', async () => {
    const page = await e2e.newPage({ language: 'th' });
    const local = new MemoryStorage();
    for (const [key, value] of Object.entries(await signedInStorage())) local.setItem(key, value);
    saveCurrentService(local, { serviceState: 'checkout', serviceId: 1 });
    await store(page, local.entries(), flowStorage(await summaryFlow()));
    await recordFrames(page);
    await page.goto(e2e.url(ROUTES.summary));
    await waitForPath(page, ROUTES.repaymentSummary);
    expect((await framesOf(page)).map(({ heading }) => heading)).not.toContain(th.summary.title);
  });

  it('shows an anonymous visitor no frame of it, and the app sends them to the login page', async () => {
    const page = await e2e.newPage({ language: 'th' });
    await store(page, {}, flowStorage(await summaryFlow()));
    await recordFrames(page);
    await page.goto(e2e.url(ROUTES.summary));
    await waitForPath(page, '/');
    await page.locator('input[name="email"]:not([readonly])').waitFor();
    expect((await framesOf(page)).map(({ heading }) => heading)).not.toContain(th.summary.title);
  });
});
