import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, formatDate } from '@self-storage/core/dates';
import { refundDate } from '@self-storage/core/figures';
import { bookingDetailPath, buildInvoicePaymentRequest } from '@self-storage/core/flow';
import { formatAmount, toSatang } from '@self-storage/core/money';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
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

// The first test moves the sandbox's clock: every test starts from real time, passed or failed.
afterEach(async () => {
  await control(e2e, '/sandbox/clock', { reset: true });
});

/** A booking of 70 days from today, paid in one bill. */
const paidBooking = async (account: Account) => {
  const made = await bookOverApi(e2e, account);
  const qr = await made.client.payment.qrCheckout(buildInvoicePaymentRequest(made.booking, made.token));
  await control(e2e, `/sandbox/payments/${qr.uuid}/pay`);
  return made;
};

/** Types a date into a rental screen's date field, day, month and Buddhist year, as a person would. */
const typeThaiDate = async (page: Page, name: string, date: string): Promise<void> => {
  const [year = '', month = '', day = ''] = date.split('-');
  await page.locator('main form.rental').hover();
  await dateField(page, name).locator('[role="spinbutton"][data-type="day"]').click();
  await page.keyboard.type(`${day}${month}${Number(year) + 543}`);
};

const serverToday = async (): Promise<string> =>
  ((await (await fetch(e2e.url('/sandbox/clock'))).json()) as { today: string }).today;

/** Text without marks and spaces: pdftotext orders a Thai mark by where it is drawn. */
const loose = (text: string): string => text.normalize('NFKC').replace(/[\p{Mn}\s]/gu, '');

describe('a move-out refund and an extension promotion (th, 390)', () => {
  it('gives notice with a refund, and once the sandbox clock is past the date the detail offers the credit note', async () => {
    await control(e2e, '/sandbox/clock', { reset: true });
    const account = await createAccount(e2e);
    const { client, customerServiceId: id, booking } = await paidBooking(account);
    const page = await e2e.newPage({ language: 'th', width: 390 });
    await openSignedIn(page, e2e, account, bookingDetailPath(id));
    await page.getByRole('link', { name: t.rental.actions.moveOut }).click();
    await page.waitForURL(`**${bookingDetailPath(id)}/move-out`);
    const moveOutDate = addDays(await serverToday(), booking.rental?.notice_days ?? 14);
    await typeThaiDate(page, 'moveOutDate', moveOutDate);
    await page.getByTestId('final-account').waitFor();
    await page.getByRole('button', { name: t.rental.moveOut.confirm }).click();
    await page.waitForURL(`**${bookingDetailPath(id)}`);

    // Before the refund date the detail says when the money comes back, and offers no document yet.
    const refund = page.getByTestId('refund-document');
    await refund.waitFor();
    expect(await refund.textContent()).toContain(formatDate(refundDate(moveOutDate), 'th'));
    expect(await page.getByTestId('credit-note-number').count()).toBe(0);

    // The day after the move-out date by the sandbox's clock (the device's is two weeks behind).
    await control(e2e, '/sandbox/clock', { advance: '16d' });
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    // The same address again: the page the notice led to, opened afresh two weeks later.
    await openSignedIn(page, e2e, account, bookingDetailPath(id));
    const token = await client.customer.login({ username: account.email, password: account.password });
    const note = await client.rental.creditNote({ token, customer_service_id: id });
    expect(note.issue_date).toBe(refundDate(moveOutDate));
    const named = page.getByTestId('credit-note-number');
    await named.waitFor();
    const shown = (await named.textContent()) ?? '';
    expect(shown).toContain(note.credit_note_number);
    expect(shown).toContain(formatAmount(toSatang(note.refund), 'th'));
    // The notice is history now: it no longer offers a withdrawal 'until then'.
    await page.getByText(t.rental.movedOut.replace('{{date}}', formatDate(moveOutDate, 'th'))).waitFor();
    await noEnglishSentence(page);
    await noHorizontalScroll(page);
    await axeScan(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.rental.refund.download }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${note.credit_note_number}.pdf`);
    const path = join(mkdtempSync(join(tmpdir(), 'self-storage-credit-note-')), file.suggestedFilename());
    await file.saveAs(path);
    const text = loose(execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }));
    expect(text).toContain(loose('ใบลดหนี้'));
    expect(text).toContain(note.credit_note_number);
    // Two sign-ins, a notice and a download: longer than the suite's 30 s on a busy machine.
  }, 90_000);

  it('extends with a promotion code: a wrong code says why, a valid one lowers the price that is paid', async () => {
    const account = await createAccount(e2e);
    const { client, token, customerServiceId: id, booking } = await paidBooking(account);
    const page = await e2e.newPage({ language: 'th', width: 390 });
    await openSignedIn(page, e2e, account, `${bookingDetailPath(id)}/extend`);
    const newEnd = addDays(booking.customerServiceEndDt, 30);
    await page.getByText(t.rental.extend.latestEnd.split('{{')[0] ?? '').waitFor();
    await typeThaiDate(page, 'endDate', newEnd);
    const quote = page.getByTestId('extend-quote');
    await quote.waitFor();
    const body = { token, customer_service_id: id, end_date: newEnd };
    const plain = await client.rental.extendQuote({ ...body, promo_code: '' });
    const promoted = await client.rental.extendQuote({ ...body, promo_code: 'WELCOME10' });
    expect(promoted.total_after_discount).toBeLessThan(plain.total_after_discount);
    const totalShown = () => quote.locator('dd').last().textContent();
    expect(await totalShown()).toContain(formatAmount(toSatang(plain.total_after_discount), 'th'));

    const field = page.getByLabel(t.summary.promo.label);
    await field.fill('NOSUCHCODE');
    await page.getByRole('button', { name: t.summary.promo.validate }).click();
    // The server's own reason, in Thai, as on the summary.
    await page.getByRole('alert').filter({ hasText: 'ไม่พบรหัสโปรโมชันนี้' }).waitFor();

    await field.fill('welcome10');
    await page.getByRole('button', { name: t.summary.promo.validate }).click();
    await page
      .getByRole('status')
      .filter({ hasText: promoted.promotion?.name_th ?? '' })
      .waitFor();
    await expect.poll(totalShown).toContain(formatAmount(toSatang(promoted.total_after_discount), 'th'));
    await noEnglishSentence(page);
    await noHorizontalScroll(page);
    await axeScan(page);

    await page.getByRole('button', { name: t.rental.extend.confirm }).click();
    await page.waitForURL('**/service-ex/summary');
    const { booking: after } = await client.booking.current({ token, customer_service_id: id });
    expect(after.rental?.extension?.end_date).toBe(newEnd);
    expect(after.amount_due).toBe(promoted.bills[0]?.amount);
  });
});
