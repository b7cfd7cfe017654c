import { mkdirSync } from 'node:fs';
import { PAYMENT_METHOD, SelfStorageClient } from '@self-storage/core';
import { addDays, formatDate } from '@self-storage/core/dates';
import { bookingDetailPath, ROUTES } from '@self-storage/core/flow';
import { formatAmount, toSatang } from '@self-storage/core/money';
import { LATER_FAILING_CARDS, TEST_CARDS } from '@self-storage/sandbox';
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type Account,
  axeScan,
  createAccount,
  noEnglishSentence,
  noHorizontalScroll,
  noThaiWordSplit,
  openSignedIn,
  startE2E,
} from '../harness/index.ts';
import { readOutbox } from '../harness/outbox.ts';
import { bookOverApi, catalogs, chooseService, chooseUnit, confirmWith, control } from './booking-helpers.ts';

// This file moves the sandbox's clock: every test starts from real time, passed or failed.
const e2e = startE2E();
const t = catalogs.th;
const PHONE = { language: 'th', width: 390 } as const;
/** Screenshots of the screens autopay changes, when SHOTS names a folder (looked at by a person). */
const SHOTS = process.env.AUTOPAY_SHOTS;

afterEach(async () => {
  await control(e2e, '/sandbox/clock', { reset: true });
});

const WIDTHS = [390, 1280] as const;
const SHOT_HEIGHT = 900;
/** A phone whose clock runs ten minutes ahead of the server's. */
const DEVICE_AHEAD_MS = 10 * 60 * 1000;

/** Screenshots at both widths, the page and `part` of it, as the page is now. */
const shootWidths = async (page: Page, name: string, part?: Locator): Promise<void> => {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: SHOT_HEIGHT });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    if (part) await part.screenshot({ path: `${SHOTS}/${name}-${width}-part.png` });
  }
  await page.setViewportSize({ width: PHONE.width, height: SHOT_HEIGHT });
};

/** An app screen in Thai and in English (switched in its header), at both widths; back in Thai after. */
const shoot = async (page: Page, name: string, part?: Locator): Promise<void> => {
  if (!SHOTS) return;
  for (const language of ['en', 'th'] as const) {
    await page.locator('.language-select select').selectOption(language);
    await page.locator(`html[lang="${language}"]`).waitFor();
    await shootWidths(page, `${name}-${language}`, part);
  }
};

/** Fills the sandbox's card page, ticking "save this card for my next bills". */
const payAndSave = async (page: Page, number: string): Promise<void> => {
  await page.waitForURL('**/sandbox/card/**');
  if (SHOTS) {
    const url = page.url();
    for (const language of ['en', 'th'] as const) {
      await page.goto(url.replace(/lang=\w+/, `lang=${language}`));
      await shootWidths(page, `card-page-${language}`, page.locator('label.consent'));
    }
  }
  await page.locator('input[name="name"]').fill('Somchai Jaidee');
  await page.locator('input[name="number"]').fill(number);
  await page.locator('input[name="expiry"]').fill('12/30');
  await page.locator('input[name="cvc"]').fill('123');
  await page.locator('input[name="save"]').check();
  await page.locator('button[type="submit"]').click();
};

/** The sandbox and the browser both on `date`, 10:00 in Bangkok. */
const liveOn = async (page: Page, date: string): Promise<void> => {
  const { now } = await control<{ now: string }>(e2e, '/sandbox/clock', { set: `${date}T03:00:00Z` });
  await page.clock.install({ time: Date.parse(now) });
};

const billStatuses = (page: Page) =>
  page.getByTestId('bill').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-status')));

const baht = (amount: number) => `${formatAmount(toSatang(amount), 'th')} บาท`;

/** A session of its own after the clock moved: the earlier one has lapsed. */
const signedInOn = async (account: Account, date: string, path: string): Promise<Page> => {
  const page = await e2e.newPage(PHONE);
  await liveOn(page, date);
  await openSignedIn(page, e2e, account, path);
  return page;
};

/** A new customer's booking in instalments to pay by card, with its card page's address. */
const cardBooking = async () => {
  const account = await createAccount(e2e);
  const made = await bookOverApi(e2e, account, { instalments: true, method: PAYMENT_METHOD.card });
  const url = await made.client.payment.cardCheckout({
    tokenu: made.token,
    customerInvoiceIds: [made.booking.invoices[0]?.id ?? 0],
  });
  return { ...made, account, id: made.customerServiceId, url };
};

describe('autopay (th, 390)', () => {
  it('saves a card while paying, shows it on the account page, switches autopay on from the detail and pays the next bill when the clock reaches it', async () => {
    const account = await createAccount(e2e);
    const page = await e2e.newPage(PHONE);
    await openSignedIn(page, e2e, account);
    await chooseService(page, t);
    await chooseUnit(page, t);
    await page.locator('input[name="instalments"]').check();
    await confirmWith(page, t, PAYMENT_METHOD.card);
    await payAndSave(page, TEST_CARDS.success);
    await page.waitForURL('**/service/payment-success');
    // The success page offers autopay for the card just saved.
    const offer = page.getByTestId('autopay-offer');
    await offer.getByRole('heading', { name: t.autopay.offer }).waitFor();
    await noEnglishSentence(page);
    await noHorizontalScroll(page);
    await noThaiWordSplit(page);
    await shoot(page, 'success-offer', offer);

    // The account page lists the card: brand, last 4 digits, expiry, the default.
    await page.goto(e2e.url(ROUTES.account));
    const card = page.getByTestId('saved-card');
    await card.waitFor();
    expect(await card.innerText()).toContain('วีซ่า •••• 4242');
    expect(await card.innerText()).toContain('12/30');
    expect(await card.innerText()).toContain(t.autopay.cards.default);
    await axeScan(page);
    await noEnglishSentence(page);
    await noHorizontalScroll(page);
    await noThaiWordSplit(page);
    await shoot(page, 'account-cards', card);

    // Autopay switched on from the booking's detail: the card and the next charge from the statement.
    await page.goto(e2e.url(ROUTES.history));
    await page.locator('a[href^="/service/history/"]').first().click();
    await page.waitForURL('**/service/history/*');
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    const section = page.getByTestId('autopay');
    const toggle = section.getByRole('switch', { name: t.autopay.switchLabel });
    await toggle.check();
    await section.getByText(t.autopay.nextCharge).waitFor();
    const client = new SelfStorageClient({ baseUrl: e2e.baseUrl });
    const token = await client.customer.login({ username: account.email, password: account.password });
    const before = await client.rental.statement({ token, customer_service_id: id });
    const next = before.autopay.next_charge;
    if (!next) throw new Error('no next charge');
    const details = await section.innerText();
    expect(details).toContain('วีซ่า •••• 4242');
    expect(details).toContain(formatDate(next.date, 'th'));
    expect(details).toContain(baht(next.amount));
    await axeScan(page);
    await noEnglishSentence(page);
    await noHorizontalScroll(page);
    await noThaiWordSplit(page);
    await shoot(page, 'detail-autopay', section);

    // The clock reaches the second bill's due date: autopay pays it, with its receipt.
    const later = await signedInOn(account, next.date, bookingDetailPath(id));
    await later.getByTestId('bill').first().waitFor();
    await expect
      .poll(() => billStatuses(later))
      .toEqual(before.bills.map((_, index) => (index < 2 ? 'paid' : 'pending')));
    await later
      .getByRole('button', { name: t.bookingDetail.receiptFor.replace('{{number}}', '2') })
      .waitFor();
    const mails = await readOutbox(e2e.baseUrl, account.email);
    expect(mails.filter((m) => /ใบเสร็จ|ชำระเงิน/.test(m.subject)).length).toBeGreaterThanOrEqual(2);
    await shoot(later, 'detail-paid', later.getByTestId('bills'));
  });

  it("a failing card's mail link pays the bill, and the failure shows on the detail and in history", async () => {
    const { account, client, token, booking, id, url } = await cardBooking();
    const page = await e2e.newPage(PHONE);
    await page.goto(url.replace(/lang=\w+/, 'lang=th'));
    await payAndSave(page, LATER_FAILING_CARDS.insufficient_funds);
    await client.rental.autopay({ token, customer_service_id: id, on: true });
    const second = booking.invoices[1];
    if (!second) throw new Error('no second bill');

    const later = await signedInOn(account, second.due_date, bookingDetailPath(id));
    const failed = later.getByTestId('autopay-failed');
    await failed.waitFor();
    expect(await failed.innerText()).toContain(t.autopay.outcomes.insufficient_funds);
    expect(await failed.innerText()).toContain(formatDate(second.due_date, 'th'));
    await axeScan(later);
    await noEnglishSentence(later);
    await noHorizontalScroll(later);
    await noThaiWordSplit(later);
    await shoot(later, 'detail-failed', later.getByTestId('autopay'));
    await later.goto(e2e.url(ROUTES.history));
    await later.getByTestId('history-autopay-failed').waitFor();
    await shoot(later, 'history-failed', later.getByTestId('history-autopay-failed'));

    // The mail's link: re-payment of the bill, paid here by QR.
    const mail = (await readOutbox(e2e.baseUrl, account.email)).find((m) =>
      m.subject.startsWith('ตัดบัตรอัตโนมัติไม่สำเร็จ'),
    );
    const link = /https?:\/\/\S+action=payment&\S+/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeDefined();
    await later.goto(link ?? '');
    await later.waitForURL('**/service-ex/summary');
    const checkout = later.waitForResponse((r) => r.url().endsWith('/booking/qr/checkout'));
    await later.locator(`input[name="paymentMethod"][value="${PAYMENT_METHOD.qr}"]`).check();
    await later.getByRole('button', { name: t.summary.confirm }).click();
    await later.waitForURL('**/service/payment-qrcode');
    const { data } = (await (await checkout).json()) as { data: { uuid: string; amount: number } };
    expect(data.amount).toBe(second.amount);
    await control(e2e, `/sandbox/payments/${data.uuid}/pay`);
    // Confirmed by the button, unless the watcher's poll or the stream found the payment first.
    const paid = later.waitForURL('**/service/payment-success');
    await Promise.race([
      later
        .getByRole('button', { name: t.payment.qr.check })
        .click()
        .catch(() => {}),
      paid,
    ]);
    await paid;
    await later.goto(e2e.url(bookingDetailPath(id)));
    await expect
      .poll(() => billStatuses(later))
      .toEqual(booking.invoices.map((_, index) => (index < 2 ? 'paid' : 'pending')));
  });

  it("follows the server's clock, not a device a few minutes ahead: before midnight of the due date nothing is charged", async () => {
    const { account, client, token, booking, id, url } = await cardBooking();
    const card = await e2e.newPage(PHONE);
    await card.goto(url);
    await payAndSave(card, TEST_CARDS.success);
    await client.rental.autopay({ token, customer_service_id: id, on: true });
    const second = booking.invoices[1];
    if (!second) throw new Error('no second bill');
    // 23:55 in Bangkok the day before bill 2 is due; the phone reads ten minutes later, the due date.
    const { now } = await control<{ now: string }>(e2e, '/sandbox/clock', {
      set: `${addDays(second.due_date, -1)}T16:55:00Z`,
    });
    const page = await e2e.newPage(PHONE);
    await page.clock.install({ time: Date.parse(now) + DEVICE_AHEAD_MS });
    await openSignedIn(page, e2e, account, bookingDetailPath(id));
    const section = page.getByTestId('autopay');
    await section.getByText(t.autopay.nextCharge).waitFor();
    expect(await section.innerText()).toContain(formatDate(second.due_date, 'th'));
    expect(await billStatuses(page)).toEqual(
      booking.invoices.map((_, index) => (index < 1 ? 'paid' : 'pending')),
    );
    expect(await page.getByTestId('autopay-failed').count()).toBe(0);
  });

  it('the terms of use say how autopay works and how to stop it, in Thai and English', async () => {
    const page = await e2e.newPage(PHONE);
    await page.goto(e2e.url(ROUTES.termsOfUse));
    const heading = page.locator('#autopay');
    await heading.waitFor();
    expect(await heading.innerText()).toBe(t.legal.terms.sections.autopay.title);
    expect(await page.locator('.legal').innerText()).toContain('2, 4 และ 6 วัน');
    await noEnglishSentence(page);
    await noThaiWordSplit(page);
    await noHorizontalScroll(page);
    for (const language of ['th', 'en'] as const) {
      await page.locator('.language-select select').selectOption(language);
      await page.locator(`html[lang="${language}"]`).waitFor();
      for (const width of WIDTHS) {
        if (!SHOTS) continue;
        await page.setViewportSize({ width, height: SHOT_HEIGHT });
        await heading.evaluate((element) => element.scrollIntoView());
        await page.screenshot({ path: `${SHOTS}/terms-autopay-${language}-${width}.png` });
      }
    }
    expect(await heading.innerText()).toBe(catalogs.en.legal.terms.sections.autopay.title);
    expect(await page.locator('.legal').innerText()).toContain('switch it off on your booking’s page');
  });
});
