import { PAYMENT_METHOD } from '@self-storage/core';
import { endAfterMonths } from '@self-storage/core/dates';
import { formatAmount } from '@self-storage/core/money';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount, openSignedIn, startE2E } from '../harness/index.ts';
import {
  bangkokDay,
  bookOverApi,
  catalogs,
  chooseService,
  chooseUnit,
  confirmWith,
  dateField,
  typeDate,
} from './booking-helpers.ts';

const e2e = startE2E();
const t = catalogs.th;
/** A phone held upright: 390 × 844 CSS pixels. */
const PHONE = { language: 'th', width: 390, height: 844 } as const;

/** The booking card's width on the page shown now. */
const cardWidth = (page: Page) =>
  page.locator('.flow-page .card').evaluate((card) => Math.round(card.getBoundingClientRect().width));

/** Whether the whole element lies inside the first screen (the page scrolled to its top). */
const inFirstScreen = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.height > 0 && box.top >= 0 && box.bottom + window.scrollY <= window.innerHeight;
  });

describe('the booking flow on a phone (th, 390)', () => {
  it('offers 1, 3, 6 and 12 months beside the end date, and opens the end calendar on the start with the start marked', async () => {
    const page = await e2e.newPage(PHONE);
    await openSignedIn(page, e2e, await createAccount(e2e));
    await page.waitForURL('**/service');
    const months = (count: number) =>
      count === 1 ? t.service.oneMonth : t.service.months.replace('{{count}}', String(count));
    const three = page.getByRole('button', { name: months(3), exact: true });
    // Nothing to count from yet.
    expect(await three.isDisabled()).toBe(true);
    const start = bangkokDay(3);
    await typeDate(page, 'startDate', start);

    // The end calendar, with no end yet, opens on the start's month with the start day marked.
    await dateField(page, 'endDate')
      .getByRole('button', { name: t.calendar.open.replace('{{field}}', t.service.endDate) })
      .click();
    const marked = page.locator('.calendar__cell--marked');
    await marked.waitFor();
    expect(await marked.textContent()).toBe(`${Number(start.slice(8))} ${t.service.startMarked}`);
    await page.keyboard.press('Escape');
    await expect.poll(() => marked.count()).toBe(0);

    await three.click();
    expect(await page.locator('input[type="hidden"][name="endDate"]').inputValue()).toBe(
      endAfterMonths(start, 3),
    );
    expect(await three.getAttribute('aria-pressed')).toBe('true');
    for (const count of [1, 6, 12]) {
      await page.getByRole('button', { name: months(count), exact: true }).click();
      expect(await page.locator('input[type="hidden"][name="endDate"]').inputValue()).toBe(
        endAfterMonths(start, count),
      );
    }
  });

  it('keeps the booking card one width on every step, at 390 and 1280', async () => {
    for (const width of [390, 1280]) {
      const page = await e2e.newPage({ language: 'th', width });
      await openSignedIn(page, e2e, await createAccount(e2e));
      await page.waitForURL('**/service');
      await page.locator('select[name="branch"] option:nth-child(2)').waitFor({ state: 'attached' });
      const widths = [await cardWidth(page)];
      await chooseService(page, t);
      await page.locator('input[name="unit"]').first().waitFor();
      widths.push(await cardWidth(page));
      await chooseUnit(page, t);
      widths.push(await cardWidth(page));
      await confirmWith(page, t, PAYMENT_METHOD.kiosk);
      await page.waitForURL('**/service/payment-kiosk');
      await page.getByTestId('kiosk-reference').waitFor();
      widths.push(await cardWidth(page));
      expect(new Set(widths).size, `card widths ${widths.join(', ')} at ${width}`).toBe(1);
    }
  });

  it('keeps what is paid in view on the summary, names it on the pay button, answers an empty promotion code and shows the rent arithmetic', async () => {
    const page = await e2e.newPage(PHONE);
    await openSignedIn(page, e2e, await createAccount(e2e));
    await page.waitForURL('**/service');
    await chooseService(page, t, { days: 92 });
    await chooseUnit(page, t);
    const payable = page.locator('.summary__payable dd');
    await payable.waitFor();
    const amount = (await payable.textContent()) ?? '';
    expect(amount).toMatch(/^[\d,]+\.\d\d บาท$/);
    // The pay button says how much, and the amount stays on screen wherever the page is scrolled.
    const pay = page.getByRole('button', { name: `${t.summary.confirm} ${amount}`, exact: true });
    for (const y of [0, 10_000]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect.poll(() => pay.isVisible()).toBe(true);
      const box = await page.locator('.summary__bar').boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= 844).toBe(true);
    }
    // Instalments change what is paid today: the bar says so at once.
    await page.getByRole('checkbox', { name: t.summary.instalment.label }).check();
    await expect.poll(() => payable.textContent()).not.toBe(amount);
    expect(await page.locator('.summary__due').textContent()).toContain(t.summary.total);
    expect(await pay.count()).toBe(0);

    // An empty code is answered at the field.
    await page.getByRole('button', { name: t.summary.promo.validate }).click();
    const promo = page.locator('input[name="promoCode"]');
    expect(await promo.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.getByText(t.summary.promo.empty).isVisible()).toBe(true);

    // 92 days at the monthly rate: 3 whole months and 2 days at a 30th of it each.
    const how = page.getByTestId('rent-arithmetic');
    expect(await how.locator('li').first().isVisible()).toBe(false);
    await how.getByText(t.summary.rent.how).click();
    const lines = await how.locator('li').allTextContents();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^เต็มเดือน: [\d,]+\.\d\d บาท × 3 เดือน = [\d,]+\.\d\d บาท$/);
    expect(lines[1]).toMatch(/^วันที่เกิน: [\d,]+\.\d\d บาท × 2\/30 = [\d,]+\.\d\d บาท$/);
  });

  it('shows the QR, who is paid, the amount and the countdown in the first screen, under the Thai QR Payment mark', async () => {
    const page = await e2e.newPage(PHONE);
    await openSignedIn(page, e2e, await createAccount(e2e));
    await page.waitForURL('**/service');
    await chooseService(page, t);
    await chooseUnit(page, t);
    await confirmWith(page, t, PAYMENT_METHOD.qr);
    await page.waitForURL('**/service/payment-qrcode');
    await page.locator('.qr__image').waitFor();
    await page.getByTestId('countdown').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const selector of [
      '.qr__image',
      '[data-testid="qr-amount"]',
      '[data-testid="qr-payee"]',
      '.countdown',
    ]) {
      expect(await inFirstScreen(page, selector), selector).toBe(true);
    }
    expect(await page.getByTestId('qr-payee').textContent()).toBe(t.payment.qr.payee);
    await expect.poll(() => page.getByRole('img', { name: t.payment.qr.mark }).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('img', { name: t.payment.qr.promptPay, exact: true }).isVisible())
      .toBe(true);
    // SPEC section 9's countdown, once, under the QR.
    expect(await page.getByTestId('countdown').count()).toBe(1);
    expect(await page.getByTestId('countdown').textContent()).toMatch(/^00:(10:00|0\d:\d\d)$/);
  });

  it('groups the kiosk reference and copies it whole, says where to pay and what happens after', async () => {
    const page = await e2e.newPage(PHONE);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openSignedIn(page, e2e, await createAccount(e2e));
    await page.waitForURL('**/service');
    await chooseService(page, t);
    await chooseUnit(page, t);
    await confirmWith(page, t, PAYMENT_METHOD.kiosk);
    await page.waitForURL('**/service/payment-kiosk');
    const shown = (await page.getByTestId('kiosk-reference').textContent()) ?? '';
    expect(shown).toMatch(/^\d{4}( \d{1,4})+$/);
    await page.getByRole('button', { name: t.payment.kiosk.copy }).click();
    await page.getByText(t.payment.kiosk.copied).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown.replaceAll(' ', ''));
    const where = page.getByRole('region', { name: t.payment.kiosk.whereTitle });
    expect(await where.locator('li').count()).toBeGreaterThan(1);
    expect(await where.locator('li').first().textContent()).toContain(t.payment.kiosk.yourBranch);
    await expect
      .poll(() => page.getByRole('heading', { name: t.payment.kiosk.afterTitle }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText(t.payment.kiosk.after).isVisible()).toBe(true);
  });

  it('shows the booking, then the amount, then the button naming it when paying a booking again', async () => {
    const account = await createAccount(e2e);
    const { customerServiceId, booking } = await bookOverApi(e2e, account);
    const page = await e2e.newPage(PHONE);
    await openSignedIn(page, e2e, account, `/service/history/${customerServiceId}`);
    await page.getByRole('button', { name: t.bookingDetail.pay }).first().click();
    await page.waitForURL('**/service-ex/summary');
    const panel = page.locator('.booking-panel');
    await panel.waitFor();
    const amount = `${formatAmount(Math.round(booking.amount_due * 100), 'th')} บาท`;
    const pay = page.getByRole('button', { name: `${t.summary.confirm} ${amount}`, exact: true });
    const order = await page.evaluate(() => {
      const top = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().top ?? -1;
      return [top('.booking-panel'), top('.booking-panel__due'), top('input[name="paymentMethod"]')];
    });
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const buttonTop = (await pay.boundingBox())?.y ?? 0;
    expect(buttonTop).toBeGreaterThan(order[2] ?? 0);
  });
});
