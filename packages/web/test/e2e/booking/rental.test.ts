import { PAYMENT_METHOD, type SelfStorageClient } from '@self-storage/core';
import { addDays, formatDate } from '@self-storage/core/dates';
import { bookingDetailPath, buildInvoicePaymentRequest } from '@self-storage/core/flow';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  type Account,
  axeScan,
  createAccount,
  noEnglishSentence,
  noHorizontalScroll,
  openSignedIn,
  startE2E,
} from '../harness/index.ts';
import { bookOverApi, catalogs, control, dateField } from './booking-helpers.ts';

const e2e = startE2E();
const t = catalogs.th;

/** A booking of 70 days from today, paid in one bill. */
const paidBooking = async (account: Account) => {
  const made = await bookOverApi(e2e, account);
  const qr = await made.client.payment.qrCheckout(buildInvoicePaymentRequest(made.booking, made.token));
  await control(e2e, `/sandbox/payments/${qr.uuid}/pay`);
  return made;
};

const current = async (client: SelfStorageClient, token: string, id: number) =>
  (await client.booking.current({ token, customer_service_id: id })).booking;

/** Types a date into a rental screen's date field, day, month and Buddhist year, as a person would. */
const typeThaiDate = async (page: Page, name: string, date: string): Promise<void> => {
  const [year = '', month = '', day = ''] = date.split('-');
  await page.locator('main form.rental').hover();
  await dateField(page, name).locator('[role="spinbutton"][data-type="day"]').click();
  await page.keyboard.type(`${day}${month}${Number(year) + 543}`);
};

const serverToday = async (): Promise<string> =>
  ((await (await fetch(e2e.url('/sandbox/clock'))).json()) as { today: string }).today;

describe('changing a rental (th, 390)', () => {
  it('extends a paid booking: the price and bills first, then paying them moves the end', async () => {
    const account = await createAccount(e2e);
    const { client, token, customerServiceId: id, booking } = await paidBooking(account);
    const page = await e2e.newPage({ language: 'th', width: 390 });
    await openSignedIn(page, e2e, account, bookingDetailPath(id));
    await page.getByRole('link', { name: t.rental.actions.extend }).click();
    await page.waitForURL(`**${bookingDetailPath(id)}/extend`);
    const newEnd = addDays(booking.customerServiceEndDt, 30);
    await page.getByText(t.rental.extend.latestEnd.split('{{')[0] ?? '').waitFor();
    await typeThaiDate(page, 'endDate', newEnd);
    const quote = page.getByTestId('extend-quote');
    await quote.waitFor();
    const expected = await client.rental.extendQuote({
      token,
      customer_service_id: id,
      end_date: newEnd,
      promo_code: '',
    });
    expect(expected.days).toBe(30);
    const text = (await quote.textContent()) ?? '';
    expect(text).toContain(formatDate(newEnd, 'th'));
    expect(await quote.locator('dd').nth(2).textContent()).toBe('30');
    for (const bill of expected.bills) expect(text).toContain(formatDate(bill.due_date, 'th'));
    await noEnglishSentence(page);
    await noHorizontalScroll(page);
    await axeScan(page);

    await page.getByRole('button', { name: t.rental.extend.confirm }).click();
    await page.waitForURL('**/service-ex/summary');
    await page.locator(`input[name="paymentMethod"][value="${PAYMENT_METHOD.qr}"]`).check();
    const checkout = page.waitForResponse((r) => r.url().endsWith('/booking/qr/checkout'));
    await page.getByRole('button', { name: new RegExp(`^${t.summary.confirm}`) }).click();
    const { data } = (await (await checkout).json()) as { data: { uuid: string; amount: number } };
    expect(data.amount).toBe(expected.bills[0]?.amount);
    await page.waitForRequest((r) => r.url().includes(`/callback/${data.uuid}`));
    await control(e2e, `/sandbox/payments/${data.uuid}/pay`);
    await page.waitForURL('**/service/payment-success');
    const after = await current(client, token, id);
    expect(after.customerServiceEndDt).toBe(newEnd);
    expect(after.rental?.extension).toBeNull();
  });

  it('gives notice: the final account before confirming, then the notice on the booking, withdrawn again', async () => {
    const account = await createAccount(e2e);
    const { client, token, customerServiceId: id, booking } = await paidBooking(account);
    const page = await e2e.newPage({ language: 'th', width: 390 });
    await openSignedIn(page, e2e, account, bookingDetailPath(id));
    await page.getByRole('link', { name: t.rental.actions.moveOut }).click();
    await page.waitForURL(`**${bookingDetailPath(id)}/move-out`);
    const earliest = addDays(await serverToday(), booking.rental?.notice_days ?? 14);
    await page.getByText(formatDate(earliest, 'th'), { exact: false }).first().waitFor();
    // The first day allowed: one rent month begun, the rest of the rent paid refunded.
    const moveOutDate = earliest;
    await typeThaiDate(page, 'moveOutDate', moveOutDate);
    const account$ = page.getByTestId('final-account');
    await account$.waitFor();
    const expected = await client.rental.moveOutQuote({
      token,
      customer_service_id: id,
      move_out_date: moveOutDate,
    });
    expect(expected.refund).toBeGreaterThan(0);
    const text = (await account$.textContent()) ?? '';
    expect(text).toContain(t.rental.moveOut.refund);
    expect(text).toContain(
      expected.refund.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    );
    expect(text).toContain(t.rental.moveOut.policy);
    // Nothing changed yet: the quote only shows.
    expect((await current(client, token, id)).rental?.move_out).toBeNull();
    await noEnglishSentence(page);
    await noHorizontalScroll(page);
    await axeScan(page);

    await page.getByRole('button', { name: t.rental.moveOut.confirm }).click();
    await page.waitForURL(`**${bookingDetailPath(id)}`);
    await page.getByText(t.rental.moveOut.done.split('{{')[0] ?? '').waitFor();
    expect((await current(client, token, id)).customerServiceEndDt).toBe(moveOutDate);
    expect(await page.getByRole('link', { name: t.rental.actions.moveOut }).count()).toBe(0);

    await page.getByRole('button', { name: t.rental.actions.withdraw }).click();
    await page.getByText(t.rental.withdrawn.split('{{')[0] ?? '').waitFor();
    expect((await current(client, token, id)).customerServiceEndDt).toBe(booking.customerServiceEndDt);
    await page.getByRole('link', { name: t.rental.actions.moveOut }).waitFor();
  });

  it('orders history as a customer reads it and books an expired or ended booking again', async () => {
    await control(e2e, '/sandbox/clock', { reset: true });
    const account = await createAccount(e2e);
    const unpaid = await bookOverApi(e2e, account);
    const paid = await paidBooking(account);
    await control(e2e, '/sandbox/clock', { advance: '3h' });
    const page = await e2e.newPage({ language: 'th', width: 390 });
    await openSignedIn(page, e2e, account, '/service/history');
    await page.getByTestId('history-item').nth(1).waitFor();
    const statuses = () => page.getByTestId('history-status').allTextContents();
    expect(await statuses()).toEqual([
      `${t.history.status}: ${t.rental.status.active}`,
      `${t.history.status}: ${t.rental.status.expired}`,
    ]);
    const items = page.getByTestId('history-item');
    expect(await items.nth(0).textContent()).toContain(paid.booking.booking_number);
    expect(
      await items
        .nth(0)
        .getByRole('button', { name: new RegExp(t.rental.actions.bookAgain) })
        .count(),
    ).toBe(0);
    await noEnglishSentence(page);

    await items
      .nth(1)
      .getByRole('button', { name: new RegExp(t.rental.actions.bookAgain) })
      .click();
    await page.waitForURL((url) => url.pathname === '/service');
    const selection = unpaid.booking.rental?.selection;
    await expect.poll(() => page.locator('select[name="size"]').inputValue()).not.toBe('');
    expect(await page.locator('select[name="branch"]').inputValue()).toBe(String(selection?.project_id));
    expect(await page.locator('select[name="group"]').inputValue()).toBe(String(selection?.open_service_id));

    // 71 days on, the paid booking has ended: it comes before the expired one, with book again.
    await control(e2e, '/sandbox/clock', { advance: '71d' });
    // The session lapsed with the time skipped: this device logs in again.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await openSignedIn(page, e2e, account, '/service/history');
    await page.getByTestId('history-item').nth(1).waitFor();
    expect(await statuses()).toEqual([
      `${t.history.status}: ${t.rental.status.ended}`,
      `${t.history.status}: ${t.rental.status.expired}`,
    ]);
    // Its detail says so too, by the server's today (the device's is 71 days behind).
    await page.goto(e2e.url(`/service/history/${paid.customerServiceId}`));
    await expect
      .poll(() => page.getByTestId('booking-status').textContent())
      .toBe(`${t.bookingDetail.status}: ${t.rental.status.ended}`);
    await page.goto(e2e.url('/service/history'));
    await page.getByTestId('history-item').nth(1).waitFor();
    await items
      .nth(0)
      .getByRole('button', { name: new RegExp(t.rental.actions.bookAgain) })
      .click();
    await page.waitForURL((url) => url.pathname === '/service');
    await expect.poll(() => page.locator('select[name="size"]').inputValue()).not.toBe('');
    await control(e2e, '/sandbox/clock', { reset: true });
  });
});
