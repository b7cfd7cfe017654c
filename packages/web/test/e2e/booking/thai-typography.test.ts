import { PAYMENT_METHOD } from '@self-storage/core';
import { describe, it } from 'vitest';
import { createAccount, noThaiWordSplit, openSignedIn, startE2E } from '../harness/index.ts';
import { catalogs, chooseService, chooseUnit, confirmWith } from './booking-helpers.ts';

const e2e = startE2E();

describe('Thai typography at 390 px', () => {
  it('splits no word across lines on the home, registration and booking screens and the size guide', async () => {
    const t = catalogs.th;
    const page = await e2e.newPage({ language: 'th', width: 390 });
    await page.goto(e2e.url('/'));
    await page.locator('input[name="email"]:not([readonly])').waitFor();
    await noThaiWordSplit(page);
    await page.goto(e2e.url('/register'));
    await page.locator('input[name="email"]:not([readonly])').waitFor();
    await noThaiWordSplit(page);

    await openSignedIn(page, e2e, await createAccount(e2e));
    await page.waitForURL('**/service');
    await page.locator('select[name="branch"] option:nth-child(2)').waitFor({ state: 'attached' });
    await noThaiWordSplit(page);
    await page.getByRole('button', { name: t.sizeGuide.open }).click();
    await page.locator('.size-guide[open]').waitFor();
    await noThaiWordSplit(page);
    await page.keyboard.press('Escape');
    await chooseService(page, t);
    await page.locator('input[name="unit"]').first().waitFor();
    await noThaiWordSplit(page);
    await chooseUnit(page, t);
    await page.locator('input[name="paymentMethod"]').first().waitFor();
    await noThaiWordSplit(page);
    await confirmWith(page, t, PAYMENT_METHOD.qr);
    await page.waitForURL('**/service/payment-qrcode');
    await page.locator('.qr__image').waitFor();
    await noThaiWordSplit(page);
  });
});
