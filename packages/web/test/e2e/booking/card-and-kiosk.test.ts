import { encodeStoredValue, PAYMENT_METHOD } from '@self-storage/core';
import { LATER_FAILING_CARDS, TEST_CARDS } from '@self-storage/sandbox';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeScan,
  createAccount,
  noEnglishSentence,
  noHorizontalScroll,
  openSignedIn,
  startE2E,
} from '../harness/index.ts';
import {
  bookOverApi,
  catalogs,
  chooseService,
  chooseUnit,
  closeDialog,
  confirmWith,
  control,
  dialogMessage,
  watchSuccessCode,
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

/** Each test card the card page lists is on one line of its own: a phone wraps between cards. */
const cardNumbersWhole = async (page: Page): Promise<void> => {
  const lines = await page
    .locator('.card-number')
    .evaluateAll((numbers) => numbers.map((n) => n.getClientRects().length));
  const listed = Object.keys(TEST_CARDS).length + Object.keys(LATER_FAILING_CARDS).length;
  expect(lines).toEqual(Array.from({ length: listed }, () => 1));
};

describe('card and kiosk payments', () => {
  it('pays by card with the success card and comes back to the success page (th, 1280)', async () => {
    const t = catalogs.th;
    const account = await createAccount(e2e);
    const page = await e2e.newPage({ language: 'th' });
    await openSignedIn(page, e2e, account);
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
    await openSignedIn(page, e2e, account);
    await chooseService(page, t, { size: 4 });
    await chooseUnit(page, t);
    await confirmWith(page, t, PAYMENT_METHOD.card);
    await page.waitForURL('**/sandbox/card/**');
    await noHorizontalScroll(page);
    await cardNumbersWhole(page);
    await payOnCardPage(page, TEST_CARDS.declined);
    await page.waitForURL((url) => url.pathname === '/service/payment-fail' && url.searchParams.has('ser'));
    await page.getByRole('heading', { name: t.told.cardDeclinedTitle }).waitFor();
    expect(await page.getByRole('button', { name: t.payment.fail.newBooking }).count()).toBe(0);
    await axeScan(page);
    await noHorizontalScroll(page);

    await page.getByRole('button', { name: t.told.anotherMethod }).click();
    await page.waitForURL('**/service-ex/summary');
    await page.locator('input[name="paymentMethod"]').first().waitFor();
    const methods = await page
      .locator('input[name="paymentMethod"]')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(methods).toEqual([String(PAYMENT_METHOD.qr), String(PAYMENT_METHOD.card)]);
    await expect.poll(() => page.getByText(t.booking.bookingNumber).isVisible()).toBe(true);
    await axeScan(page);
    await noHorizontalScroll(page);
  });

  it('Back from the card page lands on the re-payment summary with no second payment (th, 390)', async () => {
    const t = catalogs.th;
    const account = await createAccount(e2e);
    const page = await e2e.newPage({ language: 'th', width: 390 });
    await openSignedIn(page, e2e, account);
    await chooseService(page, t, { size: 5 });
    await chooseUnit(page, t);
    let checkouts = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/booking/booking-checkout')) checkouts += 1;
    });
    await confirmWith(page, t, PAYMENT_METHOD.card);
    await page.waitForURL('**/sandbox/card/**');
    // The card page speaks the app's language and offers a way back to the shop.
    expect(await page.locator('html').getAttribute('lang')).toBe('th');
    await page.getByLabel('ชื่อบนบัตร').waitFor();
    await noEnglishSentence(page);
    await noHorizontalScroll(page);
    await cardNumbersWhole(page);
    const cardPage = page.url();

    await page.goBack();
    await page.waitForURL('**/service-ex/summary');
    await page.locator('input[name="paymentMethod"]').first().waitFor();
    expect(checkouts).toBe(1);

    // Paying by card again opens the same pending payment, not a second one.
    await confirmWith(page, t, PAYMENT_METHOD.card);
    await page.waitForURL('**/sandbox/card/**');
    expect(page.url()).toBe(cardPage);
    expect(checkouts).toBe(2);

    await page.getByRole('link', { name: 'ยกเลิกและกลับไปที่ร้าน' }).click();
    await page.waitForURL('**/service-ex/summary');
    await page.locator('input[name="paymentMethod"]').first().waitFor();
  });

  it('goes to the success page on its own once the kiosk payment is made, and from a reload (en, 390)', async () => {
    const t = catalogs.en;
    const account = await createAccount(e2e);
    const page = await e2e.newPage({ language: 'en', width: 390 });
    await openSignedIn(page, e2e, account);
    await chooseService(page, t, { group: 2, size: 2 });
    await chooseUnit(page, t);
    const successCodeAsked = watchSuccessCode(page);
    await confirmWith(page, t, PAYMENT_METHOD.kiosk);
    await page.waitForURL('**/service/payment-kiosk');
    const reference = ((await page.getByTestId('kiosk-reference').textContent()) ?? '').replace(/\D/g, '');
    await expect.poll(successCodeAsked).toBe(true);
    await control(e2e, `/sandbox/kiosk/${reference}/pay`);
    await page.waitForURL('**/service/payment-success');
    await page.getByTestId('confirmation-number').waitFor();

    // A paid booking's kiosk page, opened again, goes to the same place.
    const { customerServiceId, booking } = await bookOverApi(e2e, account, { method: PAYMENT_METHOD.kiosk });
    await control(e2e, `/sandbox/kiosk/${booking.payment_reference}/pay`);
    const saved = encodeStoredValue({ serviceState: 'checkout', serviceId: customerServiceId });
    await page.evaluate((value) => localStorage.setItem('current_service', value), saved);
    await page.goto(e2e.url('/service/payment-kiosk'));
    await page.waitForURL('**/service/payment-success');
    expect(await page.getByTestId('confirmation-number').textContent()).toBe(booking.booking_number);
  });

  it('tells the kiosk payer that time ran out and goes back to /service (th, 390)', async () => {
    const t = catalogs.th;
    const account = await createAccount(e2e);
    const page = await e2e.newPage({ language: 'th', width: 390 });
    await page.clock.install();
    await openSignedIn(page, e2e, account);
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
