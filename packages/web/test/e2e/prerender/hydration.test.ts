import { createHash } from 'node:crypto';
import { en } from '@self-storage/locales/en';
import { th } from '@self-storage/locales/th';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from '../harness/index.ts';

// biome-ignore lint/correctness/useHookAtTopLevel: useE2E registers Vitest hooks; it is not a React hook
const e2e = useE2E();

/** Marks the prerendered `<h1>` before any script runs, to tell a hydration from a fresh render. */
const markPrerenderedHeading = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        document.querySelector('h1')?.setAttribute('data-from-html', '');
    });
  });

/** Pixels that differ between two PNG screenshots of the same size, counted in the page. */
const differingPixels = (page: Page, a: Buffer, b: Buffer): Promise<number> =>
  page.evaluate(
    async ({ first, second }) => {
      const pixels = async (base64: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d');
        context?.drawImage(image, 0, 0);
        return context?.getImageData(0, 0, image.width, image.height).data ?? new Uint8ClampedArray();
      };
      const [x, y] = await Promise.all([pixels(first), pixels(second)]);
      if (x.length !== y.length) return Number.POSITIVE_INFINITY;
      let count = 0;
      for (let i = 0; i < x.length; i += 4) {
        if (x[i] !== y[i] || x[i + 1] !== y[i + 1] || x[i + 2] !== y[i + 2]) count++;
      }
      return count;
    },
    { first: a.toString('base64'), second: b.toString('base64') },
  );

/** Resolves once React has hydrated: the fields stop being read-only. */
const hydrated = (page: Page) => page.locator('input[name="email"]:not([readonly])').waitFor();

describe('prerendered pages', () => {
  it('serves / and /register as Thai HTML whose one script is the boot script the CSP allows by hash, and signed-in routes as the bare shell', async () => {
    const response = await fetch(e2e.url('/'));
    const home = await response.text();
    expect(home).toContain('data-prerendered="/"');
    expect(home).toContain(th.login.title);
    const scripts = [...home.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const [, attributes = '', boot = ''] = scripts[0] ?? [];
    expect(attributes).toMatch(/^ type="module" data-entry="\/assets\/index-[\w-]+\.js"$/);
    const hash = createHash('sha256').update(boot).digest('base64');
    expect(response.headers.get('content-security-policy')).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(await (await fetch(e2e.url('/register'))).text()).toContain(th.register.emailTitle);
    expect(await (await fetch(e2e.url('/service'))).text()).toContain('<div id="root"></div>');
  });

  it('hydrates / for a Thai visitor without a change on screen or a layout shift', async () => {
    const page = await e2e.newPage({ language: 'th', width: 390, height: 844 });
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(e2e.url('/'));
    const prerendered = await page.screenshot({ fullPage: true });

    await page.unroute('**/*.js');
    // A hydration that does not match is reported on the console.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await markPrerenderedHeading(page);
    await page.goto(e2e.url('/'));
    await hydrated(page);
    const live = await page.screenshot({ fullPage: true });
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            resolve(
              list.getEntries().reduce((sum, entry) => sum + ((entry as { value?: number }).value ?? 0), 0),
            );
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(0), 500);
        }),
    );

    expect(await page.locator('h1[data-from-html]').textContent()).toBe(th.login.title);
    expect(await differingPixels(page, prerendered, live)).toBe(0);
    expect(shift).toBe(0);
    expect(errors).toEqual([]);
  });

  it('renders afresh in English for an English browser', async () => {
    const page = await e2e.newPage({ language: 'en' });
    await markPrerenderedHeading(page);
    await page.goto(e2e.url('/'));
    await page.getByRole('heading', { name: en.login.title, level: 1 }).waitFor();
    expect(await page.locator('h1[data-from-html]').count()).toBe(0);
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
