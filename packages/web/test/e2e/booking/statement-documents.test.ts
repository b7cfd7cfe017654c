import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAYMENT_METHOD, type SelfStorageClient, type Statement } from '@self-storage/core';
import { addDays, formatDate } from '@self-storage/core/dates';
import { bookingDetailPath, buildInvoicePaymentRequest, ROUTES } from '@self-storage/core/flow';
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

// This file moves the sandbox's clock: every test starts from real time, passed or failed.
const e2e = startE2E();
const t = catalogs.th;
const PHONE = { language: 'th', width: 390 } as const;

afterEach(async () => {
  await control(e2e, '/sandbox/clock', { reset: true });
});

/** A wire amount as the Thai page and mails write it: "1,234.00 บาท", a negative one with a true minus. */
const shown = (amount: number): string =>
  `${amount < 0 ? '\u2212' : ''}${formatAmount(toSatang(Math.abs(amount)), 'th')} บาท`;
const figure = (amount: number): string => formatAmount(toSatang(amount), 'th');

/** Text without marks and spaces: pdftotext orders a Thai mark by where it is drawn. */
const loose = (text: string): string => text.normalize('NFKC').replace(/[\p{Mn}\s]/gu, '');
const pdfText = (pdf: Uint8Array): string => {
  const path = join(mkdtempSync(join(tmpdir(), 'self-storage-statement-')), 'document.pdf');
  writeFileSync(path, pdf);
  return loose(execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }));
};

/** The statement, read with a new session: one of the real day lapses when the clock moves. */
const statementOf = async (client: SelfStorageClient, account: Account, id: number): Promise<Statement> =>
  client.rental.statement({
    token: await client.customer.login({ username: account.email, password: account.password }),
    customer_service_id: id,
  });

/** Sets the sandbox's clock and the page's to `iso` (the page lives on the server's day). */
const liveOn = async (page: Page, iso: string): Promise<void> => {
  const { now } = await control<{ now: string }>(e2e, '/sandbox/clock', { set: iso });
  await page.clock.install({ time: Date.parse(now) });
};

/** The one mail to `email` whose subject has `words`, once the sandbox has sent it. */
const mailAbout = async (email: string, words: string) => {
  await expect
    .poll(async () => (await e2e.readOutbox(email)).filter((m) => m.subject.includes(words)).length)
    .toBe(1);
  const mail = (await e2e.readOutbox(email)).find((m) => m.subject.includes(words));
  if (!mail) throw new Error(`no mail about ${words}`);
  return mail;
};

const historyItem = (page: Page, bookingNumber: string) =>
  page.getByTestId('history-item').filter({ hasText: bookingNumber });

describe('every screen, mail and document tells the statement’s figures (th, 390)', () => {
  it('a move-out: the quote, its mail, the statement, the credit note and its mail, the detail and history give one refund and one deposit', async () => {
    const account = await createAccount(e2e);
    const made = await bookOverApi(e2e, account);
    const { client, token, customerServiceId: id, booking } = made;
    const qr = await client.payment.qrCheckout(buildInvoicePaymentRequest(booking, token));
    await control(e2e, `/sandbox/payments/${qr.uuid}/pay`);
    const { today } = (await (await fetch(e2e.url('/sandbox/clock'))).json()) as { today: string };
    const moveOutDate = addDays(today, booking.rental?.notice_days ?? 14);
    const quote = await client.rental.moveOutQuote({
      token,
      customer_service_id: id,
      move_out_date: moveOutDate,
    });
    expect(quote.refund).toBeGreaterThan(0);
    expect(quote.deposit).toBeGreaterThan(0);

    // The move-out screen's final account names the deposit beside the refund.
    const page = await e2e.newPage(PHONE);
    await openSignedIn(page, e2e, account, bookingDetailPath(id));
    await page.getByRole('link', { name: t.rental.actions.moveOut }).click();
    await page.waitForURL(`**${bookingDetailPath(id)}/move-out`);
    const [year = '', month = '', day = ''] = moveOutDate.split('-');
    await page.locator('main form.rental').hover();
    await dateField(page, 'moveOutDate').locator('[role="spinbutton"][data-type="day"]').click();
    await page.keyboard.type(`${day}${month}${Number(year) + 543}`);
    const finalAccount = page.getByTestId('final-account');
    await finalAccount.waitFor();
    const quoted = await finalAccount.innerText();
    expect(quoted).toContain(t.rental.moveOut.deposit);
    expect(quoted).toContain(shown(quote.deposit));
    expect(quoted).toContain(shown(quote.refund));
    await noEnglishSentence(page);
    await noHorizontalScroll(page);
    await page.getByRole('button', { name: t.rental.moveOut.confirm }).click();
    await page.waitForURL(`**${bookingDetailPath(id)}`);

    const notice = (await e2e.readOutbox(account.email)).at(-1)?.text ?? '';
    expect(notice).toContain(figure(quote.refund));
    expect(notice).toContain(figure(quote.deposit));

    // The day after the move-out date the refund and the deposit are paid back.
    await liveOn(page, `${addDays(moveOutDate, 2)}T03:00:00Z`);
    await openSignedIn(page, e2e, account, bookingDetailPath(id));
    await page.getByTestId('credit').first().waitFor();
    const s = await statementOf(client, account, id);
    const refund = s.credits.find((c) => c.kind === 'refund');
    const deposit = s.credits.find((c) => c.kind === 'deposit_return');
    expect([refund?.amount, deposit?.amount]).toEqual([quote.refund, quote.deposit]);
    expect(await page.getByTestId('credit-amount').allInnerTexts()).toEqual(
      s.credits.map((c) => shown(-c.amount)),
    );
    expect(await page.getByTestId('detail-balance').innerText()).toBe(shown(Math.abs(s.totals.balance)));
    // The booking's own bill ends on the move-out date.
    expect(s.bills[0]?.period.end_date).toBe(moveOutDate);
    expect(await page.getByTestId('bill-lines').first().innerText()).toContain(formatDate(moveOutDate, 'th'));

    const note = await client.rental.creditNote({
      token: await client.customer.login({ username: account.email, password: account.password }),
      customer_service_id: id,
    });
    expect(note.refund).toBe(refund?.amount);
    expect(refund?.credit_note_number).toBe(note.credit_note_number);
    expect(pdfText(note.pdf)).toContain(loose(figure(note.refund)));
    const noteMail = await mailAbout(account.email, note.credit_note_number);
    expect(noteMail.subject).toContain(figure(note.refund));
    expect(noteMail.text).toContain(`${deposit?.name_th} ${shown(deposit?.amount ?? 0)}`);

    await page.goto(e2e.url(ROUTES.history));
    const item = historyItem(page, booking.booking_number);
    await item.getByTestId('history-credit').first().waitFor();
    const credits = await item.getByTestId('history-credit').allInnerTexts();
    s.credits.forEach((credit, index) => {
      expect(credits[index]).toContain(credit.name_th);
      expect(credits[index]).toContain(shown(-credit.amount));
    });
    expect(await item.getByTestId('history-total').innerText()).toBe(shown(s.totals.billed));
    expect(await item.getByTestId('history-paid').innerText()).toBe(shown(s.totals.paid));
    expect(await item.getByTestId('history-balance').innerText()).toBe(shown(Math.abs(s.totals.balance)));
    await noEnglishSentence(page);
    await noHorizontalScroll(page);
    await axeScan(page);
  }, 120_000);

  it('a kiosk booking’s bill left overdue until suspension, then paid: history, detail, reminders and the statement agree, and access comes back', async () => {
    const account = await createAccount(e2e);
    const {
      client,
      customerServiceId: id,
      booking,
    } = await bookOverApi(e2e, account, {
      method: PAYMENT_METHOD.kiosk,
      instalments: true,
    });
    await control(e2e, `/sandbox/kiosk/${booking.payment_reference}/pay`);
    const second = booking.invoices[1];
    if (!second) throw new Error('no second bill');
    const page = await e2e.newPage(PHONE);

    // On its due date: history marks it with the suspension date and a pay button; the first reminder.
    await liveOn(page, `${second.due_date}T03:00:00Z`);
    await openSignedIn(page, e2e, account, ROUTES.history);
    let item = historyItem(page, booking.booking_number);
    await item.getByTestId('history-standing').waitFor();
    const due = await statementOf(client, account, id);
    expect(due.standing.state).toBe('due');
    const suspension = formatDate(due.standing.suspension_date ?? '', 'th');
    const reference = due.kiosk_reference ?? '';
    expect(reference).not.toBe('');
    expect(await item.getByTestId('history-suspension-date').innerText()).toContain(suspension);
    expect(await item.getByTestId('history-next-bill').innerText()).toContain(figure(second.amount));
    expect(
      await item.getByRole('button', { name: `${t.history.repay} ${booking.booking_number}` }).count(),
    ).toBe(1);
    const dueMail = await mailAbout(account.email, 'ครบกำหนดวันนี้');
    for (const said of [reference, suspension, shown(due.due_now.amount), formatDate(second.due_date, 'th')])
      expect(dueMail.text).toContain(said);

    // Three days late: marked overdue; the second reminder names the same date and reference.
    await liveOn(page, `${addDays(second.due_date, 3)}T03:00:00Z`);
    await openSignedIn(page, e2e, account, ROUTES.history);
    item = historyItem(page, booking.booking_number);
    await item.getByTestId('history-standing').filter({ hasText: t.statement.history.overdue }).waitFor();
    expect(await item.getByTestId('history-suspension-date').innerText()).toContain(suspension);
    await noEnglishSentence(page);
    await noHorizontalScroll(page);
    const overdueMail = await mailAbout(account.email, 'เลยกำหนดชำระแล้ว');
    for (const said of [reference, suspension, shown(due.due_now.amount)])
      expect(overdueMail.text).toContain(said);
    await openSignedIn(page, e2e, account, bookingDetailPath(id));
    await page.getByTestId('standing').waitFor();
    const overdue = await statementOf(client, account, id);
    expect(await page.getByTestId('standing').getAttribute('data-state')).toBe('overdue');
    expect(await page.getByTestId('suspension-date').innerText()).toBe(suspension);
    expect(await page.getByTestId('standing-owed').innerText()).toBe(shown(overdue.due_now.amount));
    expect(await page.getByTestId('kiosk-reference').innerText()).toContain(reference);

    // On the suspension date: suspended, saying what happened, what is owed, how to pay and the terms.
    await liveOn(page, `${due.standing.suspension_date}T03:00:00Z`);
    await openSignedIn(page, e2e, account, bookingDetailPath(id));
    await page.locator('[data-testid="standing"][data-state="suspended"]').waitFor();
    const suspended = await statementOf(client, account, id);
    expect(suspended.standing.state).toBe('suspended');
    expect(await page.getByTestId('standing-terms').innerText()).toBe(suspended.standing.terms?.message_th);
    expect(await page.getByTestId('standing-owed').innerText()).toBe(shown(suspended.due_now.amount));
    await page.getByText(t.statement.standing.howToPay).waitFor();
    await noEnglishSentence(page);
    await noHorizontalScroll(page);
    await axeScan(page);
    const suspendedMail = await mailAbout(account.email, 'ถูกระงับ');
    for (const said of [reference, shown(suspended.due_now.amount)])
      expect(suspendedMail.text).toContain(said);

    // Paid at the kiosk with the reference: access is back, told on the detail and by mail.
    await control(e2e, `/sandbox/kiosk/${reference}/pay`);
    await openSignedIn(page, e2e, account, bookingDetailPath(id));
    await page.getByTestId('bill').first().waitFor();
    const paid = await statementOf(client, account, id);
    expect(paid.standing.state).not.toBe('suspended');
    expect(paid.due_now.amount).toBe(0);
    expect(await page.getByTestId('standing').count()).toBe(0);
    expect(await page.getByTestId('detail-paid').innerText()).toBe(shown(paid.totals.paid));
    await mailAbout(account.email, 'กลับคืนแล้ว');
    await page.goto(e2e.url(ROUTES.history));
    item = historyItem(page, booking.booking_number);
    await item.getByTestId('history-paid').waitFor();
    expect(await item.getByTestId('history-standing').count()).toBe(0);
    expect(await item.getByTestId('history-paid').innerText()).toBe(shown(paid.totals.paid));
  }, 180_000);
});
