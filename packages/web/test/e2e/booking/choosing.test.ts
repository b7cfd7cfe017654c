import { addDays, bangkokYear, dateParts, formatDate, formatYear } from '@self-storage/core/dates';
import { formatAmount, toSatang } from '@self-storage/core/money';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeScan,
  createAccount,
  fitsWidths,
  noEnglishSentence,
  openSignedIn,
  startE2E,
} from '../harness/index.ts';
import { bangkokDay, catalogs, chooseService, dateField, typeDate } from './booking-helpers.ts';

const e2e = startE2E();

const sizeOptions = async (page: Page): Promise<string[]> => {
  const select = page.locator('select[name="size"]:enabled');
  await select.waitFor();
  return (await select.locator('option').allTextContents()).slice(1);
};

describe('choosing a size with its price', () => {
  for (const { language, width } of [
    { language: 'th', width: 390 },
    { language: 'en', width: 1280 },
  ] as const) {
    it(`shows each size's lowest monthly price and each unit's building and floor (${language}, ${width})`, async () => {
      const t = catalogs[language];
      const page = await e2e.newPage({ language, width });
      await openSignedIn(page, e2e, await createAccount(e2e));
      await page.locator('select[name="branch"]').selectOption({ index: 1 });
      await page.locator('select[name="group"]:enabled').selectOption({ index: 1 });
      const options = await sizeOptions(page);
      // Chinatown's storage rooms: 1 to 30 sqm, the 2 sqm ones from 1,960 baht a month.
      expect(options).toHaveLength(11);
      const from = (amount: string) => t.sizeOption.priceFrom.replace('{{amount}}', amount);
      expect(options[1]).toBe(
        `${language === 'th' ? '2 ตร.ม.' : '2 sqm'} · ${from(formatAmount(toSatang(1960), language))}`,
      );
      for (const option of options) expect(option).toContain(t.sizeOption.priceFrom.split(' ')[0]);
      await axeScan(page);

      await chooseService(page, t, { size: 2, days: 10 });
      const first = page.locator('.unit-option').first();
      await first.waitFor();
      expect(await first.locator('.unit-option__place').textContent()).toBe(
        t.unitPlace.buildingFloor.replace('{{building}}', 'A').replace('{{floor}}', '1'),
      );
      await axeScan(page);
    });
  }

  it('shows the sizes by name only when a server sends no price_from or area (en, 1280)', async () => {
    const t = catalogs.en;
    const page = await e2e.newPage({ language: 'en' });
    // A server without the extensions: the sandbox's own reply, less the fields SPEC section 3 lacks.
    await page.route('**/service/get-size', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { datas: Record<string, unknown>[] };
      for (const size of body.datas) {
        delete size.price_from;
        delete size.area;
      }
      await route.fulfill({ response, json: body });
    });
    await page.route('**/service/get-unit', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { datas: { units: Record<string, unknown>[] } };
      for (const unit of body.datas.units) {
        delete unit.building;
        delete unit.floor;
      }
      await route.fulfill({ response, json: body });
    });
    await openSignedIn(page, e2e, await createAccount(e2e));
    await page.locator('select[name="branch"]').selectOption({ index: 1 });
    await page.locator('select[name="group"]:enabled').selectOption({ index: 1 });
    expect(await sizeOptions(page)).toEqual([1, 2, 3, 4, 6, 9, 12, 15, 20, 25, 30].map((a) => `${a} sqm`));
    await chooseService(page, t, { days: 10 });
    await page.locator('.unit-option').first().waitFor();
    expect(await page.locator('.unit-option__place').count()).toBe(0);
  });
});

const focusedInside = (page: Page, selector: string) =>
  page.evaluate((s) => document.querySelector(s)?.contains(document.activeElement) ?? false, selector);

const THAI_MONTHS = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
];
const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The calendar's button for `date` (its own month must be showing). */
const dayCell = (page: Page, date: string) =>
  page
    .locator('.calendar__cell:not([data-outside-month])')
    .getByText(String(dateParts(date).day), { exact: true });

describe('the size guide', () => {
  for (const { language, width } of [
    { language: 'th', width: 390 },
    { language: 'en', width: 1280 },
  ] as const) {
    it(`opens from select service and closes by keyboard, focus going in and back (${language}, ${width})`, async () => {
      const t = catalogs[language];
      const page = await e2e.newPage({ language, width });
      await openSignedIn(page, e2e, await createAccount(e2e));
      await page.locator('select[name="branch"]').selectOption({ index: 1 });
      await page.locator('select[name="group"]:enabled').selectOption({ index: 1 });
      await page.locator('select[name="size"]:enabled').waitFor();
      const opener = page.getByRole('button', { name: t.sizeGuide.open });
      await opener.focus();
      await page.keyboard.press('Enter');
      const guide = page.getByRole('dialog', { name: t.sizeGuide.title });
      await guide.waitFor();
      // Focus moved in, and the page behind is inert: Tab reaches nothing of it.
      expect(await focusedInside(page, '.size-guide')).toBe(true);
      await page.keyboard.press('Tab');
      expect(await focusedInside(page, 'main')).toBe(false);
      await page.keyboard.press('Shift+Tab');
      for (const band of ['boxes', 'motorbike', 'condo', 'house'] as const) {
        await expect
          .poll(() => guide.getByRole('heading', { name: t.sizeGuide[band].title }).isVisible())
          .toBe(true);
      }
      // The drawings are decorative: the text says what fits.
      expect(await guide.locator('svg:not([aria-hidden="true"])').count()).toBe(0);
      // The chosen group's sizes with their prices, in their band.
      expect(await guide.locator('.size-guide__sizes li').count()).toBe(11);
      if (language === 'th') await noEnglishSentence(page);
      await axeScan(page);
      await fitsWidths(page, `select-service-guide-${language}`, [width === 390 ? 1280 : 390, width]);
      await page.keyboard.press('Escape');
      await expect.poll(() => guide.isVisible()).toBe(false);
      await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);
      // The close button closes it too, by keyboard.
      await page.keyboard.press('Enter');
      await guide.waitFor();
      await guide.getByRole('button', { name: t.sizeGuide.close }).press('Enter');
      await expect.poll(() => guide.isVisible()).toBe(false);
      await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);
    });
  }
});

describe('the calendar', () => {
  for (const { language, width } of [
    { language: 'th', width: 390 },
    { language: 'en', width: 1280 },
  ] as const) {
    it(`shows ${language === 'th' ? 'Thai months and Buddhist-era' : 'Gregorian'} years and refuses dates outside the booking window (${language}, ${width})`, async () => {
      const t = catalogs[language];
      const page = await e2e.newPage({ language, width });
      await openSignedIn(page, e2e, await createAccount(e2e));
      const todayDate = bangkokDay();
      const { year, month } = dateParts(todayDate);
      const shownYear = language === 'th' ? year + 543 : year;
      const monthName = (language === 'th' ? THAI_MONTHS : ENGLISH_MONTHS)[month - 1] ?? '';

      // The calendar's code comes once the pointer reaches the form.
      await page.locator('main form.form').hover();
      const start = dateField(page, 'startDate');
      const openButton = start.getByRole('button', {
        name: t.calendar.open.replace('{{field}}', t.service.startDate),
      });
      await openButton.click();
      const calendar = page.getByRole('dialog', { name: t.service.startDate });
      await calendar.waitFor();
      expect(await calendar.locator('.calendar__heading').textContent()).toBe(`${monthName} ${shownYear}`);
      // Yesterday (when in this month) and anything before cannot be chosen; today can.
      if (dateParts(addDays(todayDate, -1)).month === month) {
        expect(await dayCell(page, addDays(todayDate, -1)).getAttribute('aria-disabled')).toBe('true');
      }
      expect(await dayCell(page, todayDate).getAttribute('aria-disabled')).toBeNull();
      expect(await calendar.getByRole('button', { name: t.calendar.previous }).isDisabled()).toBe(true);
      if (language === 'th') await noEnglishSentence(page);
      await axeScan(page);
      // At each width the calendar opens where it fits (a popover keeps its place on a resize).
      for (const shown of [width === 390 ? 1280 : 390, width]) {
        await page.keyboard.press('Escape');
        await expect.poll(() => calendar.isVisible()).toBe(false);
        await page.setViewportSize({ width: shown, height: 900 });
        await openButton.click();
        await calendar.waitFor();
        await fitsWidths(page, `select-service-calendar-${language}`, [shown]);
      }

      // The last day of the window is open, the day after it is not.
      const last = addDays(todayDate, 14);
      if (dateParts(last).month !== month)
        await calendar.getByRole('button', { name: t.calendar.next }).click();
      expect(await dayCell(page, last).getAttribute('aria-disabled')).toBeNull();
      const after = addDays(todayDate, 15);
      if (dateParts(after).month === dateParts(last).month) {
        expect(await dayCell(page, after).getAttribute('aria-disabled')).toBe('true');
      }
      // Choosing a day by keyboard: the field shows it, its year in the reader's era.
      await dayCell(page, last).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => calendar.isVisible()).toBe(false);
      expect(await start.locator('[data-type="year"]').textContent()).toBe(
        String(dateParts(last).year + (language === 'th' ? 543 : 0)),
      );
      expect(await start.locator('input[name="startDate"]').inputValue()).toBe(last);

      // A start typed beyond the window is marked at once and refused on Next, with its reason.
      await typeDate(page, 'startDate', addDays(todayDate, 20));
      await expect.poll(() => start.locator('.field__error').textContent()).toBe(t.errors.dateOutOfWindow);
      // An end before the start is marked too.
      await typeDate(page, 'startDate', addDays(todayDate, 5));
      await typeDate(page, 'endDate', addDays(todayDate, 2));
      const end = dateField(page, 'endDate');
      await expect.poll(() => end.locator('.field__error').textContent()).toBe(t.errors.endBeforeStart);
      await page.locator('select[name="branch"]').selectOption({ index: 1 });
      await page.locator('select[name="group"]:enabled').selectOption({ index: 1 });
      await page.locator('select[name="size"]:enabled').selectOption({ index: 1 });
      await page.getByRole('button', { name: t.service.next }).click();
      await expect.poll(() => end.locator('.field__error').textContent()).toBe(t.errors.endBeforeStart);
      expect(new URL(page.url()).pathname).toBe('/service');
      // Mended, the choice goes through, and the next screen writes the dates the same way.
      await typeDate(page, 'endDate', addDays(todayDate, 9));
      await page.getByRole('button', { name: t.service.next }).click();
      await page.waitForURL('**/service/unit');
      await expect
        .poll(() => page.locator('main').textContent())
        .toContain(formatDate(addDays(todayDate, 5), language));
    });
  }

  it('lines the start and end date inputs up side by side, before and after the calendar loads (en and th, 1280)', async () => {
    // The start date has a hint above its input, the end date none.
    const tops = (page: Page) =>
      Promise.all(
        [0, 1].map(
          async (nth) =>
            (
              await page
                .locator('.select-service > .date-field__slot')
                .nth(nth)
                .locator('.date-field__group')
                .boundingBox()
            )?.y,
        ),
      );
    for (const language of ['en', 'th'] as const) {
      const page = await e2e.newPage({ language, width: 1280 });
      await openSignedIn(page, e2e, await createAccount(e2e));
      await page.locator('.date-field__stand-in').first().waitFor();
      const [start, end] = await tops(page);
      expect(start).toBeGreaterThan(0);
      expect(end).toBe(start);
      await page.locator('.select-service').hover();
      await page.locator('[role="spinbutton"]').first().waitFor();
      await expect.poll(async () => new Set(await tops(page)).size).toBe(1);
    }
  });

  it('writes the footer year as dates are written: Buddhist era in Thai', async () => {
    const year = bangkokYear(Date.now());
    for (const language of ['th', 'en'] as const) {
      const page = await e2e.newPage({ language });
      await page.goto(e2e.url('/'));
      expect(await page.locator('.footer__copyright').textContent()).toContain(
        `© ${formatYear(year, language)}`,
      );
      expect(formatYear(year, language)).toBe(String(language === 'th' ? year + 543 : year));
    }
  });

  it('loads the calendar when the keyboard reaches a date field, and hands it the focus (th, 390)', async () => {
    const page = await e2e.newPage({ language: 'th', width: 390 });
    await openSignedIn(page, e2e, await createAccount(e2e));
    // No pointer: the stand-in is reached by keyboard alone.
    await page.getByRole('button', { name: catalogs.th.service.startDate }).focus();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-type') ?? ''))
      .toBe('day');
    expect(await dateField(page, 'startDate').count()).toBe(1);
  });
});
