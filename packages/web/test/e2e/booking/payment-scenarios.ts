import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { type Language, SelfStorageClient, type Statement } from '@self-storage/core';
import { addDays, formatDate } from '@self-storage/core/dates';
import { nameIn } from '@self-storage/core/figures';
import { bookingDetailPath, buildInvoicePaymentRequest, ROUTES } from '@self-storage/core/flow';
import { TEST_CARDS } from '@self-storage/sandbox';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  type Account,
  createAccount,
  createCompany,
  type E2E,
  noEnglishSentence,
  noHorizontalScroll,
  openSignedIn,
  savedDownload,
  shiftDeviceClock,
} from '../harness/index.ts';
import {
  bookOverApi,
  catalogs,
  chooseService,
  chooseUnit,
  control,
  dateField,
  firstFreeUnit,
} from './booking-helpers.ts';

/**
 * The payment scenarios of payment-figures*.test.ts, each against the file's own sandbox. Every
 * payment screen shows the figures of the rental's statement, which the test reads through the SDK: the summary and its button, the QR, kiosk and card pages with their booking panel, the
 * success page, re-payment, the booking detail and the receipt, and what the kiosk takes. Thai at
 * 390 px is the customer's case; English at 1280 px shows the same equalities, and both are
 * photographed for the eye.
 */
export const paymentScenarios = (e2e: E2E) => {
  const SHOTS = '/tmp/shots-i36-pay';
  mkdirSync(SHOTS, { recursive: true });

  const PHONE = 390;
  const WIDE = 1280;
  const WIDTH: Record<Language, number> = { th: PHONE, en: WIDE };

  /** The amounts in a text as numbers, a true minus (or a hyphen) kept: "−500.00 บาท" is −500. */
  const amountsIn = (text: string): number[] =>
    [...text.matchAll(/([\u2212-])?([\d,]+\.\d{2})/g)].map(
      ([, minus, figure = '']) => (minus ? -1 : 1) * Number(figure.replaceAll(',', '')),
    );

  const amountIn = (text: string): number => {
    const [amount] = amountsIn(text);
    if (amount === undefined) throw new Error(`No amount in "${text}"`);
    return amount;
  };

  const amountAt = async (page: Page, testId: string): Promise<number> =>
    amountIn(await page.getByTestId(testId).first().innerText());

  /** The screen in its language at both widths, saved for the eye. */
  const shoot = async (page: Page, name: string, language: Language): Promise<void> => {
    const back = page.viewportSize() ?? { width: WIDTH[language], height: 844 };
    for (const width of [PHONE, WIDE]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/${name}-${language}-${width}.png`, fullPage: true });
    }
    await page.setViewportSize(back);
  };

  /** A Thai screen has no English sentence and fits its width. */
  const checkScreen = async (page: Page, language: Language): Promise<void> => {
    if (language === 'th') await noEnglishSentence(page);
    await noHorizontalScroll(page);
  };

  const statementOf = async (account: Account, id: number): Promise<Statement> => {
    const client = new SelfStorageClient({ baseUrl: e2e.baseUrl });
    const token = await client.customer.login({ username: account.email, password: account.password });
    return client.rental.statement({ token, customer_service_id: id });
  };

  const withholdingBox = (page: Page, language: Language) =>
    page.getByRole('checkbox', { name: catalogs[language].tax.choice.replace('{{rate}}', '5') });

  /**
   * A new booking's summary with the choice to pay net ticked: the tick shows at once, the server's
   * net fills the figures and the button. Answers what the summary and its button show.
   */
  const summaryNet = async (page: Page, language: Language, size: number) => {
    const t = catalogs[language];
    // Each scenario books a size of its own: the sandbox's units of one size run out.
    await chooseService(page, t, { size });
    await chooseUnit(page, t);
    const box = withholdingBox(page, language);
    await box.click();
    expect(await box.isChecked()).toBe(true);
    await page.getByTestId('summary-net').waitFor();
    const button = page.getByRole('button', { name: t.summary.confirm });
    const shown = {
      withheld: await amountAt(page, 'summary-withheld'),
      net: await amountAt(page, 'summary-net'),
      button: amountIn(await button.innerText()),
    };
    expect(shown.button).toBe(shown.net);
    expect(shown.withheld).toBeLessThan(0);
    await checkScreen(page, language);
    return { ...shown, button };
  };

  /** The success page's figures of the payment just made, once it shows them; and the booking's id. */
  const successFigures = async (page: Page, language: Language) => {
    await page.waitForURL((url) => url.pathname === ROUTES.paymentSuccess);
    await page.getByTestId('confirmation-paid').waitFor();
    const href = await page
      .getByRole('link', { name: catalogs[language].confirmation.viewBooking })
      .getAttribute('href');
    return {
      id: Number(href?.split('/').at(-1)),
      paid: await amountAt(page, 'confirmation-paid'),
      remaining: await amountAt(page, 'confirmation-remaining'),
    };
  };

  /** The detail's payments: what each paid in all, kept back and paid. */
  const detailPayments = async (page: Page, id: number) => {
    await page.goto(e2e.url(bookingDetailPath(id)));
    await page.getByTestId('payment-net').first().waitFor();
    return {
      gross: amountsIn((await page.getByTestId('payment-gross').allInnerTexts()).join(' ')),
      withheld: amountsIn((await page.getByTestId('payment-withheld').allInnerTexts()).join(' ')),
      net: amountsIn((await page.getByTestId('payment-net').allInnerTexts()).join(' ')),
    };
  };

  /** pdftotext's reading of a PDF, marks and spaces left out. */
  const loose = (text: string): string => text.normalize('NFKC').replace(/[\p{Mn}\s]/gu, '');

  const money = (amount: number): string =>
    amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  const kioskNet = async (language: Language) => {
    const company = await createCompany(e2e);
    const page = await e2e.newPage({ language, width: WIDTH[language] });
    await openSignedIn(page, e2e, company, ROUTES.service);
    const summary = await summaryNet(page, language, 2);
    await shoot(page, 'summary-net', language);

    await page.locator('input[name="paymentMethod"][value="4"]').check();
    await summary.button.click();
    await page.waitForURL((url) => url.pathname === ROUTES.paymentKiosk);
    await page.getByTestId('kiosk-amount').waitFor();
    await page.getByTestId('panel-amount').waitFor();
    expect(await amountAt(page, 'kiosk-amount')).toBe(summary.net);
    expect(await amountAt(page, 'panel-amount')).toBe(summary.net);
    expect(await amountAt(page, 'paying-withheld')).toBe(summary.withheld);
    expect(amountsIn(await page.getByTestId('due-now-withholding').innerText())).toEqual([
      await amountAt(page, 'paying-gross'),
      -summary.withheld,
      summary.net,
    ]);
    await shoot(page, 'kiosk-net', language);
    await checkScreen(page, language);

    // The kiosk takes what the page said.
    const reference = (await page.getByTestId('kiosk-reference').innerText()).replace(/\s/g, '');
    const taken = await control<{ amount: number }>(e2e, `/sandbox/kiosk/${reference}/pay`);
    expect(taken.amount).toBe(summary.net);

    const success = await successFigures(page, language);
    expect(success.paid).toBe(summary.net);
    expect(await amountAt(page, 'confirmation-withheld')).toBe(summary.withheld);
    await shoot(page, 'success-kiosk-net', language);
    await checkScreen(page, language);

    const s = await statementOf(company, success.id);
    expect(s.payments).toEqual([
      expect.objectContaining({ method: 4, net: summary.net, withheld: -summary.withheld }),
    ]);
    const [payment] = s.payments;
    expect(await amountAt(page, 'confirmation-gross')).toBe(payment?.gross);
    expect(success.remaining).toBe(s.totals.balance);

    expect(await detailPayments(page, success.id)).toEqual({
      gross: [payment?.gross],
      withheld: [summary.withheld],
      net: [summary.net],
    });
  };

  const qrNet = async (language: Language) => {
    const t = catalogs[language];
    const company = await createCompany(e2e);
    const page = await e2e.newPage({ language, width: WIDTH[language] });
    await openSignedIn(page, e2e, company, ROUTES.service);
    const summary = await summaryNet(page, language, 3);

    await page.locator('input[name="paymentMethod"][value="1"]').check();
    const checkout = page.waitForResponse((r) => r.url().endsWith('/booking/qr/checkout'));
    await summary.button.click();
    await page.waitForURL((url) => url.pathname === ROUTES.paymentQrcode);
    const { data } = (await (await checkout).json()) as { data: { uuid: string } };
    const listening = page.waitForRequest((r) => r.url().includes(`/callback/${data.uuid}`));
    await page.getByTestId('qr-amount').waitFor();
    await page.getByTestId('panel-amount').waitFor();
    // The header, the arithmetic under it and the panel beside it: one net.
    expect(await amountAt(page, 'qr-amount')).toBe(summary.net);
    expect(await amountAt(page, 'panel-amount')).toBe(summary.net);
    expect(amountsIn(await page.getByTestId('qr-withholding').innerText()).slice(1)).toEqual([
      -summary.withheld,
      summary.net,
    ]);
    expect(await amountAt(page, 'paying-withheld')).toBe(summary.withheld);
    await shoot(page, 'qr-net', language);
    await checkScreen(page, language);

    await listening;
    await control(e2e, `/sandbox/payments/${data.uuid}/pay`);
    const success = await successFigures(page, language);
    expect(success.paid).toBe(summary.net);
    expect(await amountAt(page, 'confirmation-withheld')).toBe(summary.withheld);
    await shoot(page, 'success-qr-net', language);

    const s = await statementOf(company, success.id);
    const [payment] = s.payments;
    expect(payment).toMatchObject({ method: 1, net: summary.net, withheld: -summary.withheld });
    expect(await amountAt(page, 'confirmation-gross')).toBe(payment?.gross);
    expect(await detailPayments(page, success.id)).toEqual({
      gross: [payment?.gross],
      withheld: [summary.withheld],
      net: [summary.net],
    });

    // The receipt of bill 1: the same gross, withheld and net.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.bookingDetail.receiptFor.replace('{{number}}', '1') }).click();
    const path = await savedDownload(await download);
    const receipt = loose(execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }));
    for (const amount of [payment?.gross ?? 0, -summary.withheld, summary.net]) {
      expect(receipt).toContain(loose(money(amount)));
    }
  };

  /** Types a date into a rental form's date field, in the Buddhist era on a Thai page. */
  const typeRentalDate = async (page: Page, language: Language, name: string, date: string) => {
    const [year = '', month = '', day = ''] = date.split('-');
    await page.locator('main form.rental').hover();
    await dateField(page, name).locator('[role="spinbutton"][data-type="day"]').click();
    await page.keyboard.type(`${day}${month}${language === 'th' ? Number(year) + 543 : year}`);
  };

  /** Days of the extension: six rent months, rent enough for SAVE500's minimum of 3,000 baht. */
  const EXTENSION_DAYS = 180;

  const extensionWithPromotion = async (language: Language) => {
    const t = catalogs[language];
    const account = await createAccount(e2e);
    const client = new SelfStorageClient({ baseUrl: e2e.baseUrl });
    const start = { ...(await firstFreeUnit(client)), promoCode: 'WELCOME10' };
    const made = await bookOverApi(e2e, account, { state: start });
    const qr = await made.client.payment.qrCheckout(buildInvoicePaymentRequest(made.booking, made.token));
    await control(e2e, `/sandbox/payments/${qr.uuid}/pay`);
    const id = made.customerServiceId;

    const page = await e2e.newPage({ language, width: WIDTH[language] });
    await openSignedIn(page, e2e, account, `${bookingDetailPath(id)}/extend`);
    await page.getByText(t.rental.extend.latestEnd.split('{{')[0] ?? '').waitFor();
    const newEnd = addDays(made.booking.customerServiceEndDt, EXTENSION_DAYS);
    await typeRentalDate(page, language, 'endDate', newEnd);
    await page.getByTestId('extend-quote').waitFor();
    await page.getByLabel(t.summary.promo.label).fill('SAVE500');
    await page.getByRole('button', { name: t.summary.promo.validate }).click();
    const quote = await made.client.rental.extendQuote({
      token: made.token,
      customer_service_id: id,
      end_date: newEnd,
      promo_code: 'SAVE500',
    });
    if (!quote.promotion) throw new Error('SAVE500 was not applied');
    await expect.poll(() => amountAt(page, 'extend-discount')).toBe(-quote.discount);
    expect(quote.discount).toBe(500);
    expect(await amountAt(page, 'extend-rent')).toBe(quote.rent);
    // The discount comes after the rent it reduces, under its own name.
    const quoteText = await page.getByTestId('extend-quote').innerText();
    expect(quoteText.indexOf(nameIn(quote.promotion, language))).toBeGreaterThan(-1);
    expect(amountsIn(quoteText).indexOf(-quote.discount)).toBeGreaterThan(
      amountsIn(quoteText).indexOf(quote.rent),
    );
    await shoot(page, 'extend-save500', language);
    await checkScreen(page, language);

    await page.getByRole('button', { name: t.rental.extend.confirm }).click();
    await page.waitForURL((url) => url.pathname === ROUTES.repaymentSummary);
    await page.getByTestId('paying-part').waitFor();
    const s = await statementOf(account, id);
    const extension = s.parts.find((part) => part.kind === 'extension');
    const booking = s.parts.find((part) => part.kind === 'booking');
    const [bill] = s.bills.filter((b) => s.due_now.bill_ids.includes(b.id));
    if (!extension?.promotion || !booking?.promotion || !bill) throw new Error('no extension bill due');
    const panel = page.locator('.booking-panel');
    const panelText = await panel.innerText();
    // What is paid is the extension: its period, its bill n of N with the days it pays for, its own
    // promotion's discount with a minus sign; nothing of the booking's promotion or end date.
    expect(await page.getByTestId('paying-part').innerText()).toContain(
      formatDate(extension.end_date, language),
    );
    expect(await page.getByTestId('paying-bill').innerText()).toContain(
      formatDate(bill.period.start_date, language),
    );
    expect(panelText).toContain(
      t.paying.bill.replace('{{n}}', String(bill.n)).replace('{{of}}', String(bill.of)),
    );
    expect(panelText).toContain(nameIn(extension.promotion, language));
    expect(panelText).not.toContain(nameIn(booking.promotion, language));
    expect(panelText).not.toContain(formatDate(booking.end_date, language));
    expect(await amountAt(page, 'paying-part-total')).toBe(extension.total);
    expect(amountsIn((await page.getByTestId(/^paying-line-/).allInnerTexts()).join(' '))).toEqual(
      bill.lines.map((line) => line.amount),
    );
    expect(await amountAt(page, 'paying-line-discount')).toBeLessThan(0);
    expect(await amountAt(page, 'panel-amount')).toBe(s.due_now.net);
    const pay = page.getByRole('button', { name: t.summary.confirm });
    expect(amountIn(await pay.innerText())).toBe(s.due_now.net);
    await shoot(page, 'repayment-extension', language);
    await checkScreen(page, language);

    await page.locator('input[name="paymentMethod"][value="1"]').check({ force: true });
    const checkout = page.waitForResponse((r) => r.url().endsWith('/booking/qr/checkout'));
    await pay.click();
    await page.waitForURL((url) => url.pathname === ROUTES.paymentQrcode);
    const { data } = (await (await checkout).json()) as { data: { uuid: string } };
    const listening = page.waitForRequest((r) => r.url().includes(`/callback/${data.uuid}`));
    await page.getByTestId('panel-amount').waitFor();
    expect(await amountAt(page, 'qr-amount')).toBe(s.due_now.net);
    expect(await amountAt(page, 'panel-amount')).toBe(s.due_now.net);
    expect(await page.getByTestId('paying-part').innerText()).toContain(
      formatDate(extension.end_date, language),
    );
    await shoot(page, 'qr-extension', language);
    await checkScreen(page, language);
    await listening;
    await control(e2e, `/sandbox/payments/${data.uuid}/pay`);
    const success = await successFigures(page, language);
    expect(success.paid).toBe(s.due_now.net);
    await shoot(page, 'success-extension', language);

    // The detail: two discounts, each under its own promotion's name, with a minus sign.
    await page.goto(e2e.url(bookingDetailPath(id)));
    await page.getByTestId('bill-line').first().waitFor();
    const discounts = await page.locator('[data-testid="bill-line"][data-kind="discount"]').allInnerTexts();
    const after = await statementOf(account, id);
    const expected = after.bills.flatMap((b) => b.lines.filter((line) => line.kind === 'discount'));
    expect(discounts).toHaveLength(expected.length);
    expected.forEach((line, index) => {
      expect(discounts[index]).toContain(nameIn(line.promotion ?? line, language));
      expect(discounts[index]).toContain('\u2212');
      expect(amountIn(discounts[index] ?? '')).toBe(line.amount);
    });
    // One discount is the booking's promotion's, the other the extension's.
    expect(expected.map((line) => line.promotion?.name_en)).toEqual([
      'Welcome 10% off',
      '500 baht off a rent of 3,000 baht or more',
    ]);
  };

  /**
   * A company's choice on the re-payment summary over a slow line: the server's answers are held
   * until the test lets them go, so the box must show each tap before any answer comes.
   */
  const slowTick = async (language: Language) => {
    const t = catalogs[language];
    const company = await createCompany(e2e);
    const { customerServiceId: id, client, token } = await bookOverApi(e2e, company, { instalments: true });
    const page = await e2e.newPage({ language, width: WIDTH[language] });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sent = 0;
    await page.route('**/booking/withholding', async (route) => {
      const body = route.request().postDataJSON() as { withholding?: boolean };
      if (body.withholding !== undefined) {
        sent += 1;
        await held;
      }
      await route.continue();
    });
    await openSignedIn(page, e2e, company, bookingDetailPath(id));
    await page.getByRole('button', { name: t.bookingDetail.pay, exact: true }).click();
    await page.waitForURL((url) => url.pathname === ROUTES.repaymentSummary);
    const box = withholdingBox(page, language);
    const pay = page.getByRole('button', { name: t.summary.confirm });
    const payAmount = async () => amountsIn(await pay.innerText())[0];
    await box.waitFor();
    await page.getByTestId('panel-amount').waitFor();

    await box.click();
    expect(await box.isChecked()).toBe(true);
    await expect.poll(() => sent).toBe(1);
    // The payment waits for the choice: a QR opened now would charge the old one.
    expect(await pay.isDisabled()).toBe(true);
    await box.click();
    expect(await box.isChecked()).toBe(false);
    release();
    await expect.poll(() => sent).toBe(2);
    await expect.poll(() => pay.isEnabled()).toBe(true);
    expect(await box.isChecked()).toBe(false);
    expect((await client.tax.withholding({ token, customer_service_id: id })).withholding).toBe(false);
    const gross = await client.rental.statement({ token, customer_service_id: id });
    expect(gross.due_now.withheld).toBe(0);
    await expect.poll(payAmount).toBe(gross.due_now.net);

    // Ticked, the figures, the panel and the button are the server's net.
    await box.click();
    const figures = page.getByTestId('withholding-figures');
    await figures.waitFor();
    const net = await client.rental.statement({ token, customer_service_id: id });
    expect(net.due_now.withheld).toBeGreaterThan(0);
    expect(amountsIn(await figures.innerText())).toEqual([
      net.due_now.amount,
      net.due_now.withheld,
      net.due_now.net,
    ]);
    await expect.poll(payAmount).toBe(net.due_now.net);
    await expect.poll(() => amountAt(page, 'panel-amount')).toBe(net.due_now.net);
    expect(await box.isChecked()).toBe(true);
    await shoot(page, 'repayment-net', language);
    await checkScreen(page, language);
  };

  /** A device clock a few minutes off the server's: the screens follow the server's. */
  const DEVICE_OFF_MS = 4 * 60_000;

  /**
   * A company's later bill, paid net by QR on its due day by the sandbox's clock (moved a rent
   * month on, the device's a few minutes off): re-payment names bill n of N with the days it pays
   * for, the QR page says the same, and every amount is the statement's due now.
   */
  const laterBillNet = async (language: Language) => {
    const t = catalogs[language];
    const company = await createCompany(e2e);
    const made = await bookOverApi(e2e, company, { instalments: true });
    const first = await made.client.payment.qrCheckout(buildInvoicePaymentRequest(made.booking, made.token));
    await control(e2e, `/sandbox/payments/${first.uuid}/pay`);
    const id = made.customerServiceId;
    const second = (await statementOf(company, id)).bills[1];
    if (!second) throw new Error('no second bill');
    await control(e2e, '/sandbox/clock', { set: `${second.due_date}T03:00:00Z` });

    const page = await e2e.newPage({ language, width: WIDTH[language] });
    await shiftDeviceClock(page, DEVICE_OFF_MS);
    await openSignedIn(page, e2e, company, bookingDetailPath(id));
    await page.getByRole('button', { name: t.bookingDetail.pay, exact: true }).click();
    await page.waitForURL((url) => url.pathname === ROUTES.repaymentSummary);
    await page.getByTestId('paying-bill').waitFor();
    const billOf = t.paying.bill.replace('{{n}}', String(second.n)).replace('{{of}}', String(second.of));
    expect(await page.locator('.booking-panel').innerText()).toContain(billOf);
    expect(await page.getByTestId('paying-bill').innerText()).toBe(
      t.paying.billPeriod
        .replace('{{start}}', formatDate(second.period.start_date, language))
        .replace('{{end}}', formatDate(second.period.end_date, language)),
    );
    expect(amountsIn((await page.getByTestId(/^paying-line-/).allInnerTexts()).join(' '))).toEqual(
      second.lines.map((line) => line.amount),
    );

    await withholdingBox(page, language).click();
    await page.getByTestId('withholding-figures').waitFor();
    const s = await statementOf(company, id);
    expect(s.due_now.bill_ids).toEqual([second.id]);
    const pay = page.getByRole('button', { name: t.summary.confirm });
    await expect.poll(async () => amountsIn(await pay.innerText())[0]).toBe(s.due_now.net);
    await expect.poll(() => amountAt(page, 'panel-amount')).toBe(s.due_now.net);
    expect(await amountAt(page, 'paying-withheld')).toBe(-s.due_now.withheld);
    await shoot(page, 'repayment-later-bill', language);
    await checkScreen(page, language);

    await page.locator('input[name="paymentMethod"][value="1"]').check({ force: true });
    const checkout = page.waitForResponse((r) => r.url().endsWith('/booking/qr/checkout'));
    await pay.click();
    await page.waitForURL((url) => url.pathname === ROUTES.paymentQrcode);
    const { data } = (await (await checkout).json()) as { data: { uuid: string } };
    const listening = page.waitForRequest((r) => r.url().includes(`/callback/${data.uuid}`));
    await page.getByTestId('qr-amount').waitFor();
    await page.getByTestId('panel-amount').waitFor();
    expect(await amountAt(page, 'qr-amount')).toBe(s.due_now.net);
    expect(await amountAt(page, 'panel-amount')).toBe(s.due_now.net);
    // The QR's note names the same bill, due on the server's day.
    const note = t.payment.laterBill.note
      .replace(
        '{{number}}',
        t.payment.laterBill.billOf
          .replace('{{number}}', String(second.n))
          .replace('{{count}}', String(second.of)),
      )
      .replace('{{date}}', formatDate(second.due_date, language));
    await page.getByText(note).waitFor();
    await shoot(page, 'qr-later-bill', language);
    await checkScreen(page, language);
    await listening;
    await control(e2e, `/sandbox/payments/${data.uuid}/pay`);
    const success = await successFigures(page, language);
    expect(success.paid).toBe(s.due_now.net);
    expect(await amountAt(page, 'confirmation-withheld')).toBe(-s.due_now.withheld);
    expect(await amountAt(page, 'confirmation-gross')).toBe(s.due_now.amount);
  };

  /**
   * A company paying net by card, the card declined: the card page charged the net the summary
   * showed, and the page that says so names that amount.
   */
  const cardDeclinedNet = async (language: Language) => {
    const t = catalogs[language];
    const company = await createCompany(e2e);
    const page = await e2e.newPage({ language, width: WIDTH[language] });
    await openSignedIn(page, e2e, company, ROUTES.service);
    const summary = await summaryNet(page, language, 4);
    await page.locator('input[name="paymentMethod"][value="5"]').check();
    await summary.button.click();
    await page.waitForURL('**/sandbox/card/**');
    expect(await page.locator('body').innerText()).toContain(money(summary.net));
    await page.locator('input[name="name"]').fill('Somchai Jaidee');
    await page.locator('input[name="number"]').fill(TEST_CARDS.declined);
    await page.locator('input[name="expiry"]').fill('12/30');
    await page.locator('input[name="cvc"]').fill('123');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/service/payment-fail' && url.searchParams.has('ser'));
    await page.getByRole('heading', { name: t.told.cardDeclinedTitle }).waitFor();
    const said = page.getByText(t.told.cardDeclined.split('{{')[0] ?? '');
    await said.waitFor();
    expect(amountsIn(await said.innerText())).toEqual([summary.net]);
    await shoot(page, 'card-declined-net', language);
    await checkScreen(page, language);
  };

  return { kioskNet, qrNet, extensionWithPromotion, slowTick, cardDeclinedNet, laterBillNet };
};
