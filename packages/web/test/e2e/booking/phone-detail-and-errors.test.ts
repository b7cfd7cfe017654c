import { SelfStorageClient } from '@self-storage/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount, openSignedIn, startE2E } from '../harness/index.ts';
import {
  bookOverApi,
  catalogs,
  chooseService,
  chooseUnit,
  closeDialog,
  firstFreeUnit,
} from './booking-helpers.ts';

const e2e = startE2E();
const t = catalogs.th;
const PHONE = { language: 'th', width: 390, height: 844 } as const;

/** How many lines an element's text takes. */
const lineCount = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });

describe('the booking detail on a phone (th, 390)', () => {
  it('keeps numbers whole, names the promotion, lists each field once, and marks the bill due now with its pay button', async () => {
    const account = await createAccount(e2e);
    const client = new SelfStorageClient({ baseUrl: e2e.baseUrl });
    const state = { ...(await firstFreeUnit(client)), promoCode: 'WELCOME10' };
    const { customerServiceId, booking } = await bookOverApi(e2e, account, { state });
    expect(booking.summary.promotion).not.toBeNull();
    const page = await e2e.newPage(PHONE);
    await openSignedIn(page, e2e, account, `/service/history/${customerServiceId}`);
    await page.getByTestId('bill').first().waitFor();

    // Booking number and branch phone on one line each, never cut at a hyphen.
    expect(await lineCount(page, '.details .token')).toBe(1);
    expect(await lineCount(page, '.booking-detail__branch .token')).toBe(1);

    const labels = await page.locator('.details dt').allTextContents();
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).not.toContain(t.booking.area);
    // The code under its own label, the promotion's name under its own.
    const code = page.locator('.details__item', {
      has: page.locator('dt', { hasText: t.booking.promotionCode }),
    });
    expect(await code.locator('dd').textContent()).toBe('WELCOME10');
    const name = booking.summary.promotion?.name_th ?? '';
    const promotion = page.locator('.details__item', {
      has: page.locator('dt', { hasText: new RegExp(`^${t.booking.promotion}$`) }),
    });
    expect(await promotion.locator('dd').textContent()).toBe(name);
    expect(labels).toContain(t.summary.discountWithName.replace('{{name}}', name));

    // The bill due now is marked, and paid from the row under it.
    const due = page.locator('tr.bills__due');
    expect(await due.count()).toBe(1);
    expect(await due.getAttribute('data-status')).toBe('pending');
    const row = page.locator('.bills__due-row');
    expect(await row.textContent()).toContain(t.bookingDetail.dueToday);
    const amount = `${(await page.getByTestId('detail-due-now').textContent()) ?? ''}`;
    const pay = row.getByRole('button', { name: t.bookingDetail.payDue.replace('{{amount}}', amount) });
    const [dueBox, payBox] = [await due.boundingBox(), await pay.boundingBox()];
    expect((payBox?.y ?? 0) - ((dueBox?.y ?? 0) + (dueBox?.height ?? 0))).toBeLessThan(60);
    await pay.click();
    await page.waitForURL('**/service-ex/summary');
  });
});

describe('a missing choice (th, 390)', () => {
  it('is told in a modal titled by what is missing, and the empty end date is marked too', async () => {
    const page = await e2e.newPage(PHONE);
    await openSignedIn(page, e2e, await createAccount(e2e));
    await page.waitForURL('**/service');
    await page.locator('select[name="branch"] option:nth-child(2)').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: t.service.next }).click();
    const dialog = page.getByRole('dialog', { name: t.service.missingTitle });
    await dialog.waitFor();
    expect(await dialog.locator('.modal__message').textContent()).toBe(t.errors.emptyData);
    await closeDialog(page, t);
    for (const name of ['startDate', 'endDate']) {
      const field = page.locator('.date-field', { has: page.locator(`input[name="${name}"]`) });
      await expect.poll(() => field.getAttribute('data-invalid'), { message: name }).toBe('true');
    }

    await chooseService(page, t);
    await page.getByRole('button', { name: t.unit.next }).click();
    await page.getByRole('dialog', { name: t.unit.missingTitle }).waitFor();
    await closeDialog(page, t);
    await chooseUnit(page, t);
    await page.getByRole('button', { name: new RegExp(`^${t.summary.confirm}`) }).click();
    const method = page.getByRole('dialog', { name: t.summary.methodMissingTitle });
    await method.waitFor();
    expect(await method.locator('.modal__message').textContent()).toBe(t.errors.paymentRequire);
    await closeDialog(page, t);
  });
});
