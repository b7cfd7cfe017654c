import { encodeStoredValue, PAYMENT_METHOD } from '@self-storage/core';
import { formatDate } from '@self-storage/core/dates';
import { formatAmount, toSatang } from '@self-storage/core/money';
import { describe, expect, it } from 'vitest';
import { axeScan, createAccount, noHorizontalScroll, openSignedIn, startE2E } from '../harness/index.ts';
import {
  bookOverApi,
  catalogs,
  chooseService,
  chooseUnit,
  closeDialog,
  confirmWith,
  control,
  dialogMessage,
  pageFlowState,
} from './booking-helpers.ts';

const e2e = startE2E();

const TWELVE_HOURS_AND_A_MINUTE = '12:01:00';

describe('session expiry and booking history', () => {
  it('tells the user when the 12-hour session ends mid-flow and brings them back after login (en, 1280)', async () => {
    const t = catalogs.en;
    const account = await createAccount(e2e);
    const page = await e2e.newPage({ language: 'en' });
    await page.clock.install();
    await openSignedIn(page, e2e, account);
    await chooseService(page, t);

    await page.clock.fastForward(TWELVE_HOURS_AND_A_MINUTE);
    expect(await dialogMessage(page)).toBe(t.errors.sessionExpired);
    await page.waitForURL(
      (url) => url.pathname === '/' && url.searchParams.get('returnUrl') === '/service/unit',
    );
    // One message: the login page under the modal does not say it again, nor after it closes.
    const inline = page.locator('main .notice');
    expect(await inline.count()).toBe(0);
    await closeDialog(page, t);
    await page.locator('input[name="email"]').waitFor();
    expect(await inline.count()).toBe(0);
    await page.locator('input[name="email"]').fill(account.email);
    await page.locator('input[name="password"]').fill(account.password);
    await page.locator('main form button[type="submit"]').click();
    await page.waitForURL('**/service/unit');
    await page.locator('input[name="unit"]').first().waitFor();
  });

  it('ends the session when the server refuses its token, keeping the choices for after login (th, 390)', async () => {
    const t = catalogs.th;
    const account = await createAccount(e2e);
    const page = await e2e.newPage({ language: 'th', width: 390 });
    await openSignedIn(page, e2e, account);
    await chooseService(page, t, { size: 6 });
    const unitId = await chooseUnit(page, t);
    // A token the server does not know, as after a server-side logout.
    const forged = encodeStoredValue({ token: 'forged-token', expiresAt: Date.now() + 3_600_000 });
    await page.evaluate((value) => localStorage.setItem('session', value), forged);
    await page.reload();
    await page.locator('.fees').waitFor();

    await confirmWith(page, t, PAYMENT_METHOD.qr);
    expect(await dialogMessage(page)).toBe(t.errors.sessionExpired);
    await closeDialog(page, t);
    await page.waitForURL((url) => url.searchParams.get('returnUrl') === '/service/summary');
    expect(await page.locator('main .notice').count()).toBe(0);
    await page.locator('input[name="email"]').fill(account.email);
    await page.locator('input[name="password"]').fill(account.password);
    await page.locator('main form button[type="submit"]').click();
    await page.waitForURL('**/service/summary');
    await page.locator('.fees').waitFor();
    const { unit } = await pageFlowState(page);
    expect(unit?.unit_id).toBe(unitId);
    expect(await page.locator('.details').textContent()).toContain(unit?.name);
  });

  it('forgets the booking in progress on logout, so the next login starts clean (en, 1280)', async () => {
    const t = catalogs.en;
    const account = await createAccount(e2e);
    const page = await e2e.newPage({ language: 'en' });
    await openSignedIn(page, e2e, account);
    await chooseService(page, t);
    // The summary of a unit chosen is on screen.
    await chooseUnit(page, t);

    await page.getByRole('button', { name: t.header.userMenu }).click();
    await page.getByRole('button', { name: t.header.logout }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // Signed in again over the API: what the logout left in storage is all the app starts from.
    await openSignedIn(page, e2e, account);
    expect(await page.locator('select[name="branch"]').inputValue()).toBe('');
    // Nothing of the last booking is left: its summary sends the customer back to choose.
    await page.goto(e2e.url('/service/summary'));
    await page.waitForURL((url) => url.pathname === '/service');
    expect(await page.locator('select[name="branch"]').inputValue()).toBe('');
  });

  it('lists bookings with their status and re-pays one awaiting payment (th, 390)', async () => {
    const t = catalogs.th;
    const account = await createAccount(e2e);
    const page = await e2e.newPage({ language: 'th', width: 390 });
    await openSignedIn(page, e2e, account, '/service/history');
    await page.getByText(t.history.empty).waitFor();

    const { customerServiceId } = await bookOverApi(e2e, account);
    await page.reload();
    const item = page.getByTestId('history-item');
    await item.waitFor();
    await expect.poll(() => item.getByText(t.history.statuses.awaitingPayment).isVisible()).toBe(true);
    await axeScan(page);
    await noHorizontalScroll(page);
    await item.getByRole('button', { name: new RegExp(t.history.repay) }).click();
    await page.waitForURL('**/service-ex/summary');
    await page.locator('input[name="paymentMethod"]').first().waitFor();
    const saved = await page.evaluate(() => localStorage.getItem('current_service'));
    expect(JSON.parse(atob(saved ?? ''))).toMatchObject({ serviceId: customerServiceId });
  });

  for (const { language, width } of [
    { language: 'en', width: 1280 },
    { language: 'th', width: 390 },
  ] as const) {
    it(`shows each booking's total, paid, balance and next bill (${language}, ${width})`, async () => {
      const t = catalogs[language];
      const account = await createAccount(e2e);
      const { booking } = await bookOverApi(e2e, account, {
        method: PAYMENT_METHOD.kiosk,
        instalments: true,
      });
      await control(e2e, `/sandbox/kiosk/${booking.payment_reference}/pay`);
      const page = await e2e.newPage({ language, width });
      await openSignedIn(page, e2e, account, '/service/history');
      const item = page.getByTestId('history-item');
      await item.waitFor();
      const [first, second] = booking.invoices;
      const total = booking.invoices.reduce((sum, invoice) => sum + toSatang(invoice.amount), 0);
      const money = (satang: number) =>
        t.payment.amount.replace('{{amount}}', formatAmount(satang, language));
      expect(await item.getByTestId('history-total').textContent()).toBe(money(total));
      expect(await item.getByTestId('history-paid').textContent()).toBe(money(toSatang(first?.amount ?? 0)));
      expect(await item.getByTestId('history-balance').textContent()).toBe(
        money(total - toSatang(first?.amount ?? 0)),
      );
      expect(await item.getByTestId('history-next-bill').textContent()).toBe(
        t.history.nextBillValue
          .replace('{{amount}}', formatAmount(toSatang(second?.amount ?? 0), language))
          .replace('{{date}}', formatDate(second?.due_date ?? '', language)),
      );
      await expect.poll(() => item.getByText(t.rental.status.active).isVisible()).toBe(true);
      await noHorizontalScroll(page);
      await axeScan(page);
    });
  }
});
