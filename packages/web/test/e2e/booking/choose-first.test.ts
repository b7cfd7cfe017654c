import { describe, expect, it } from 'vitest';
import { axeScan, createAccount, openSignedIn, startE2E } from '../harness/index.ts';
import {
  bangkokDay,
  catalogs,
  chooseService,
  chooseUnit,
  closeDialog,
  dialogMessage,
  typeDate,
} from './booking-helpers.ts';

const e2e = startE2E();

const focusedName = (page: import('playwright-core').Page) =>
  page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? '');

describe('errors where SPEC section 8 puts them, and one request per step', () => {
  for (const { language, width } of [
    { language: 'th', width: 390 },
    { language: 'en', width: 1280 },
  ] as const) {
    it(`opens the error modal for each choose-first error, then marks and focuses the field (${language}, ${width})`, async () => {
      const t = catalogs[language];
      const page = await e2e.newPage({ language, width });
      const unitRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/service/get-unit')) unitRequests.push(request.url());
      });
      await openSignedIn(page, e2e, await createAccount(e2e));

      // Select all items.
      await typeDate(page, 'startDate', bangkokDay());
      await typeDate(page, 'endDate', bangkokDay(9));
      await page.getByRole('button', { name: t.service.next }).click();
      expect(await dialogMessage(page)).toBe(t.errors.emptyData);
      expect(await page.getByRole('dialog').getByRole('button', { name: t.common.close }).isVisible()).toBe(
        true,
      );
      await axeScan(page);
      await closeDialog(page, t);
      await expect.poll(() => focusedName(page)).toBe('branch');
      expect(await page.locator('select[name="branch"]').getAttribute('aria-invalid')).toBe('true');

      // Choose a unit before continuing; the list came with select service's one request.
      await chooseService(page, t, { days: 10 });
      await page.locator('input[name="unit"]').first().waitFor();
      expect(unitRequests).toHaveLength(1);
      await page.getByRole('button', { name: t.unit.next }).click();
      expect(await dialogMessage(page)).toBe(t.errors.unitRequire);
      await closeDialog(page, t);
      await expect.poll(() => focusedName(page)).toBe('unit');
      await expect.poll(() => page.getByText(t.errors.unitRequire).isVisible()).toBe(true);

      // Choose a payment method before continuing.
      await chooseUnit(page, t);
      await page.getByRole('button', { name: t.summary.confirm }).click();
      expect(await dialogMessage(page)).toBe(t.errors.paymentRequire);
      await closeDialog(page, t);
      await expect.poll(() => focusedName(page)).toBe('paymentMethod');
      await expect.poll(() => page.getByText(t.errors.paymentRequire).isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/service/summary');
    });
  }

  it('answers a wrong password on a Thai screen in Thai (th, 390)', async () => {
    const t = catalogs.th;
    const account = await createAccount(e2e);
    const page = await e2e.newPage({ language: 'th', width: 390 });
    await page.goto(e2e.url('/'));
    await page.locator('input[name="email"]').fill(account.email);
    await page.locator('input[name="password"]').fill('Not-the-password-1');
    await page.locator('main form button[type="submit"]').click();
    const message = await dialogMessage(page);
    expect(message).toBe('อีเมลหรือรหัสผ่านไม่ถูกต้อง');
    await closeDialog(page, t);
  });
});
