import { PAYMENT_METHOD } from '@self-storage/core';
import { formatDate } from '@self-storage/core/dates';
import { bookingDetailPath, buildInvoicePaymentRequest } from '@self-storage/core/flow';
import { formatAmount, toSatang } from '@self-storage/core/money';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeScan, createAccount, openSignedIn, startE2E } from '../harness/index.ts';
import { bookOverApi, catalogs, control, dialogParts } from './booking-helpers.ts';

// This file moves the sandbox's clock: its sandbox is its own (one per test file).
const e2e = startE2E();

const billStatuses = (page: Page) =>
  page.getByTestId('bill').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-status')));

describe("an instalment booking's later bill", () => {
  it('falls due a rent month after the start and is paid from the booking detail (en, 1280)', async () => {
    const t = catalogs.en;
    const account = await createAccount(e2e);
    const { booking, token, client, customerServiceId } = await bookOverApi(e2e, account, {
      instalments: true,
    });
    expect(booking.invoices.length).toBeGreaterThanOrEqual(2);
    const first = await client.payment.qrCheckout(buildInvoicePaymentRequest(booking, token));
    await control(e2e, `/sandbox/payments/${first.uuid}/pay`);

    // The second bill's due date comes: the sandbox and the browser both live on that day.
    const second = booking.invoices[1];
    if (!second) throw new Error('no second bill');
    const { now } = await control<{ now: string }>(e2e, '/sandbox/clock', {
      set: `${second.due_date}T03:00:00Z`,
    });
    const page = await e2e.newPage({ language: 'en' });
    await page.clock.install({ time: Date.parse(now) });
    await openSignedIn(page, e2e, account, `/service/history/${customerServiceId}`);
    await page.getByTestId('bill').first().waitFor();
    expect(await billStatuses(page)).toEqual([
      'paid',
      'pending',
      ...booking.invoices.slice(2).map(() => 'pending'),
    ]);
    expect(await page.getByTestId('detail-due-now').textContent()).toBe(
      `${(second.amount).toLocaleString('en-US', { minimumFractionDigits: 2 })} baht`,
    );
    await axeScan(page);

    await page.getByRole('button', { name: t.bookingDetail.pay }).click();
    await page.waitForURL('**/service-ex/summary');
    await page.locator(`input[name="paymentMethod"][value="${PAYMENT_METHOD.qr}"]`).check();
    const checkout = page.waitForResponse((r) => r.url().endsWith('/booking/qr/checkout'));
    // Waited for from the start: the page listens 3 s after the QR is made, which a slow check
    // below can outlast.
    const listening = page.waitForRequest((r) => r.url().includes('/callback/'));
    await page.getByRole('button', { name: t.summary.confirm }).click();
    const { data } = (await (await checkout).json()) as { data: { uuid: string; amount: number } };
    expect(data.amount).toBe(second.amount);
    // A later bill: its number and due date, no hold on a unit that is the customer's already.
    const panel = page.locator('.booking-panel');
    await panel.getByText(t.payment.laterBill.dueDate).waitFor();
    expect(await panel.textContent()).toContain(formatDate(second.due_date, 'en'));
    expect(await panel.textContent()).toContain(
      t.payment.laterBill.billOf
        .replace('{{number}}', '2')
        .replace('{{count}}', String(booking.invoices.length)),
    );
    expect(await panel.getByText(t.booking.paymentDeadline).count()).toBe(0);
    expect(await page.locator('main').textContent()).not.toContain('the unit is released');
    await axeScan(page);
    expect((await listening).url()).toContain(`/callback/${data.uuid}`);
    await control(e2e, `/sandbox/payments/${data.uuid}/pay`);
    await page.waitForURL('**/service/payment-success');
    const baht = (amount: number) => `${formatAmount(toSatang(amount), 'en')} baht`;
    expect(await page.getByTestId('confirmation-paid').textContent()).toBe(baht(second.amount));
    const rest = booking.invoices.slice(2).reduce((sum, invoice) => sum + toSatang(invoice.amount), 0);
    expect(await page.getByTestId('confirmation-remaining').textContent()).toBe(
      `${formatAmount(rest, 'en')} baht`,
    );
    await page.getByRole('link', { name: t.confirmation.viewBooking }).click();
    await page.waitForURL(`**/service/history/${customerServiceId}`);
    await page.getByTestId('bill').first().waitFor();
    expect(await billStatuses(page)).toEqual([
      'paid',
      'paid',
      ...booking.invoices.slice(2).map(() => 'pending'),
    ]);
    expect(await page.getByTestId('detail-due-now').textContent()).toBe('0.00 baht');
    expect(await page.getByRole('button', { name: t.bookingDetail.pay }).count()).toBe(0);
  });

  it("a paid booking's re-payment link shows the spec's noAmount modal, says it is paid and leads to its detail (th, 390)", async () => {
    const t = catalogs.th;
    const account = await createAccount(e2e);
    await control(e2e, '/sandbox/clock', { reset: true });
    const { booking, token, client, customerServiceId } = await bookOverApi(e2e, account);
    const qr = await client.payment.qrCheckout(buildInvoicePaymentRequest(booking, token));
    await control(e2e, `/sandbox/payments/${qr.uuid}/pay`);
    const { url } = await control<{ url: string }>(e2e, '/sandbox/links', {
      type: 'payment',
      customer_service_id: customerServiceId,
    });
    const page = await e2e.newPage({ language: 'th', width: 390 });
    await openSignedIn(page, e2e, account);
    await page.goto(url);
    await page.waitForURL('**/service-ex/summary');
    // The spec's message in its modal (SPEC section 5), what the booking's state is and the way to it beside.
    const parts = await dialogParts(page);
    expect(parts).toEqual({
      title: t.summary.paidUpTitle,
      message: t.errors.noAmount,
      next: '',
      links: [t.summary.paidUpLink],
    });
    await axeScan(page);
    await page.getByRole('dialog').getByRole('link', { name: t.summary.paidUpLink }).click();
    await page.waitForURL(`**${bookingDetailPath(customerServiceId)}`);
    // Closed instead, the page says the same with its own link.
    await page.goto(url);
    await page.waitForURL('**/service-ex/summary');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(false);
    await page.getByText(t.summary.paidUp, { exact: true }).first().waitFor();
    await page.locator('main').getByRole('link', { name: t.summary.paidUpLink }).click();
    await page.waitForURL(`**${bookingDetailPath(customerServiceId)}`);
  });
});
