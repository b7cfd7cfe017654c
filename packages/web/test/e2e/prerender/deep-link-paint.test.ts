/**
 * A signed-in route opened by its address (a booking's detail from a mail, history from a
 * bookmark, a reload on a payment page) paints its own frame first, never the home page's login
 * form and marketing text that `/`'s prerendered HTML holds.
 */
import { createSessionStore, type Language, MemoryStorage, SelfStorageClient } from '@self-storage/core';
import { bookingDetailPath, ROUTES } from '@self-storage/core/flow';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bookOverApi, catalogs } from '../booking/booking-helpers.ts';
import { createAccount, startE2E } from '../harness/index.ts';

const e2e = startE2E();

/**
 * Records, from before the page's first byte, the visible text of every frame (a frame callback
 * runs right before each paint) until `window.paints_` is read: the first entry is what the
 * first contentful paint showed.
 */
const recordPaints = (page: Page) =>
  page.addInitScript(() => {
    const paints: string[] = [];
    (window as unknown as { paints_: string[] }).paints_ = paints;
    const record = (): void => {
      // innerText is what is rendered: nothing of a hidden `#root` or a `<template>`.
      const text = document.body?.innerText.trim() ?? '';
      if (text !== '' && paints.at(-1) !== text) paints.push(text);
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });

const paintsOf = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { paints_: string[] }).paints_);

/** The home page's own texts: its login form's and its marketing panel's. */
const homeTexts = (language: Language): string[] => {
  const t = catalogs[language];
  return [t.home.title, t.home.featuresTitle, t.login.subtitle, t.login.forgotPassword];
};

const signIn = async (page: Page, email: string, password: string): Promise<void> => {
  const token = await new SelfStorageClient({ baseUrl: e2e.baseUrl }).customer.login({
    username: email,
    password,
  });
  const storage = new MemoryStorage();
  createSessionStore({ storage }).signIn(token);
  await page.addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, storage.entries());
};

describe('a signed-in route opened by its address', () => {
  it('records the home page when the home page is what paints (the check sees it)', async () => {
    const page = await e2e.newPage({ width: 390, language: 'en' });
    await recordPaints(page);
    await page.goto(e2e.url(ROUTES.login));
    await page.locator('input[name="email"]:not([readonly])').waitFor();
    const [first = ''] = await paintsOf(page);
    expect(homeTexts('en').filter((text) => first.includes(text))).not.toEqual([]);
  });

  it('paints no home page text on the way back from the card page (/?action=payment-success)', async () => {
    const account = await createAccount(e2e);
    const page = await e2e.newPage({ width: 390, language: 'th' });
    await recordPaints(page);
    await signIn(page, account.email, account.password);
    await page.goto(e2e.url('/?action=payment-success'));
    await page.waitForURL((url) => url.pathname !== ROUTES.login);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const paints = await paintsOf(page);
    expect(paints.length).toBeGreaterThan(0);
    for (const text of paints)
      expect(
        homeTexts('th').filter((home) => text.includes(home)),
        text,
      ).toEqual([]);
  });

  for (const language of ['th', 'en'] as const) {
    it(`paints the booking's detail, history and payment pages before any home page text (${language})`, async () => {
      const t = catalogs[language];
      const account = await createAccount(e2e);
      const { customerServiceId, booking } = await bookOverApi(e2e, account);
      const routes = [
        {
          path: bookingDetailPath(customerServiceId),
          heading: t.bookingDetail.title.replace('{{number}}', booking.booking_number),
        },
        { path: ROUTES.history, heading: t.history.title },
      ];
      for (const { path, heading } of routes) {
        const page = await e2e.newPage({ width: 390, language });
        await recordPaints(page);
        await signIn(page, account.email, account.password);
        await page.goto(e2e.url(path));
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        const paints = await paintsOf(page);
        // The first contentful paint is the signed-in page frame, from the HTML.
        expect(paints[0], path).toContain(t.header.userMenu);
        for (const text of paints)
          expect(
            homeTexts(language).filter((home) => text.includes(home)),
            `${path} painted: ${text}`,
          ).toEqual([]);
        expect(new URL(page.url()).pathname).toBe(path);
        await page.context().close();
      }
    });
  }
});
