import { PAYMENT_METHOD } from '@self-storage/core';
import { buildInvoicePaymentRequest } from '@self-storage/core/flow';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { createAccount, noThaiWordSplit, openSignedIn, startE2E, thaiTypography } from '../harness/index.ts';
import { bookOverApi, catalogs, chooseService, chooseUnit, confirmWith, control } from './booking-helpers.ts';

const e2e = startE2E();

/** Every screen here: no word split, no date split, no Latin full stop, no English placeholder. */
const checkThai = async (page: Page): Promise<void> => {
  await noThaiWordSplit(page);
  await thaiTypography(page);
};

describe('Thai typography at 390 px', () => {
  it('splits no word across lines on the home, registration and booking screens and the size guide', async () => {
    const t = catalogs.th;
    const page = await e2e.newPage({ language: 'th', width: 390 });
    await page.goto(e2e.url('/'));
    await page.locator('input[name="email"]:not([readonly])').waitFor();
    await checkThai(page);
    await page.goto(e2e.url('/register'));
    await page.locator('input[name="email"]:not([readonly])').waitFor();
    await checkThai(page);

    await openSignedIn(page, e2e, await createAccount(e2e));
    await page.waitForURL('**/service');
    await page.locator('select[name="branch"] option:nth-child(2)').waitFor({ state: 'attached' });
    await checkThai(page);
    await page.getByRole('button', { name: t.sizeGuide.open }).click();
    await page.locator('.size-guide[open]').waitFor();
    await checkThai(page);
    await page.keyboard.press('Escape');
    await chooseService(page, t);
    await page.locator('input[name="unit"]').first().waitFor();
    await checkThai(page);
    await chooseUnit(page, t);
    await page.locator('input[name="paymentMethod"]').first().waitFor();
    await checkThai(page);
    await confirmWith(page, t, PAYMENT_METHOD.qr);
    await page.waitForURL('**/service/payment-qrcode');
    await page.locator('.qr__image').waitFor();
    await checkThai(page);
  });

  it('keeps dates whole and sentences Thai on the history, booking detail, extension and payment result screens', async () => {
    const t = catalogs.th;
    const account = await createAccount(e2e);
    // Paid in instalments: the history and the detail show the next bill's due date in a sentence.
    const { booking, token, client, customerServiceId } = await bookOverApi(e2e, account, {
      instalments: true,
    });
    const first = await client.payment.qrCheckout(buildInvoicePaymentRequest(booking, token));
    await control(e2e, `/sandbox/payments/${first.uuid}/pay`);
    const page = await e2e.newPage({ language: 'th', width: 390 });
    await openSignedIn(page, e2e, account, '/service/history');
    await page.getByTestId('history-next-bill').waitFor();
    await checkThai(page);
    await page.goto(e2e.url(`/service/history/${customerServiceId}`));
    await page.getByTestId('bill').first().waitFor();
    await checkThai(page);
    await page.goto(e2e.url(`/service/history/${customerServiceId}/extend`));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('.rental__note').first().waitFor();
    await checkThai(page);
    await page.goto(e2e.url(`/?action=payment-fail&ser=${customerServiceId}`));
    await page.getByRole('heading', { level: 1, name: t.told.cardDeclinedTitle }).waitFor();
    await page.getByRole('button', { name: t.told.anotherCard }).waitFor();
    await checkThai(page);
  });
});
