import { execFileSync } from 'node:child_process';
import { PAYMENT_METHOD } from '@self-storage/core';
import { formatDate } from '@self-storage/core/dates';
import { buildInvoicePaymentRequest } from '@self-storage/core/flow';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeScan,
  createAccount,
  fitsWidths,
  noEnglishSentence,
  openSignedIn,
  savedDownload,
  startE2E,
} from '../harness/index.ts';
import { bookOverApi, catalogs, control } from './booking-helpers.ts';

const e2e = startE2E();

/** Downloads the receipt of a bill from the detail page; its text as pdftotext reads it (NFKC). */
const downloadReceipt = async (page: Page, name: string): Promise<{ filename: string; text: string }> => {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name }).click();
  const file = await download;
  const path = await savedDownload(file);
  const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }).normalize('NFKC');
  return { filename: file.suggestedFilename(), text };
};

/** Each bill's number, due date, amount and status label, as the table shows them. */
const billRows = (page: Page) =>
  page
    .getByTestId('bill')
    .evaluateAll((rows) =>
      rows.map((row) => [
        ...[...row.querySelectorAll('th, td')].slice(0, 3).map((cell) => cell.textContent?.trim() ?? ''),
        row.querySelector('.bill-status')?.textContent?.trim() ?? '',
      ]),
    );

describe('booking detail', () => {
  it('opens from history with every field, the bills with due dates and statuses (en)', async () => {
    const t = catalogs.en;
    const account = await createAccount(e2e);
    const { booking, token, client, customerServiceId } = await bookOverApi(e2e, account, {
      instalments: true,
    });
    const { uuid } = await client.payment.qrCheckout(buildInvoicePaymentRequest(booking, token));
    await control(e2e, `/sandbox/payments/${uuid}/pay`);

    const page = await e2e.newPage({ language: 'en' });
    await openSignedIn(page, e2e, account);
    await page.getByRole('button', { name: t.header.userMenu }).click();
    await page.getByRole('link', { name: t.header.bookingHistory }).click();
    await page.getByTestId('history-item').first().waitFor();
    await page.getByRole('link', { name: `${t.bookingDetail.view} ${booking.booking_number}` }).click();
    await page.waitForURL(`**/service/history/${customerServiceId}`);
    await page.getByTestId('bill').first().waitFor();

    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      `Booking ${booking.booking_number}`,
    );
    expect(await page.getByTestId('booking-status').textContent()).toContain(t.rental.status.active);
    const main = page.locator('main');
    for (const label of [
      t.booking.branch,
      t.booking.startDate,
      t.booking.endDate,
      t.booking.period,
      t.booking.serviceGroup,
      t.booking.size,
      t.booking.building,
      t.booking.floor,
      t.booking.unit,
      t.booking.dimensions,
      t.booking.promotion,
      t.booking.discount,
      t.booking.unitRent,
      t.booking.total,
      t.booking.instalments,
      t.booking.paymentMethod,
      t.booking.bookingNumber,
    ]) {
      expect(await main.locator('dt', { hasText: label }).count(), label).toBeGreaterThan(0);
    }
    const rows = await billRows(page);
    expect(rows).toHaveLength(booking.invoices.length);
    rows.forEach((cells, index) => {
      const invoice = booking.invoices[index];
      expect(cells[0]).toBe(`Bill ${index + 1}`);
      expect(cells[1]).toBe(formatDate(invoice?.due_date ?? '', 'en'));
      expect(cells[3]).toBe(
        index === 0 ? t.bookingDetail.billStatuses.paid : t.bookingDetail.billStatuses.pending,
      );
    });
    // Nothing is due before the second bill's date: no pay button.
    expect(await page.getByRole('button', { name: t.bookingDetail.pay }).count()).toBe(0);
    const receipt = await downloadReceipt(page, 'Receipt for bill 1');
    expect(receipt.filename).toMatch(/^RC-\d{4}-\d{6}\.pdf$/);
    expect(receipt.text).toContain(booking.booking_number);
    expect(receipt.text).toContain('Total paid');
    expect(receipt.text).toContain(
      (booking.invoices[0]?.amount ?? 0).toLocaleString('en-US', { minimumFractionDigits: 2 }),
    );
    expect(await page.getByRole('button', { name: 'Receipt for bill 2' }).count()).toBe(0);
    await axeScan(page);
    await fitsWidths(page, 'detail-en', [1280, 390]);
  });

  it('is deep-linkable behind login, shows the live countdown of an unpaid booking, and pays it (th, 390)', async () => {
    const t = catalogs.th;
    const account = await createAccount(e2e);
    const { booking, customerServiceId } = await bookOverApi(e2e, account);
    const page = await e2e.newPage({ language: 'th', width: 390 });
    const path = `/service/history/${customerServiceId}`;
    await page.goto(e2e.url(path));
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('returnUrl') === path);
    await page.locator('input[name="email"]').fill(account.email);
    await page.locator('input[name="password"]').fill(account.password);
    await page.locator('main form button[type="submit"]').click();
    await page.waitForURL(`**${path}`);

    const countdown = page.getByTestId('booking-countdown');
    await countdown.waitFor();
    const first = await countdown.textContent();
    expect(first).toMatch(/^0[12]:\d\d:\d\d$/);
    await expect.poll(() => countdown.textContent(), { timeout: 5000 }).not.toBe(first);
    expect(await page.getByTestId('booking-status').textContent()).toContain(t.rental.status.awaitingPayment);
    expect((await billRows(page))[0]?.[3]).toBe(t.bookingDetail.billStatuses.pending);
    expect(await page.locator('main').textContent()).not.toMatch(/\b(Bill|Paid|Unpaid|baht)\b/);
    await noEnglishSentence(page);
    await axeScan(page);
    await fitsWidths(page, 'detail-th', [390, 1280]);

    await page.getByRole('button', { name: t.bookingDetail.pay }).click();
    await page.waitForURL('**/service-ex/summary');
    await page.locator(`input[name="paymentMethod"][value="${PAYMENT_METHOD.qr}"]`).check();
    const checkout = page.waitForResponse((r) => r.url().endsWith('/booking/qr/checkout'));
    await page.getByRole('button', { name: t.summary.confirm }).click();
    const { data } = (await (await checkout).json()) as { data: { uuid: string } };
    await page.waitForRequest((r) => r.url().includes(`/callback/${data.uuid}`));
    await control(e2e, `/sandbox/payments/${data.uuid}/pay`);
    await page.waitForURL('**/service/payment-success');
    expect(await page.getByTestId('confirmation-number').textContent()).toBe(booking.booking_number);
    await page.getByRole('link', { name: t.confirmation.viewBooking }).click();
    await page.waitForURL(`**${path}`);
    await page.getByTestId('bill').first().waitFor();
    expect((await billRows(page))[0]?.[3]).toBe(t.bookingDetail.billStatuses.paid);
    expect(await page.getByTestId('booking-countdown').count()).toBe(0);
    const receipt = await downloadReceipt(page, 'ใบเสร็จของบิลที่ 1');
    expect(receipt.text).toContain('ใบเสร็จรับเงิน');
    expect(receipt.text).toContain(booking.booking_number);
  });

  it('asks the booking again when its payment deadline passes and shows it expired (en, 1280)', async () => {
    const t = catalogs.en;
    const account = await createAccount(e2e);
    const { booking } = await bookOverApi(e2e, account);
    const page = await e2e.newPage({ language: 'en' });
    await page.clock.install();
    await openSignedIn(page, e2e, account);
    await page.getByRole('button', { name: t.header.userMenu }).click();
    await page.getByRole('link', { name: t.header.bookingHistory }).click();
    await page.getByRole('link', { name: `${t.bookingDetail.view} ${booking.booking_number}` }).click();
    await page.getByTestId('booking-countdown').waitFor();
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/booking/current-service')) lookups.push(request.url());
    });

    // The hold lapses on the server; the page learns it when its countdown reaches zero.
    await control(e2e, `/sandbox/targets/${booking.booking_number}/expire`);
    const left = Date.parse(booking.payment_deadline) - (await page.evaluate(() => Date.now()));
    await page.clock.fastForward(left + 1000);
    await expect
      .poll(() => page.getByTestId('booking-status').textContent())
      .toContain(t.rental.status.expired);
    expect(await page.getByTestId('booking-countdown').count()).toBe(0);
    expect(lookups).toHaveLength(1);
  });

  it("says so for a booking that is not the customer's", async () => {
    const t = catalogs.en;
    const owner = await createAccount(e2e);
    const { customerServiceId } = await bookOverApi(e2e, owner);
    const page = await e2e.newPage({ language: 'en' });
    await openSignedIn(page, e2e, await createAccount(e2e), `/service/history/${customerServiceId}`);
    await page.getByText(t.bookingDetail.notFound).waitFor();
    await page.getByRole('link', { name: t.bookingDetail.back }).click();
    await page.waitForURL('**/service/history');
  });
});
