import { type Language, PAYMENT_METHOD, SelfStorageClient } from '@self-storage/core';
import { formatAmount, toSatang } from '@self-storage/core/money';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  type Account,
  axeScan,
  createAccount,
  fitsWidths,
  noEnglishSentence,
  openSignedIn,
  startE2E,
} from '../harness/index.ts';
import { catalogs, chooseService, chooseUnit, confirmWith, control } from './booking-helpers.ts';

const e2e = startE2E();

/** Books in the browser, pays by QR through the sandbox and waits for the success page. */
const bookAndPayByQr = async (page: Page, account: Account, language: Language) => {
  const t = catalogs[language];
  await openSignedIn(page, e2e, account);
  await page.waitForURL('**/service');
  await chooseService(page, t, { days: 40 });
  await chooseUnit(page, t);
  const checkout = page.waitForResponse((r) => r.url().endsWith('/booking/qr/checkout'));
  await confirmWith(page, t, PAYMENT_METHOD.qr);
  const { data } = (await (await checkout).json()) as { data: { uuid: string; amount: number } };
  await page.waitForRequest((r) => r.url().includes(`/callback/${data.uuid}`));
  await control(e2e, `/sandbox/payments/${data.uuid}/pay`);
  await page.waitForURL('**/service/payment-success');
  await page.getByTestId('confirmation-number').waitFor();
  const client = new SelfStorageClient({ baseUrl: e2e.baseUrl });
  const token = await client.customer.login({ username: account.email, password: account.password });
  const [booking] = await client.booking.history({ token });
  if (!booking) throw new Error('no booking in the history');
  return { booking, amount: data.amount };
};

describe('the success page after a QR payment', () => {
  it('shows the booking number, branch, unit, amount paid and the way in; a reload keeps it (en)', async () => {
    const t = catalogs.en;
    const account = await createAccount(e2e);
    const page = await e2e.newPage({ language: 'en' });
    const { booking, amount } = await bookAndPayByQr(page, account, 'en');

    expect(await page.getByTestId('confirmation-number').textContent()).toBe(booking.booking_number);
    expect(await page.getByTestId('confirmation-unit').textContent()).toContain(
      `unit ${booking.unit.aliasName}`,
    );
    expect(await page.getByTestId('confirmation-paid').textContent()).toBe(
      `${formatAmount(toSatang(amount), 'en')} baht`,
    );
    const main = page.locator('main');
    expect(await main.textContent()).toContain('215 Yaowarat Road');
    expect(await main.getByRole('link', { name: 'Phone 02-221-4455' }).getAttribute('href')).toBe(
      'tel:022214455',
    );
    expect(await main.textContent()).toContain(t.confirmation.accessKeyCard);
    expect(await main.textContent()).toContain(t.confirmation.accessHours);
    expect(await page.evaluate(() => localStorage.getItem('current_service'))).toBeNull();
    await axeScan(page);
    await fitsWidths(page, 'success-en', [1280, 390]);

    await page.reload();
    await page.getByTestId('confirmation-number').waitFor();
    expect(await page.getByTestId('confirmation-number').textContent()).toBe(booking.booking_number);
    await page.getByRole('button', { name: t.payment.fail.newBooking }).click();
    await page.waitForURL((url) => url.pathname === '/service');
  });

  it('reads in Thai with no English sentence (th, 390)', async () => {
    const t = catalogs.th;
    const account = await createAccount(e2e);
    const page = await e2e.newPage({ language: 'th', width: 390 });
    const { booking } = await bookAndPayByQr(page, account, 'th');
    expect(await page.getByTestId('confirmation-number').textContent()).toBe(booking.booking_number);
    const main = page.locator('main');
    expect(await main.textContent()).toContain('215 ถนนเยาวราช');
    expect(await main.textContent()).toContain(t.confirmation.accessTitle);
    expect(await main.textContent()).not.toMatch(/\b(Building|floor|unit|baht|Phone)\b/);
    await noEnglishSentence(page);
    await axeScan(page);
    await fitsWidths(page, 'success-th', [390, 1280]);
  });
});
