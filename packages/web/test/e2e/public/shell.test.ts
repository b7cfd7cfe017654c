import { en } from '@self-storage/locales/en';
import { describe, expect, it } from 'vitest';
import { chooseService, chooseUnit } from '../booking/booking-helpers.ts';
import { axeScan, createAccount, noHorizontalScroll, openSignedIn, startE2E } from '../harness/index.ts';

const e2e = startE2E();

describe('header', () => {
  it('hides the language switch mid-booking and offers the user menu by keyboard', async () => {
    const account = await createAccount(e2e);
    const page = await e2e.newPage({ language: 'en', width: 390 });
    await openSignedIn(page, e2e, account);
    const languageSwitch = page.getByLabel(en.header.language);
    await languageSwitch.waitFor();

    const menuButton = page.getByRole('button', { name: en.header.userMenu });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    await axeScan(page);
    await noHorizontalScroll(page);
    await page.keyboard.press('Escape');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('user-menu__button'))).toBe(
      true,
    );

    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: en.header.bookingHistory }).click();
    await page.waitForURL('**/service/history');
    await page.getByRole('button', { name: en.header.userMenu }).click();
    await page.getByRole('link', { name: en.header.bookService }).click();
    await page.waitForURL((url) => url.pathname === '/service');

    await chooseService(page, en);
    await expect.poll(() => languageSwitch.count()).toBe(0);
    await chooseUnit(page, en);
    await expect.poll(() => languageSwitch.count()).toBe(0);
  });
});

describe('images', () => {
  it('shows the logo, and every image the stylesheet inlines decodes', async () => {
    const page = await e2e.newPage({ language: 'en' });
    await page.goto(e2e.url('/'));
    const logo = page.getByRole('img', { name: en.header.logoAlt });
    await logo.waitFor();
    expect(await logo.boundingBox()).toMatchObject({ width: 168, height: 36 });
    const inlined = await page.evaluate(async () => {
      const urls = new Set<string>();
      for (const sheet of Array.from(document.styleSheets)) {
        for (const rule of Array.from(sheet.cssRules)) {
          for (const [, url] of rule.cssText.matchAll(/url\("(data:image\/svg\+xml,[^"]+)"\)/g))
            urls.add(url ?? '');
        }
      }
      const sizes = await Promise.all(
        [...urls].map(async (url) => {
          const image = new Image();
          image.src = url;
          return image.decode().then(
            () => image.naturalWidth,
            () => 0,
          );
        }),
      );
      return { count: urls.size, broken: sizes.filter((width) => width === 0).length };
    });
    expect(inlined.count).toBeGreaterThan(3);
    expect(inlined.broken).toBe(0);
  });
});

describe('footer', () => {
  it('shows the legal links and the copyright, and no social links where none are configured', async () => {
    const page = await e2e.newPage({ language: 'en' });
    await page.goto(e2e.url('/'));
    await page.getByRole('heading', { name: en.login.title, level: 1 }).waitFor();
    const footer = page.getByRole('contentinfo');
    for (const name of [en.footer.termsOfUse, en.footer.privacyPolicy, en.footer.cookiePolicy]) {
      await expect.poll(() => footer.getByRole('link', { name }).isVisible()).toBe(true);
    }
    // This build has no VITE_SOCIAL_LINKS: no "Follow us" with nothing to follow.
    expect(await footer.getByText(en.footer.followUs).count()).toBe(0);
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()}`);
  });
});

describe('keyboard', () => {
  it('offers a skip link first and moves focus to the content', async () => {
    const page = await e2e.newPage({ language: 'en' });
    await page.goto(e2e.url('/'));
    await page.getByRole('heading', { name: en.login.title, level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(en.a11y.skipToContent);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });

  it('traps focus in the error dialog and closes it with Escape', async () => {
    const page = await e2e.newPage({ language: 'en' });
    await page.goto(e2e.url('/'));
    // A refused login: the public shell's own way to an error dialog.
    await page.getByRole('textbox', { name: en.account.email }).fill('nobody@example.com');
    await page.locator('input[name="password"]').fill('whatever-1');
    await page.getByRole('button', { name: en.login.submit, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await axeScan(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });
});
