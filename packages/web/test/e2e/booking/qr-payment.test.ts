import { PAYMENT_METHOD } from '@self-storage/core';
import { formatAmount, toSatang } from '@self-storage/core/money';
import type { Catalog } from '@self-storage/locales';
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
  catalogs,
  chooseService,
  chooseUnit,
  closeDialog,
  confirmWith,
  control,
  dialogMessage,
  dialogParts,
  watchSuccessCode,
} from './booking-helpers.ts';

const e2e = startE2E();

/** Confirms the summary with QR and returns the new QR's uuid once the page listens to its stream. */
const openQrPage = async (page: Page, t: Catalog): Promise<{ uuid: string; listening: Promise<unknown> }> => {
  const checkout = page.waitForResponse((r) => r.url().endsWith('/booking/qr/checkout'));
  await confirmWith(page, t, PAYMENT_METHOD.qr);
  await page.waitForURL('**/service/payment-qrcode');
  const { data } = (await (await checkout).json()) as { data: { uuid: string } };
  const listening = page.waitForRequest((r) => r.url().includes(`/callback/${data.uuid}`));
  return { uuid: data.uuid, listening };
};

describe('booking paid by QR', () => {
  it('books, pays through the sandbox and reaches success from the event stream (en, 1280)', async () => {
    const t = catalogs.en;
    const account = await createAccount(e2e);
    const page = await e2e.newPage({ language: 'en' });
    await openSignedIn(page, e2e, account);
    await page.waitForURL('**/service');
    await page.locator('select[name="branch"] option:nth-child(2)').waitFor({ state: 'attached' });
    await axeScan(page);

    await chooseService(page, t);
    await page.locator('input[name="unit"]').first().waitFor();
    await axeScan(page);
    await chooseUnit(page, t);
    await axeScan(page);

    const successCodeAsked = watchSuccessCode(page);
    const { uuid, listening } = await openQrPage(page, t);
    await page.locator('.qr__image').waitFor();
    expect(await page.getByTestId('countdown').textContent()).toMatch(/^00:(10:00|09:5\d)$/);
    await axeScan(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.payment.qr.save }).click();
    expect((await download).suggestedFilename()).toMatch(/\.png$/);
    // Paid only once the page listens, so success can come from nothing but the stream.
    await listening;
    await expect.poll(successCodeAsked).toBe(true);
    await control(e2e, `/sandbox/payments/${uuid}/pay`);
    await page.waitForURL('**/service/payment-success');
    await page.getByRole('heading', { name: t.payment.success.title }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('current_service'))).toBeNull();
    await axeScan(page);

    await page.getByRole('button', { name: t.header.userMenu }).click();
    await page.getByRole('link', { name: t.header.bookingHistory }).click();
    await page.waitForURL('**/service/history');
    const item = page.getByTestId('history-item').first();
    await item.waitFor();
    await expect.poll(() => item.getByText(t.rental.status.active).isVisible()).toBe(true);
    await axeScan(page);
  });

  it('reconnects when the event stream is cut and still succeeds (th, 390)', async () => {
    const t = catalogs.th;
    const account = await createAccount(e2e);
    const page = await e2e.newPage({ language: 'th', width: 390 });
    await openSignedIn(page, e2e, account);
    await page.waitForURL('**/service');
    await chooseService(page, t, { branch: 2, group: 2, size: 2, days: 10 });
    await noHorizontalScroll(page);
    await chooseUnit(page, t);
    await noHorizontalScroll(page);

    const { uuid, listening } = await openQrPage(page, t);
    await listening;
    await page.locator('.qr__image').waitFor();
    await noHorizontalScroll(page);
    const reconnected = page.waitForRequest((r) => r.url().includes(`/callback/${uuid}`));
    const cut = await control<{ disconnected: number }>(e2e, `/sandbox/payments/${uuid}/disconnect`);
    expect(cut.disconnected).toBeGreaterThan(0);
    await reconnected;
    await control(e2e, `/sandbox/payments/${uuid}/pay`);
    await page.waitForURL('**/service/payment-success');
    await page.getByRole('heading', { name: t.payment.success.title }).waitFor();
    await noHorizontalScroll(page);
  });

  it('confirmed before the bank: payment-fail says it has not arrived, then becomes success when it does (th, 390)', async () => {
    const t = catalogs.th;
    const account = await createAccount(e2e);
    const page = await e2e.newPage({ language: 'th', width: 390 });
    await openSignedIn(page, e2e, account);
    await chooseService(page, t, { branch: 2, size: 3, days: 20 });
    await chooseUnit(page, t);
    const checkout = page.waitForResponse((r) => r.url().endsWith('/booking/qr/checkout'));
    const { uuid } = await openQrPage(page, t);
    const { data } = (await (await checkout).json()) as { data: { amount: number } };
    await page.locator('.qr__image').waitFor();
    // Waited for from before the click: payment-fail may listen before the checks below end.
    const listening = page.waitForRequest(
      (r) =>
        r.url().includes(`/callback/${uuid}`) && new URL(page.url()).pathname === '/service/payment-fail',
    );
    await page.getByRole('button', { name: t.payment.qr.check }).click();
    await page.waitForURL((url) => url.pathname === '/service/payment-fail' && url.searchParams.has('ser'));
    expect([...new URL(page.url()).searchParams.keys()]).toEqual(['ser']);
    await page.getByText(t.payment.fail.notArrived).waitFor();
    expect(await page.getByText(t.told.failPayAgain).count()).toBe(0);
    await noEnglishSentence(page);
    await axeScan(page);

    await listening;
    await control(e2e, `/sandbox/payments/${uuid}/pay`);
    await page.waitForURL('**/service/payment-success');
    expect(await page.getByTestId('confirmation-paid').textContent()).toBe(
      `${formatAmount(toSatang(data.amount), 'th')} บาท`,
    );
  });

  it('asks qr/inquire while waiting, so a payment the bank refuses reaches payment-fail by itself (en, 1280)', async () => {
    const t = catalogs.en;
    const account = await createAccount(e2e);
    const page = await e2e.newPage({ language: 'en' });
    await openSignedIn(page, e2e, account);
    await chooseService(page, t, { branch: 2, size: 2, days: 12 });
    await chooseUnit(page, t);
    // Waited for from before the QR: nothing but the watcher's poll asks before a click or the countdown's end.
    const polled = page.waitForRequest((r) => r.url().endsWith('/booking/qr/inquire'));
    const { uuid, listening } = await openQrPage(page, t);
    await listening;
    await polled;
    await control(e2e, `/sandbox/payments/${uuid}/fail`);
    await page.waitForURL((url) => url.pathname === '/service/payment-fail');
    expect(await page.getByText(t.payment.fail.notArrived).count()).toBe(0);
  });

  it('says the payment timed out when the countdown ends unpaid, with the unit still held, then goes to the main page (en, 390)', async () => {
    const t = catalogs.en;
    const account = await createAccount(e2e);
    const page = await e2e.newPage({ language: 'en', width: 390 });
    await page.clock.install();
    await openSignedIn(page, e2e, account);
    await chooseService(page, t, { branch: 3, size: 3, days: 5 });
    await chooseUnit(page, t);
    await openQrPage(page, t);
    await page.locator('.qr__image').waitFor();

    await page.clock.fastForward('10:01');
    expect(await dialogMessage(page)).toBe(t.payment.timeout);
    // The hold runs for hours, the QR for minutes: the unit is still the customer's to pay for.
    const { title, next } = await dialogParts(page);
    expect(title).toBe(t.told.paymentTimeoutTitle);
    expect(next).toMatch(new RegExp(`^${t.told.holdKept.split('{{time}}')[0]}`));
    await closeDialog(page, t);
    await page.waitForURL((url) => url.pathname === '/service');
  });
});
