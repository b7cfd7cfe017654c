import { join } from 'node:path';
import type { Language } from '@self-storage/core';
import { en } from '@self-storage/locales/en';
import { th } from '@self-storage/locales/th';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeScan,
  DEMO_ACCOUNT,
  noHorizontalScroll,
  openSignedIn,
  PNG_FIXTURE,
  startE2E,
} from '../harness/index.ts';

const e2e = startE2E();

/** A registration draft as far as step 3, so every gated screen renders instead of redirecting. */
const DRAFT = {
  state: {
    email: 'someone@example.com',
    consents: { marketing: false, givenAt: '2026-11-22T07:05:00.000Z' },
    otpVerified: true,
    customerType: 'personal',
    detailsDone: true,
    personal: {
      personalType: 'thai',
      firstName: 'Malee',
      lastName: 'Srisuk',
      address: '99 Charoen Krung Road',
      phone: '0891234567',
      idCard: '1101700230705',
      passport: '',
    },
    corporate: { firstName: '', lastName: '', companyName: '', address: '', phone: '', legalNumber: '' },
    document: undefined,
  },
  version: 0,
};

const PUBLIC_SCREENS = [
  '/',
  '/forget',
  '/forget2',
  '/change-password',
  '/change-password-finish',
  '/register',
  '/register-otp',
  '/register-step1',
  '/register-personal',
  '/register-personal-step2',
  '/register-success',
  '/register-step2',
];

/**
 * Screens that need another customer type or an uploaded document in the draft, kept as the app
 * keeps it (register/draft-storage.ts): what was typed in localStorage, the document in sessionStorage.
 */
const withDraft = async (page: Page, draft: { state: Record<string, unknown>; version: number }) => {
  const { document, ...typed } = draft.state;
  await page.addInitScript(
    ([kept, image]) => {
      localStorage.setItem('register_draft', kept);
      if (image) sessionStorage.setItem('register_draft_document', image);
    },
    [JSON.stringify({ ...draft, state: typed }), document ? JSON.stringify(document) : ''] as const,
  );
};

/** E2E_SCREENSHOTS=<dir> keeps a picture of every screen checked, for a look by eye. */
const maybeScreenshot = async (page: Page, name: string) => {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
};

const checkScreen = async (page: Page, path: string, label: string) => {
  await page.goto(e2e.url(path));
  await page.locator('h1').first().waitFor();
  expect(new URL(page.url()).pathname).toBe(path.split('?')[0]);
  await noHorizontalScroll(page);
  await axeScan(page);
  await maybeScreenshot(page, `${label}${path.replace(/\W+/g, '_')}`);
};

describe.each([
  { width: 390, language: 'th' as Language },
  { width: 1280, language: 'en' as Language },
])('public screens at $width px in $language', ({ width, language }) => {
  // Longer timeouts: each test visits many screens with an axe scan, a second or two apiece.
  it('fit the width and pass axe', async () => {
    const page = await e2e.newPage({ width, language });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) refused.push(message.text());
    });
    await withDraft(page, DRAFT);
    // The code screen is the step of a draft whose email is not verified yet: a verified draft
    // carries on at the step it reached (a registration reopened after a browser restart).
    const unverified = await e2e.newPage({ width, language });
    await withDraft(unverified, { ...DRAFT, state: { ...DRAFT.state, otpVerified: false } });
    await checkScreen(unverified, '/register-otp', `${width}-${language}`);
    for (const path of PUBLIC_SCREENS.filter(
      (screen) => !['/register-step2', '/register-otp'].includes(screen),
    )) {
      await checkScreen(page, path, `${width}-${language}`);
    }
    await page.goto(e2e.url('/register-step2'));
    expect((await page.locator('main').textContent())?.trim()).toBe('ST2');
    // The sandbox's CSP allows no inline script or style; the app must not need any.
    expect(refused).toEqual([]);
  }, 90_000);

  it('fit the width and pass axe in the corporate flow and from step 3', async () => {
    const page = await e2e.newPage({ width, language });
    await withDraft(page, {
      ...DRAFT,
      state: {
        ...DRAFT.state,
        customerType: 'corporate',
        corporate: {
          firstName: 'Malee',
          lastName: 'Srisuk',
          companyName: 'Siam Storage',
          address: '1 Rama 4',
          phone: '021234567',
          legalNumber: '0105551234567',
        },
        document: {
          dataUrl: `data:image/png;base64,${PNG_FIXTURE.buffer.toString('base64')}`,
          name: 'certificate.png',
        },
      },
    });
    for (const path of [
      '/register-corporation',
      '/register-corporation-step2',
      '/register-corporation-step3',
    ]) {
      await checkScreen(page, path, `${width}-${language}`);
    }
  }, 60_000);
});

describe('languages', () => {
  it('is Thai by default for a Thai browser, with <html lang="th">', async () => {
    const page = await e2e.newPage({ language: 'th' });
    await page.goto(e2e.url('/'));
    await page.getByRole('heading', { name: th.login.title, level: 1 }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('th');
  });

  it('follows an English browser, switches to Thai, and the stored choice wins after a reload', async () => {
    const page = await e2e.newPage({ language: 'en', width: 390 });
    await page.goto(e2e.url('/'));
    await page.getByRole('heading', { name: en.login.title, level: 1 }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.getByLabel(en.header.language).selectOption('th');
    await page.getByRole('heading', { name: th.login.title, level: 1 }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('th');
    await noHorizontalScroll(page);
    await page.reload();
    await page.getByRole('heading', { name: th.login.title, level: 1 }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('th');
  });

  it('switches the texts a registration screen and a signed-in screen load with them', async () => {
    const page = await e2e.newPage({ language: 'th' });
    await page.goto(e2e.url('/register'));
    await page.getByRole('heading', { name: th.register.emailTitle, level: 1 }).waitFor();
    await page.locator('input[name="email"]:not([readonly])').waitFor();
    await page.getByLabel(th.header.language).selectOption('en');
    await page.getByRole('heading', { name: en.register.emailTitle, level: 1 }).waitFor();
    await page.getByLabel(en.header.language).selectOption('th');
    await page.getByRole('heading', { name: th.register.emailTitle, level: 1 }).waitFor();

    await openSignedIn(page, e2e, DEMO_ACCOUNT);
    await page.getByRole('heading', { name: th.service.title, level: 1 }).waitFor();
    await page.getByLabel(th.header.language).selectOption('en');
    await page.getByRole('heading', { name: en.service.title, level: 1 }).waitFor();
    expect(await page.getByLabel(en.service.branch).count()).toBeGreaterThan(0);
  });

  it('loads only the active language catalogue', async () => {
    const page = await e2e.newPage({ language: 'th' });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(e2e.url('/'));
    await page.getByRole('heading', { name: th.login.title, level: 1 }).waitFor();
    // The prerendered page paints before the app loads: wait for the catalogue to arrive.
    await expect.poll(() => scripts.some((path) => /\/th-[\w-]+\.js$/.test(path))).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((path) => /\/en-[\w-]+\.js$/.test(path))).toBe(false);
  });

  it('keeps the stored English over a Thai browser', async () => {
    const page = await e2e.newPage({ language: 'th' });
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    await page.goto(e2e.url('/register'));
    await page.getByRole('heading', { name: en.register.emailTitle, level: 1 }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
  });
});
