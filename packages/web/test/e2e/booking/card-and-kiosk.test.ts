import { PAYMENT_METHOD } from '@self-storage/core';
import { TEST_CARDS } from '@self-storage/sandbox';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeScan, createAccount, loginInBrowser, noHorizontalScroll, startE2E } from '../harness/index.ts';
import {
  catalogs,
  chooseService,
  chooseUnit,
  closeDialog,
  confirmWith,
  dialogMessage,
} from './booking-helpers.ts';

const e2e = startE2E();

/** Fills the sandbox's hosted card page and submits it. */
const payOnCardPage = async (page: Page, number: string): Promise<void> => {
  await page.waitForURL('**/sandbox/card/**');
  await page.locator('input[name="name"]').fill('Somchai Jaidee');
  await page.locator('input[name="number"]').fill(number);
  await page.locator('input[name="expiry"]').fill('12/30');
  await page.locator('input[name="cvc"]').fill('123');
  await page.locator('button[type="submit"]').click();
};

describe('card and kiosk payments', () => {
  it('pays by card with the success card and comes back to the success page (th, 1280)', async () => {
    const t = catalogs.th;
    const account = await createAccount(e2e);
    const page = await e2e.newPage({ language: 'th' });
    await loginInBrowser(page, e2e, account);
    await chooseService(page, t, { size: 3 });
    await chooseUnit(page, t);
    // Held until the card screen has been checked, which otherwise leaves at once.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/booking/booking-checkout', async (route) => {
      await held;
      await route.continue();
    });
    await confirmWith(page, t, PAYMENT_METHOD.card);
    await page.waitForURL('**/service/payment-credit');
    await page.getByText(t.payment.online.redirecting).waitFor();
    await page.getByTestId('countdown').waitFor();
    await axeScan(page);
    release();

    await payOnCardPage(page, TEST_CARDS.success);
    await page.waitForURL('**/service/payment-success');
    await page.getByRole('heading', { name: t.payment.success.title }).waitFor();
  });

  it('offers re-payment after the declined card, by QR or card only (en, 390)', async () => {
    const t = catalogs.en;
    const account = await createAccount(e2e);
    const page = await e2e.newPage({ language: 'en', width: 390 });
    await loginInBrowser(page, e2e, account);
    await chooseService(page, t, { size: 4 });
    await chooseUnit(page, t);
    await confirmWith(page, t, PAYMENT_METHOD.card);
    await payOnCardPage(page, TEST_CARDS.declined);
    await page.waitForURL((url) => url.pathname === '/service/payment-fail' && url.searchParams.has('ser'));
    await page.getByRole('heading', { name: t.payment.fail.title }).waitFor();
    expect(await page.getByRole('button', { name: t.payment.fail.newBooking }).count()).toBe(0);
    await axeScan(page);
    await noHorizontalScroll(page);

    await page.getByRole('button', { name: t.payment.fail.repay }).click();
    await page.waitForURL('**/service-ex/summary');
    await page.locator('input[name="paymentMethod"]').first().waitFor();
    const methods = await page
      .locator('input[name="paymentMethod"]')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(methods).toEqual([String(PAYMENT_METHOD.qr), String(PAYMENT_METHOD.card)]);
    expect(await page.getByText(t.booking.bookingNumber).isVisible()).toBe(true);
    await axeScan(page);
    await noHorizontalScroll(page);
  });

  it('tells the kiosk payer that time ran out and goes back to /service (th, 390)', async () => {
    const t = catalogs.th;
    const account = await createAccount(e2e);
    const page = await e2e.newPage({ language: 'th', width: 390 });
    await page.clock.install();
    await loginInBrowser(page, e2e, account);
    await chooseService(page, t, { group: 2 });
    await chooseUnit(page, t);
    await confirmWith(page, t, PAYMENT_METHOD.kiosk);
    await page.waitForURL('**/service/payment-kiosk');
    await page.getByTestId('kiosk-reference').waitFor();
    await axeScan(page);
    await noHorizontalScroll(page);

    await page.clock.fastForward('10:01');
    expect(await dialogMessage(page)).toBe(t.payment.timeout);
    await closeDialog(page, t);
    await page.waitForURL((url) => url.pathname === '/service');
  });
});
