import { PAYMENT_METHOD, SelfStorageClient } from '@self-storage/core';
import { formatDate, today } from '@self-storage/core/dates';
import { quoteFigures } from '@self-storage/core/figures';
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
  dialogMessage,
  pageFlowState,
} from './booking-helpers.ts';

const e2e = startE2E();

describe('summary', () => {
  it('applies a valid promotion code and says so for an invalid one (en, 1280)', async () => {
    const t = catalogs.en;
    const page = await e2e.newPage({ language: 'en' });
    await openSignedIn(page, e2e, await createAccount(e2e));
    await chooseService(page, t, { size: 5 });
    await chooseUnit(page, t);
    const payable = page.locator('.fees__payable td');
    const before = await payable.textContent();

    // A refused code is told the server's reason, in the customer's language.
    await page.getByLabel(t.summary.promo.label).fill('NOT-A-CODE');
    await page.getByRole('button', { name: t.summary.promo.validate }).click();
    await page.getByText('There is no promotion with this code.').waitFor();
    await page.getByLabel(t.summary.promo.label).fill('EXPIRED2024');
    await page.getByRole('button', { name: t.summary.promo.validate }).click();
    await page.getByText('This promotion ended on 31 Dec 2024.').waitFor();
    expect(await payable.textContent()).toBe(before);
    await axeScan(page);

    await page.getByLabel(t.summary.promo.label).fill('welcome10');
    await page.getByRole('button', { name: t.summary.promo.validate }).click();
    await page.locator('.promo__applied').waitFor();
    expect(await page.locator('.fees__discount th').textContent()).toBe(
      t.summary.discountWithName.replace('{{name}}', 'Welcome 10% off'),
    );
    expect(await payable.textContent()).not.toBe(before);
    expect(await page.locator('.field__error').count()).toBe(0);
    await axeScan(page);

    await page.getByRole('button', { name: t.summary.promo.remove }).click();
    await expect.poll(() => page.locator('.fees__discount').count()).toBe(0);
    expect(await payable.textContent()).toBe(before);
  });

  it('offers instalments only when there is more than one bill, and shows no plan without them (th, 390)', async () => {
    const t = catalogs.th;
    const page = await e2e.newPage({ language: 'th', width: 390 });
    await openSignedIn(page, e2e, await createAccount(e2e));
    // From the re-payment entry's select-service screen, whose unit screen leads back to it.
    await page.goto(e2e.url('/service-ex/unit'));
    await chooseService(page, t, { size: 2, days: 10, unitPath: '/service/unit-ex' });
    await page.getByRole('button', { name: t.unit.back }).click();
    await page.waitForURL('**/service-ex/unit');
    await chooseService(page, t, { size: 2, days: 10, unitPath: '/service/unit-ex' });
    await chooseUnit(page, t);
    expect(await page.locator('input[name="instalments"]').count()).toBe(0);
    expect(await page.getByTestId('bill-plan').count()).toBe(0);
    expect(await page.locator('.fees__payable th').textContent()).toBe(t.summary.payableAmount);
  });

  for (const { language, width } of [
    { language: 'th', width: 390 },
    { language: 'en', width: 1280 },
  ] as const) {
    it(`lists every bill and due date the booking then holds, and pays the first (${language}, ${width})`, async () => {
      const t = catalogs[language];
      const account = await createAccount(e2e);
      const page = await e2e.newPage({ language, width });
      await openSignedIn(page, e2e, account);
      await chooseService(page, t, { size: 2, days: 70 });
      await chooseUnit(page, t);
      await page.getByLabel(t.summary.instalment.label).check();
      const plan = page.getByTestId('bill-plan');
      await plan.waitFor();
      // Folded on a phone, open on a wide screen.
      expect(await plan.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(width > 600);
      if (width <= 600) await plan.locator('summary').click();
      const { calculation, startDate } = await pageFlowState(page);
      if (!calculation || !startDate) throw new Error('No calculation saved');
      const figures = quoteFigures(calculation, {
        instalments: true,
        language,
        today: today(Date.now()),
        start: startDate,
      });
      // 70 days: two whole rent months, so two bills (the second also pays the days beyond).
      expect(figures.plan.bills).toHaveLength(2);
      const money = (satang: number) =>
        t.payment.amount.replace('{{amount}}', formatAmount(satang, language));
      const payable = money(figures.payableNow);
      expect(await page.locator('.fees__payable td').textContent()).toBe(payable);
      const later = await plan.locator('li').evaluateAll((items) =>
        items.map((item) => ({
          due: item.getAttribute('data-due'),
          amount: Number(item.getAttribute('data-amount')),
          text: (item as HTMLElement).innerText,
          visible: (item as HTMLElement).offsetHeight > 0,
        })),
      );
      expect(later.map(({ due, amount }) => ({ due, amount }))).toEqual(figures.laterBills);
      later.forEach((bill, index) => {
        expect(bill.visible).toBe(true);
        expect(bill.text).toContain(
          t.summary.plan.bill
            .replace('{{number}}', String(index + 2))
            .replace('{{date}}', formatDate(bill.due ?? '', language)),
        );
        expect(bill.text).toContain(money(bill.amount));
      });
      expect(await page.getByText(/per bill|งวดละ/).count()).toBe(0);
      await noHorizontalScroll(page);
      await axeScan(page);

      await confirmWith(page, t, PAYMENT_METHOD.qr);
      await page.getByTestId('qr-amount').waitFor();
      // The QR asks for the first bill, exactly what the summary promised.
      expect(await page.getByTestId('qr-amount').textContent()).toBe(payable);
      const client = new SelfStorageClient({ baseUrl: e2e.baseUrl });
      const token = await client.customer.login({ username: account.email, password: account.password });
      const [booking] = await client.booking.history({ token });
      // The booking holds exactly the bills the summary listed, amount for amount, date for date.
      expect(
        booking?.invoices.map((invoice) => ({ amount: toSatang(invoice.amount), due: invoice.due_date })),
      ).toEqual(figures.plan.bills);
    });
  }

  it('says the unit was just taken when another customer booked it first (th, 390)', async () => {
    const t = catalogs.th;
    const page = await e2e.newPage({ language: 'th', width: 390 });
    await openSignedIn(page, e2e, await createAccount(e2e));
    await chooseService(page, t, { branch: 3, size: 3 });
    const unitId = await chooseUnit(page, t);
    await bookOverApi(e2e, await createAccount(e2e), { state: await pageFlowState(page) });

    await confirmWith(page, t, PAYMENT_METHOD.qr);
    expect(await dialogMessage(page)).toBe(t.errors.unitBooked);
    await closeDialog(page, t);
    await page.waitForURL('**/service/unit');
    await page.locator('input[name="unit"]').first().waitFor();
    expect(await page.locator(`input[name="unit"][value="${unitId}"]`).count()).toBe(0);
  });
});
