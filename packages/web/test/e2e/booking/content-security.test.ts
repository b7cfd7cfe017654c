import { PAYMENT_METHOD } from '@self-storage/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount, loginInBrowser, startE2E } from '../harness/index.ts';
import { catalogs, chooseService, chooseUnit, confirmWith } from './booking-helpers.ts';

const e2e = startE2E();

/** Records every report the page's CSP would send, from before the first script runs. */
const recordViolations = async (page: Page): Promise<void> => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
};

const violations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

describe('the content security policy', () => {
  it('is never broken on the way from login to the QR code (zod asks for no eval)', async () => {
    const t = catalogs.th;
    const account = await createAccount(e2e);
    const page = await e2e.newPage({ language: 'th', width: 390 });
    await recordViolations(page);
    await loginInBrowser(page, e2e, account);
    await page.waitForURL('**/service');
    await chooseService(page, t);
    await page.locator('input[name="unit"]').first().waitFor();
    expect(await violations(page)).toEqual([]);
    await chooseUnit(page, t);
    await confirmWith(page, t, PAYMENT_METHOD.qr);
    await page.waitForURL('**/service/payment-qrcode');
    await page.locator('.qr__image').waitFor();
    expect(await violations(page)).toEqual([]);
  });
});
