import { createHash } from 'node:crypto';
import type { Language } from '@self-storage/core';
import { ROUTES } from '@self-storage/core/flow';
import { en } from '@self-storage/locales/en';
import { th } from '@self-storage/locales/th';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shiftDeviceClock, startE2E } from '../harness/index.ts';
import {
  differingPixels,
  framesOf,
  layoutShifts,
  markPrerenderedHeading,
  recordFrames,
} from './paint-checks.ts';

const e2e = startE2E();

/** Resolves once React has hydrated: the fields stop being read-only. */
const hydrated = (page: Page) => page.locator('input[name="email"]:not([readonly])').waitFor();

const inlineScripts = (html: string): { attributes: string; text: string }[] =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes = '', text = '']) => ({
    attributes,
    text,
  }));

interface Visitor {
  name: string;
  browser: Language;
  stored?: Language;
  /** The language the page must show from its first frame. */
  shows: Language;
}

const VISITORS: Visitor[] = [
  { name: 'a Thai browser', browser: 'th', shows: 'th' },
  { name: 'an English browser', browser: 'en', shows: 'en' },
  { name: 'a stored English choice on a Thai browser', browser: 'th', stored: 'en', shows: 'en' },
  { name: 'a stored Thai choice on an English browser', browser: 'en', stored: 'th', shows: 'th' },
];
const TEXTS = { th, en };

describe('prerendered pages', () => {
  it('serve every public page in each language, with two inline scripts the CSP allows by hash, the other signed-in routes as the signed-in frame, and the rest as the bare shell', async () => {
    const response = await fetch(e2e.url('/'));
    const home = await response.text();
    expect(home).toContain('data-prerendered="/"');
    expect(home).toContain(th.login.title);
    expect(home).toContain(en.login.title);
    const scripts = inlineScripts(home);
    expect(scripts.map(({ attributes }) => attributes)).toEqual([
      '',
      expect.stringMatching(/^ data-entry="\/assets\/index-[\w-]+\.js"$/),
    ]);
    const csp = response.headers.get('content-security-policy') ?? '';
    for (const { text } of scripts) {
      const hash = createHash('sha256').update(text).digest('base64');
      expect(csp).toContain(`'sha256-${hash}'`);
    }
    expect(csp).not.toContain('unsafe-inline');
    const register = await (await fetch(e2e.url('/register'))).text();
    expect(register).toContain(th.register.emailTitle);
    expect(register).toContain(en.register.emailTitle);
    const stylesheets = [...register.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)">/g)].map(
      ([, href = '']) => href,
    );
    expect(stylesheets).toHaveLength(2);
    for (const href of stylesheets) {
      const sheet = await fetch(e2e.url(href));
      expect(sheet.headers.get('content-type'), href).toContain('text/css');
    }
    // The other signed-in routes: the signed-in page frame, which holds no page's own content.
    const unit = await (await fetch(e2e.url(ROUTES.unit))).text();
    expect(unit).toContain(`data-prerendered="${ROUTES.unit}"`);
    expect(unit).toContain('data-frame');
    expect(unit).not.toContain(th.login.title);
    expect(await (await fetch(e2e.url(ROUTES.registerOtp))).text()).toContain('<div id="root"></div>');
  });

  for (const visitor of VISITORS) {
    it(`shows / to ${visitor.name} in ${visitor.shows} from the first frame, and hydrates it without a change on screen or a layout shift`, async () => {
      const title = TEXTS[visitor.shows].login.title;
      const page = await e2e.newPage({ language: visitor.browser, width: 390, height: 844 });
      if (visitor.stored) {
        const stored = visitor.stored;
        await page.addInitScript((language) => localStorage.setItem('lang', language), stored);
      }
      // As the HTML alone paints it: the app's code never arrives.
      await page.route('**/*.js', (route) => route.abort());
      await page.goto(e2e.url('/'));
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const prerendered = await page.screenshot({ fullPage: true });

      await page.unroute('**/*.js');
      // A hydration that does not match is reported on the console.
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await markPrerenderedHeading(page);
      await recordFrames(page);
      await page.goto(e2e.url('/'));
      await hydrated(page);
      const shifts = await layoutShifts(page);
      const live = await page.screenshot({ fullPage: true });

      expect(await framesOf(page)).toEqual([{ lang: visitor.shows, heading: title }]);
      expect(await page.locator('h1[data-from-html]').textContent()).toBe(title);
      expect(await page.title()).toBe(`${title} · ${TEXTS[visitor.shows].common.appName}`);
      expect(await differingPixels(page, prerendered, live)).toBe(0);
      expect(shifts).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  it('hydrates /register in English for an English browser, and its texts switch to Thai when chosen', async () => {
    const page = await e2e.newPage({ language: 'en' });
    await markPrerenderedHeading(page);
    await page.goto(e2e.url('/register'));
    await page.locator('input[name="email"]:not([readonly])').waitFor();
    expect(await page.locator('h1[data-from-html]').textContent()).toBe(en.register.emailTitle);
    await page.getByLabel(en.header.language).selectOption('th');
    await page.getByRole('heading', { level: 1, name: th.register.emailTitle }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('th');
    await expect
      .poll(() => page.locator('#root').evaluate((root) => getComputedStyle(root).visibility))
      .toBe('visible');
  });

  it("hydrates / without an error on a device whose year is not the build's, then shows the device's year (th, 390)", async () => {
    const page = await e2e.newPage({ language: 'th', width: 390, height: 844 });
    const twoYearsMs = 2 * 366 * 24 * 60 * 60 * 1000;
    await shiftDeviceClock(page, twoYearsMs);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await markPrerenderedHeading(page);
    await page.goto(e2e.url('/'));
    await hydrated(page);
    // The device's year, in the Buddhist era on a Thai page, once React has hydrated.
    const deviceYear = new Date(Date.now() + twoYearsMs + 7 * 60 * 60 * 1000).getUTCFullYear() + 543;
    await expect.poll(() => page.locator('.footer__copyright').textContent()).toContain(String(deviceYear));
    // Hydrated, not drawn again: the prerendered heading is still the one on the page.
    expect(await page.locator('h1[data-from-html]').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('sends a submit made before hydration once React listens', async () => {
    const page = await e2e.newPage({ language: 'th' });
    // Holds the app's code back, so the click lands on the prerendered form.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/start-*.js', async (route) => {
      await held;
      await route.continue();
    });
    // The load event may wait for the held code; the entry has run by DOMContentLoaded.
    await page.goto(e2e.url('/'), { waitUntil: 'domcontentloaded' });
    await page.locator('main form button[type="submit"]').click();
    expect(new URL(page.url()).search).toBe('');
    release();
    await page.getByText(th.errors.required).first().waitFor();
  });
});
