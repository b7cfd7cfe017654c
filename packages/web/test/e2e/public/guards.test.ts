import { describe, expect, it } from 'vitest';
import { createAccount, loginInBrowser, openSignedIn, startE2E } from '../harness/index.ts';

const e2e = startE2E();

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

describe('route guards', () => {
  it('sends unknown paths to /', async () => {
    const page = await e2e.newPage();
    await page.goto(e2e.url('/no/such/page'));
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('sends an anonymous visitor of a signed-in route to / with returnUrl, and there after login', async () => {
    const account = await createAccount(e2e);
    const page = await e2e.newPage();
    await page.goto(e2e.url('/service?branch=2&size=3'));
    await page.waitForURL((url) => url.pathname === '/');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/service?branch=2&size=3');
    await page.locator('input[name="email"]').fill(account.email);
    await page.locator('input[name="password"]').fill(account.password);
    await page.locator('main form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/service');
    expect(pathOf(page.url())).toBe('/service?branch=2&size=3');
  });

  it('ignores an off-site returnUrl', async () => {
    const account = await createAccount(e2e);
    for (const returnUrl of ['//evil.example', '/\\evil.example', 'https://evil.example/x']) {
      const page = await e2e.newPage();
      await loginInBrowser(page, e2e, account, `/?returnUrl=${encodeURIComponent(returnUrl)}`);
      expect(page.url().startsWith(e2e.baseUrl)).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/service');
    }
  });

  it('sends a signed-in user on a public route to /service', async () => {
    const account = await createAccount(e2e);
    const page = await e2e.newPage();
    await openSignedIn(page, e2e, account);
    for (const path of ['/', '/register', '/forget', '/change-password', '/register-success']) {
      await page.goto(e2e.url(path));
      await page.waitForURL((url) => url.pathname === '/service');
    }
  });

  it('treats a session past its 12 hours as signed out', async () => {
    const account = await createAccount(e2e);
    const page = await e2e.newPage();
    await openSignedIn(page, e2e, account);
    await page.clock.install({ time: Date.now() + 12 * 60 * 60 * 1000 + 1000 });
    await page.goto(e2e.url('/service'));
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
  });
});
