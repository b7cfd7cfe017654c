import { SelfStorageClient, type Statement } from '@self-storage/core';
import { addDays, formatDate } from '@self-storage/core/dates';
import { bookingDetailPath, buildInvoicePaymentRequest, ROUTES } from '@self-storage/core/flow';
import { formatAmount, toSatang } from '@self-storage/core/money';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type Account,
  axeScan,
  createAccount,
  createCompany,
  noEnglishSentence,
  noHorizontalScroll,
  openSignedIn,
  startE2E,
} from '../harness/index.ts';
import { bookOverApi, catalogs, control, firstFreeUnit } from './booking-helpers.ts';

// This file moves the sandbox's clock: every test starts from real time, passed or failed.
const e2e = startE2E();
const t = catalogs.th;
const PHONE = { language: 'th', width: 390 } as const;

afterEach(async () => {
  await control(e2e, '/sandbox/clock', { reset: true });
});

/** A wire amount as the Thai page writes it: "1,234.00 บาท", a negative one with a true minus. */
const shown = (amount: number): string =>
  `${amount < 0 ? '\u2212' : ''}${formatAmount(toSatang(Math.abs(amount)), 'th')} บาท`;

const statementOf = (client: SelfStorageClient, token: string, id: number): Promise<Statement> =>
  client.rental.statement({ token, customer_service_id: id });

/** The statement read after the clock moved: a session of the real day has lapsed, so a new one. */
const statementLater = async (client: SelfStorageClient, account: Account, id: number): Promise<Statement> =>
  statementOf(
    client,
    await client.customer.login({ username: account.email, password: account.password }),
    id,
  );

/** Every amount the statement gives, in either sign: the only figures the detail may show. */
const statementFigures = (s: Statement): Set<string> =>
  new Set(
    [
      ...s.parts.flatMap((p) => [p.rent, p.discount, p.fees, p.deposit, p.total]),
      ...s.bills.flatMap((b) => [b.amount, ...b.lines.map((l) => l.amount)]),
      ...s.payments.flatMap((p) => [p.gross, p.withheld, p.net]),
      ...s.credits.map((c) => c.amount),
      ...Object.values(s.totals),
      s.due_now.amount,
    ].flatMap((amount) => [shown(amount), shown(-amount)]),
  );

/**
 * Every amount in baht the page's main region shows, as written, but the tax documents' section:
 * its VAT and base are the tax documents' own figures (`booking/tax-documents`).
 */
const figuresOnPage = async (page: Page): Promise<string[]> => {
  const text = await page.locator('main').evaluate((main) => {
    const hidden = [...main.querySelectorAll<HTMLElement>('.tax-documents')];
    for (const section of hidden) section.hidden = true;
    const shown = (main as HTMLElement).innerText;
    for (const section of hidden) section.hidden = false;
    return shown;
  });
  return text.match(/\u2212?[\d,]+\.\d{2} บาท/g) ?? [];
};

/** Sets the sandbox's clock and the page's to `iso` (the page lives on the server's day). */
const liveOn = async (page: Page, iso: string): Promise<void> => {
  const { now } = await control<{ now: string }>(e2e, '/sandbox/clock', { set: iso });
  await page.clock.install({ time: Date.parse(now) });
};

/** A booking of 70 days over the API, its first bill paid by QR. */
const paidBooking = async (account: Account, options: Parameters<typeof bookOverApi>[2] = {}) => {
  const made = await bookOverApi(e2e, account, options);
  const qr = await made.client.payment.qrCheckout(buildInvoicePaymentRequest(made.booking, made.token));
  await control(e2e, `/sandbox/payments/${qr.uuid}/pay`);
  return made;
};

const texts = (page: Page, testId: string) => page.getByTestId(testId).allInnerTexts();

describe("a booking's detail renders its statement (th, 390)", () => {
  it('shows an instalment booking with exactly the statement’s bills, lines, payments and balance', async () => {
    const account = await createAccount(e2e);
    const { client, token, customerServiceId: id } = await paidBooking(account, { instalments: true });
    const page = await e2e.newPage(PHONE);
    await openSignedIn(page, e2e, account, bookingDetailPath(id));
    await page.getByTestId('bill').first().waitFor();
    const s = await statementOf(client, token, id);
    expect(s.bills.length).toBeGreaterThanOrEqual(2);

    expect(await texts(page, 'bill-amount')).toEqual(s.bills.map((b) => shown(b.amount)));
    expect(await texts(page, 'bill-line-amount')).toEqual(
      s.bills.flatMap((b) => b.lines.map((l) => shown(l.amount))),
    );
    // Each bill says which days it pays for.
    const lines = await texts(page, 'bill-lines');
    s.bills.forEach((bill, index) => {
      expect(lines[index]).toContain(formatDate(bill.period.start_date, 'th'));
      expect(lines[index]).toContain(formatDate(bill.period.end_date, 'th'));
      expect(lines[index]).toContain(
        t.statement.billOf.replace('{{n}}', String(bill.n)).replace('{{of}}', String(bill.of)),
      );
    });
    const [payment] = s.payments;
    expect(s.payments).toHaveLength(1);
    expect(await texts(page, 'payment-gross')).toEqual([shown(payment?.gross ?? 0)]);
    expect(await texts(page, 'payment-net')).toEqual([shown(payment?.net ?? 0)]);
    expect(await page.getByTestId('detail-billed').innerText()).toBe(shown(s.totals.billed));
    expect(await page.getByTestId('detail-paid').innerText()).toBe(shown(s.totals.paid));
    expect(await page.getByTestId('detail-balance').innerText()).toBe(shown(s.totals.balance));
    expect(await page.getByTestId('detail-due-now').innerText()).toBe(shown(s.due_now.amount));
    // No figure of the screen's own: every amount on it is one the statement gives.
    const allowed = statementFigures(s);
    for (const figure of await figuresOnPage(page)) expect(allowed, figure).toContain(figure);
    // Nothing is late: no standing notice.
    expect(await page.getByTestId('standing').count()).toBe(0);
    await noEnglishSentence(page);
    await noHorizontalScroll(page);
    await axeScan(page);
  });

  it('shows a company’s payment net of withholding: the bills’ gross, the tax withheld with a minus sign, the net paid', async () => {
    const company = await createCompany(e2e);
    const { client, token, customerServiceId: id } = await bookOverApi(e2e, company, { instalments: true });
    await client.tax.withholding({ token, customer_service_id: id, withholding: true });
    const { booking } = await client.booking.current({ token, customer_service_id: id });
    const qr = await client.payment.qrCheckout(buildInvoicePaymentRequest(booking, token));
    await control(e2e, `/sandbox/payments/${qr.uuid}/pay`);
    const page = await e2e.newPage(PHONE);
    await openSignedIn(page, e2e, company, bookingDetailPath(id));
    await page.getByTestId('payment').first().waitFor();
    const s = await statementOf(client, token, id);
    const [payment] = s.payments;
    expect(payment?.withheld).toBeGreaterThan(0);
    expect(await texts(page, 'payment-gross')).toEqual([shown(payment?.gross ?? 0)]);
    expect(await texts(page, 'payment-withheld')).toEqual([shown(-(payment?.withheld ?? 0))]);
    expect(await texts(page, 'payment-net')).toEqual([shown(payment?.net ?? 0)]);
    expect(await page.getByTestId('detail-paid').innerText()).toBe(shown(s.totals.paid));
    expect(await page.getByTestId('detail-balance').innerText()).toBe(shown(s.totals.balance));
    const allowed = statementFigures(s);
    for (const figure of await figuresOnPage(page)) expect(allowed, figure).toContain(figure);
    await noEnglishSentence(page);
    await noHorizontalScroll(page);
  });

  it('shows an extension’s own promotion: two discount lines, each under its name, with a minus sign, after its rent', async () => {
    const account = await createAccount(e2e);
    const catalogue = new SelfStorageClient({ baseUrl: e2e.baseUrl });
    const state = { ...(await firstFreeUnit(catalogue)), promoCode: 'WELCOME10' };
    const { client, token, customerServiceId: id, booking } = await paidBooking(account, { state });
    const body = {
      token,
      customer_service_id: id,
      end_date: addDays(booking.customerServiceEndDt, 150),
      promo_code: 'SAVE500',
    };
    const quote = await client.rental.extendQuote(body);
    const { booking: extended } = await client.rental.extend({
      ...body,
      totalOrange: quote.total_after_discount,
    });
    const qr = await client.payment.qrCheckout(buildInvoicePaymentRequest(extended, token));
    await control(e2e, `/sandbox/payments/${qr.uuid}/pay`);

    const page = await e2e.newPage(PHONE);
    await openSignedIn(page, e2e, account, bookingDetailPath(id));
    await page.getByTestId('bill').first().waitFor();
    const s = await statementOf(client, token, id);
    const discounts = s.bills.flatMap((b) => b.lines.filter((l) => l.kind === 'discount'));
    expect(discounts.map((l) => l.promotion?.name_th)).toEqual([
      booking.summary.promotion?.name_th,
      quote.promotion?.name_th,
    ]);
    const shownDiscounts = await page
      .locator('[data-testid="bill-line"][data-kind="discount"]')
      .allInnerTexts();
    expect(shownDiscounts).toHaveLength(2);
    discounts.forEach((line, index) => {
      expect(shownDiscounts[index]).toContain(line.promotion?.name_th ?? '');
      expect(shownDiscounts[index]).toContain(shown(line.amount));
      expect(shown(line.amount).startsWith('\u2212')).toBe(true);
    });
    // Each discount comes after the rent it reduces, in its own bill.
    const kinds = await page
      .getByTestId('bill-lines')
      .evaluateAll((rows) =>
        rows.map((row) =>
          [...row.querySelectorAll('[data-kind]')].map((line) => line.getAttribute('data-kind')),
        ),
      );
    expect(kinds).toEqual(s.bills.map((b) => b.lines.map((l) => l.kind)));
    for (const bill of kinds)
      if (bill.includes('discount')) expect(bill.indexOf('rent')).toBeLessThan(bill.indexOf('discount'));
    const extensionBill = s.bills.find((b) => b.part.kind === 'extension');
    expect(
      await page
        .getByTestId('bill-lines')
        .nth(s.bills.indexOf(extensionBill as Statement['bills'][number]))
        .innerText(),
    ).toContain(t.statement.extensionPeriod.split(' ')[0] ?? '');
    const allowed = statementFigures(s);
    for (const figure of await figuresOnPage(page)) expect(allowed, figure).toContain(figure);
    await noEnglishSentence(page);
    await noHorizontalScroll(page);
  });

  it('shows a move-out’s refund and the deposit’s return once they are paid back', async () => {
    const account = await createAccount(e2e);
    const { client, token, customerServiceId: id, booking } = await paidBooking(account);
    const clock = (await (await fetch(e2e.url('/sandbox/clock'))).json()) as { today: string };
    const moveOutDate = addDays(clock.today, booking.rental?.notice_days ?? 14);
    await client.rental.moveOut({ token, customer_service_id: id, move_out_date: moveOutDate });
    const page = await e2e.newPage(PHONE);
    await liveOn(page, `${addDays(moveOutDate, 2)}T03:00:00Z`);
    await openSignedIn(page, e2e, account, bookingDetailPath(id));
    await page.getByTestId('credit').first().waitFor();
    const s = await statementLater(client, account, id);
    const kinds = s.credits.map((c) => c.kind);
    expect(kinds).toContain('refund');
    expect(kinds).toContain('deposit_return');
    expect(await texts(page, 'credit-amount')).toEqual(s.credits.map((c) => shown(-c.amount)));
    const credits = await texts(page, 'credit');
    s.credits.forEach((credit, index) => {
      expect(credits[index]).toContain(credit.name_th);
      if (credit.credit_note_number) expect(credits[index]).toContain(credit.credit_note_number);
    });
    expect(await page.getByTestId('detail-credited').innerText()).toBe(shown(s.totals.credited));
    expect(await page.getByTestId('detail-balance').innerText()).toBe(shown(s.totals.balance));
    expect(await page.locator('[data-testid="bill-line"][data-kind="deposit"]').count()).toBe(1);
    const allowed = statementFigures(s);
    for (const figure of await figuresOnPage(page)) expect(allowed, figure).toContain(figure);
    await noEnglishSentence(page);
    await noHorizontalScroll(page);
    await axeScan(page);
  });

  it('marks a bill left overdue with its suspension date and a pay button, on the detail and in history', async () => {
    const account = await createAccount(e2e);
    const { client, customerServiceId: id, booking } = await paidBooking(account, { instalments: true });
    const second = booking.invoices[1];
    if (!second) throw new Error('no second bill');
    const page = await e2e.newPage(PHONE);
    // Two days past the second bill's due date by the server's clock.
    await liveOn(page, `${addDays(second.due_date, 2)}T03:00:00Z`);
    await openSignedIn(page, e2e, account, bookingDetailPath(id));
    const standing = page.getByTestId('standing');
    await standing.waitFor();
    const s = await statementLater(client, account, id);
    expect(s.standing.state).toBe('overdue');
    expect(await standing.getAttribute('data-state')).toBe('overdue');
    const suspension = formatDate(s.standing.suspension_date ?? '', 'th');
    expect(await page.getByTestId('suspension-date').innerText()).toBe(suspension);
    expect(await page.getByTestId('standing-owed').innerText()).toBe(shown(s.due_now.amount));
    expect(await page.getByTestId('standing-terms').innerText()).toBe(s.standing.terms?.message_th);
    expect(await standing.getByRole('button', { name: t.bookingDetail.pay }).count()).toBe(1);
    await noEnglishSentence(page);
    await noHorizontalScroll(page);
    await axeScan(page);

    await page.goto(e2e.url(ROUTES.history));
    const item = page.getByTestId('history-item').filter({ hasText: booking.booking_number });
    await item.getByTestId('history-standing').waitFor();
    expect(await item.getByTestId('history-standing').innerText()).toContain(t.statement.history.overdue);
    expect(await item.getByTestId('history-suspension-date').innerText()).toContain(suspension);
    // Its money is the statement's too: billed, paid, balance and the bill that is late.
    expect(await item.getByTestId('history-total').innerText()).toBe(shown(s.totals.billed));
    expect(await item.getByTestId('history-paid').innerText()).toBe(shown(s.totals.paid));
    expect(await item.getByTestId('history-balance').innerText()).toBe(shown(s.totals.balance));
    expect(await item.getByTestId('history-next-bill').innerText()).toContain(
      formatDate(s.standing.due_date ?? '', 'th'),
    );
    await noEnglishSentence(page);
    await noHorizontalScroll(page);
    await item.getByRole('button', { name: `${t.history.repay} ${booking.booking_number}` }).click();
    await page.waitForURL('**/service-ex/summary');
  });
});
