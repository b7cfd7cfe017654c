import type { Catalog } from '@self-storage/locales';
import { en } from '@self-storage/locales/en';
import { th } from '@self-storage/locales/th';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeScan,
  DEMO_ACCOUNT,
  fitsWidths,
  noEnglishSentence,
  openSignedIn,
  startE2E,
  waitForPath,
} from '../harness/index.ts';

const e2e = startE2E();

const PAGES = [
  { path: '/terms-of-use', doc: 'terms', link: 'termsOfUse' },
  { path: '/privacy-policy', doc: 'privacy', link: 'privacyPolicy' },
  { path: '/cookie-policy', doc: 'cookies', link: 'cookiePolicy' },
] as const;

/** The page's h1, its effective date and every section heading of its text. */
const expectLegalPage = async (page: Page, t: Catalog, doc: (typeof PAGES)[number]['doc']) => {
  const texts = t.legal[doc];
  await page.getByRole('heading', { level: 1, name: texts.title }).waitFor();
  const main = page.getByRole('main');
  expect(await main.textContent()).toContain(t.legal.effective.split('{{')[0]);
  for (const section of Object.values(texts.sections)) {
    await expect
      .poll(() => main.getByRole('heading', { level: 2, name: section.title }).isVisible())
      .toBe(true);
  }
  expect(await page.title()).toBe(`${texts.title} · ${t.common.appName}`);
};

describe('legal pages', () => {
  for (const [language, t] of [
    ['th', th],
    ['en', en],
  ] as const) {
    it(`open from the footer with their content (${language}), fit 390 and 1280 px and pass axe`, async () => {
      const page = await e2e.newPage({ language, width: 390 });
      await page.goto(e2e.url('/'));
      await page.getByRole('heading', { level: 1, name: t.login.title }).waitFor();
      for (const { path, doc, link } of PAGES) {
        await page.getByRole('contentinfo').getByRole('link', { name: t.footer[link] }).click();
        await waitForPath(page, path);
        await expectLegalPage(page, t, doc);
        if (language === 'th') await noEnglishSentence(page);
        await axeScan(page);
        await fitsWidths(page, `legal-${doc}-${language}`, [390, 1280]);
        await page.setViewportSize({ width: 390, height: 900 });
      }
    });
  }

  it('names the controller, purposes, legal bases, retention, rights and the DPO on the privacy page', async () => {
    const page = await e2e.newPage({ language: 'en' });
    await page.goto(e2e.url('/privacy-policy'));
    const text = (await page.getByRole('main').textContent()) ?? '';
    for (const expected of [
      'The data controller is Self-storage Co., Ltd.',
      'data protection officer (DPO)',
      'section 24(3)',
      'only with your consent (section 19)',
      '5 years from the end of the accounting year',
      'Office of the Personal Data Protection Committee',
      'withdraw a consent at any time',
    ]) {
      expect(text).toContain(expected);
    }
    // Its contents list links to each section.
    await page
      .getByRole('navigation', { name: en.legal.contents })
      .getByRole('link', { name: en.legal.privacy.sections.rights.title })
      .click();
    expect(new URL(page.url()).hash).toBe('#rights');
  });

  it('serve each page prerendered in both languages, loading its texts only there, not on /', async () => {
    const html = await (await fetch(e2e.url('/cookie-policy'))).text();
    expect(html).toContain(th.legal.cookies.title);
    expect(html).toContain(en.legal.cookies.title);
    const page = await e2e.newPage({ language: 'th' });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(e2e.url('/'));
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /legal/.test(path))).toEqual([]);
  });

  it('stay open to a signed-in customer, with the header of a signed-in page', async () => {
    const page = await e2e.newPage({ language: 'en' });
    await openSignedIn(page, e2e, DEMO_ACCOUNT);
    await page.getByRole('contentinfo').getByRole('link', { name: en.footer.privacyPolicy }).click();
    await waitForPath(page, '/privacy-policy');
    await expectLegalPage(page, en, 'privacy');
    await expect.poll(() => page.getByRole('button', { name: en.header.userMenu }).isVisible()).toBe(true);
    await page
      .getByRole('navigation', { name: en.legal.otherPages })
      .getByRole('link', { name: en.legal.terms.title })
      .click();
    await waitForPath(page, '/terms-of-use');
    await expectLegalPage(page, en, 'terms');
  });
});
