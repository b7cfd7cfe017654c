import { computeInstalments, formatAmount, PAYMENT_METHOD, toSatang } from '@self-storage/core';
import { describe, expect, it } from 'vitest';
import { axeScan, createAccount, loginInBrowser, noHorizontalScroll, useE2E } from '../harness/index.ts';
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

// biome-ignore lint/correctness/useHookAtTopLevel: useE2E registers Vitest hooks; it is not a React hook
const e2e = useE2E();

describe('summary', () => {
  it('applies a valid promotion code and says so for an invalid one (en, 1280)', async () => {
    const t = catalogs.en;
    const page = await e2e.newPage({ language: 'en' });
    await loginInBrowser(page, e2e, await createAccount(e2e));
    await chooseService(page, t, { size: 5 });
    await chooseUnit(page, t);
    const payable = page.locator('.fees__payable td');
    const before = await payable.textContent();

    await page.getByLabel(t.summary.promo.label).fill('NOT-A-CODE');
    await page.getByRole('button', { name: t.summary.promo.validate }).click();
    await page.getByText(t.summary.promo.invalid).waitFor();
    expect(await payable.textContent()).toBe(before);
    await axeScan(page);

    await page.getByLabel(t.summary.promo.label).fill('welcome10');
    await page.getByRole('button', { name: t.summary.promo.validate }).click();
    await page.locator('.promo__applied').waitFor();
    expect(await page.locator('.fees__discount th').textContent()).toBe(
      t.summary.discountWithName.replace('{{name}}', 'Welcome 10% off'),
    );
    expect(await payable.textContent()).not.toBe(before);
    expect(await page.getByText(t.summary.promo.invalid).count()).toBe(0);
    await axeScan(page);

    await page.getByRole('button', { name: t.summary.promo.remove }).click();
    await expect.poll(() => page.locator('.fees__discount').count()).toBe(0);
    expect(await payable.textContent()).toBe(before);
  });

  it('pays the first of the instalments, offered only when there is more than one bill (th, 390)', async () => {
    const t = catalogs.th;
    const page = await e2e.newPage({ language: 'th', width: 390 });
    await loginInBrowser(page, e2e, await createAccount(e2e));
    // From the re-payment entry's select-service screen, whose unit screen leads back to it.
    await page.goto(e2e.url('/service-ex/unit'));
    await chooseService(page, t, { size: 2, days: 10, unitPath: '/service/unit-ex' });
    await page.getByRole('button', { name: t.unit.back }).click();
    await page.waitForURL('**/service-ex/unit');
    await chooseService(page, t, { size: 2, days: 10, unitPath: '/service/unit-ex' });
    await chooseUnit(page, t);
    expect(await page.locator('input[name="installments"]').count()).toBe(0);

    await page.getByRole('button', { name: t.summary.back }).click();
    await page.getByRole('button', { name: t.unit.back }).click();
    await chooseService(page, t, { size: 2, days: 70 });
    await chooseUnit(page, t);
    await page.getByLabel(t.summary.installment.label).check();
    await page.locator('.fees__plan').waitFor();
    const { calculation } = await pageFlowState(page);
    if (!calculation) throw new Error('No calculation saved');
    expect(calculation.summary).toBe(3);
    const plan = computeInstalments({
      unitFee: toSatang(calculation.total),
      dynamic: toSatang(calculation.dynamic),
      discount: 0,
      billCount: calculation.summary,
      extraFees: calculation.extracheck.map((fee) => toSatang(fee.amount)),
    });
    const payable = t.payment.amount.replace('{{amount}}', formatAmount(plan.perBill, 'th'));
    expect(await page.locator('.fees__payable td').textContent()).toBe(payable);
    expect(plan.perBill).toBeLessThan(toSatang(calculation.total_after_discount));
    await noHorizontalScroll(page);
    await axeScan(page);

    await confirmWith(page, t, PAYMENT_METHOD.qr);
    await page.getByTestId('qr-amount').waitFor();
    // The QR asks for the first bill, exactly what the summary promised.
    expect(await page.getByTestId('qr-amount').textContent()).toBe(payable);
  });

  it('says the unit was just taken when another customer booked it first (th, 390)', async () => {
    const t = catalogs.th;
    const page = await e2e.newPage({ language: 'th', width: 390 });
    await loginInBrowser(page, e2e, await createAccount(e2e));
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
