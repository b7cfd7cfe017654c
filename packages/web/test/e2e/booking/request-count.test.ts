import { API_PREFIX, ENDPOINT_PATHS, PAYMENT_METHOD, STORAGE_KEYS } from '@self-storage/core';
import type { FlowState } from '@self-storage/core/flow';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount, loginInBrowser, openSignedIn, startE2E } from '../harness/index.ts';
import {
  catalogs,
  chooseService,
  chooseUnit,
  closeDialog,
  confirmWith,
  control,
  dialogMessage,
} from './booking-helpers.ts';

const e2e = startE2E();

interface ApiCall {
  /** The endpoint's path after the API prefix, e.g. `/service/get-unit`. */
  path: string;
  body: string;
}

/**
 * The API calls the page makes, step by step: `step()` returns those made since the last one.
 * Intent prefetches count in the step whose button the user pointed at.
 */
const recordCalls = (page: Page) => {
  let calls: ApiCall[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith(API_PREFIX)) return;
    calls.push({ path: pathname.slice(API_PREFIX.length), body: request.postData() ?? '' });
  });
  return {
    step(): ApiCall[] {
      const made = calls;
      calls = [];
      return made;
    },
  };
};

/** How many calls went to each endpoint. */
const countByPath = (calls: ApiCall[]): Record<string, number> =>
  Object.fromEntries(
    [...new Set(calls.map(({ path }) => path))].map((path) => [
      path,
      calls.filter((call) => call.path === path).length,
    ]),
  );

/**
 * The QR page's watcher asks qr/inquire every QR_INQUIRE_POLL_MS while it waits (its poll): a
 * repeat by design, however long a loaded machine takes over a step.
 */
const unpolled = (calls: ApiCall[]): ApiCall[] =>
  calls.filter(({ path }) => path !== ENDPOINT_PATHS.qrInquire);

/** Calls made twice with the same body in one step, the watcher's poll aside. */
const duplicates = (calls: ApiCall[]): string[] => {
  const seen = new Set<string>();
  return unpolled(calls).flatMap(({ path, body }) => {
    const key = `${path} ${body}`;
    if (seen.has(key)) return [path];
    seen.add(key);
    return [];
  });
};

describe('one request per need: the booking flow asks nothing twice', () => {
  it('walks login → select service → unit → summary (with a promotion code) → QR → success → history → detail with no duplicate request (en, 1280)', async () => {
    const t = catalogs.en;
    const account = await createAccount(e2e);
    const page = await e2e.newPage({ language: 'en' });
    const calls = recordCalls(page);
    const steps: Record<string, ApiCall[]> = {};

    // Login → select service: each list once, and the free units once though "Next" was pointed
    // at (prefetched) before it was pressed.
    await loginInBrowser(page, e2e, account);
    await page.waitForURL('**/service');
    await page.locator('select[name="branch"] option:nth-child(2)').waitFor({ state: 'attached' });
    await chooseService(page, t);
    await page.locator('input[name="unit"]').first().waitFor();
    steps.service = calls.step();

    // Unit: the list select service fetched, not asked again; choosing a unit prices it.
    await chooseUnit(page, t);
    steps.unit = calls.step();

    // A promotion code tried is priced once: the summary shows that very answer. Removing it
    // shows the price without it, which is still held.
    await page.getByLabel(t.summary.promo.label).fill('welcome10');
    await page.getByRole('button', { name: t.summary.promo.validate }).click();
    await page.locator('.fees__discount').waitFor();
    steps.promo = calls.step();
    await page.getByRole('button', { name: t.summary.promo.remove }).click();
    await expect.poll(() => page.locator('.fees__discount').count()).toBe(0);
    steps.promoRemoved = calls.step();

    // Summary → QR (the QR screen may start before the address changes, so one step): the price
    // came with the unit's choice; confirming prices finally and books; the booking is looked up
    // and its QR made, once each.
    const checkout = page.waitForResponse((response) => response.url().endsWith('/booking/qr/checkout'));
    await confirmWith(page, t, PAYMENT_METHOD.qr);
    await page.locator('.qr__image').waitFor();
    steps.summaryToQr = calls.step();

    // Paid → success: the paid booking asked afresh (not the unpaid one the QR page held), once.
    const { data } = (await (await checkout).json()) as { data: { uuid: string } };
    await control(e2e, `/sandbox/payments/${data.uuid}/pay`);
    await page.getByText(t.confirmation.message).waitFor();
    steps.paidToSuccess = calls.step();

    await page.getByRole('button', { name: t.header.userMenu }).click();
    await page.getByRole('link', { name: t.header.bookingHistory }).click();
    await page.getByTestId('history-item').first().waitFor();
    steps.history = calls.step();

    // After a reload (an empty cache), pointing at "View" starts the booking and the detail
    // screen's code; the click then asks nothing more.
    await page.reload();
    await page.getByTestId('history-item').first().waitFor();
    calls.step();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const view = page.getByTestId('history-item').first().getByRole('link', { name: t.bookingDetail.view });
    const lookedUp = page.waitForRequest((request) => request.url().endsWith('/booking/current-service'));
    await view.hover();
    await lookedUp;
    await expect.poll(() => scripts.some((path) => path.includes('booking-detail-screen'))).toBe(true);
    await view.click();
    await page.getByTestId('booking-status').waitFor();
    steps.detail = calls.step();

    for (const [step, made] of Object.entries(steps)) expect(duplicates(made), step).toEqual([]);
    expect(countByPath(steps.service ?? [])).toEqual({
      '/customer/login': 1,
      '/service/get-branch': 1,
      '/service/get-group-service': 1,
      '/service/get-size': 1,
      '/service/get-unit': 1,
    });
    // The summary also reads the tax documents once: only their withholding rate tells whether the
    // account may pay net of withholding (a company's choice), and nothing else says the account's type.
    expect(countByPath(steps.unit ?? [])).toEqual({
      '/booking/booking-calculate': 1,
      '/booking/tax-documents': 1,
    });
    expect(countByPath(steps.promo ?? [])).toEqual({ '/booking/booking-calculate': 1 });
    expect(steps.promoRemoved).toEqual([]);
    // The QR page's panel reads the new booking's statement once: what this payment pays.
    expect(countByPath(unpolled(steps.summaryToQr ?? []))).toEqual({
      '/booking/booking-calculate': 1,
      '/booking/booking-storage': 1,
      '/booking/current-service': 1,
      '/booking/qr/checkout': 1,
      '/booking/statement': 1,
    });
    expect(JSON.parse(steps.summaryToQr?.[0]?.body ?? '{}')).toMatchObject({ is_paymentcheck: 1 });
    // The QR page may also ask qr/inquire once the stream says paid; the booking only once.
    expect(countByPath(steps.paidToSuccess ?? [])['/booking/current-service']).toBe(1);
    // History reads every booking's tax documents once, to mark a booking whose withholding
    // certificate is overdue; the summary's reading is not reused, as a payment came in between.
    // The current rental's statement is the one the success page read of the payment just made;
    // every booking's statement, for its figures and a bill that is late, comes in the history
    // list's reply: no statement is asked per booking.
    expect(countByPath(steps.paidToSuccess ?? [])['/booking/statement']).toBe(1);
    expect(countByPath(steps.history ?? [])).toEqual({
      '/booking/booking-service': 1,
      '/booking/tax-documents': 1,
    });
    // The paid booking's tax section reads its documents once (a booking with no paid bill asks
    // none); its statement is the one already read.
    expect(countByPath(steps.detail ?? [])).toEqual({
      '/booking/current-service': 1,
      '/booking/tax-documents': 1,
    });
  });

  it('reports the free units to the flow once: the unit screen does not report again what select service loaded (en, 1280)', async () => {
    const t = catalogs.en;
    const account = await createAccount(e2e);
    const page = await e2e.newPage({ language: 'en' });
    // Every save of the booking flow: the flow store saves each state it changes to.
    await page.addInitScript((key) => {
      const saves: string[] = [];
      Object.assign(window, { flowSaves: saves });
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, name: string, value: string) {
        if (this === window.sessionStorage && name === key) saves.push(value);
        setItem.call(this, name, value);
      };
    }, STORAGE_KEYS.bookingFlow);
    await openSignedIn(page, e2e, account);
    await page.waitForURL('**/service');
    await page.locator('select[name="branch"] option:nth-child(2)').waitFor({ state: 'attached' });
    await chooseService(page, t);
    await page.locator('input[name="unit"]').first().check();

    const saves = (await page.evaluate(() => (window as unknown as { flowSaves: string[] }).flowSaves)).map(
      (saved) => JSON.parse(saved) as FlowState,
    );
    const withUnits = saves.filter((state) => state.availability && !state.unit);
    expect(withUnits).toHaveLength(1);
    expect(saves.at(-1)?.unit?.unit_id).toBe(withUnits[0]?.availability?.units[0]?.unit_id);
    // Each save is a change: no state is saved twice in a row.
    saves.slice(1).forEach((state, index) => {
      expect(state, `save ${index + 1}`).not.toEqual(saves[index]);
    });
  });

  it('shows a list that failed to load in the error modal once, in Thai, and does not ask again by itself (th, 390)', async () => {
    const t = catalogs.th;
    const account = await createAccount(e2e);
    const page = await e2e.newPage({ language: 'th', width: 390 });
    await openSignedIn(page, e2e, account);
    await page.waitForURL('**/service');
    const calls = recordCalls(page);
    await page.route('**/service/get-size', (route) => route.abort('connectionreset'));

    await page.locator('select[name="branch"]').selectOption({ index: 1 });
    await page.locator('select[name="group"]:enabled').selectOption({ index: 1 });
    expect(await dialogMessage(page)).toBe(t.errors.requestErorMsg);
    await closeDialog(page, t);
    // A moment for a retry or a second report, which must not come.
    await page.waitForTimeout(1_000);
    expect(await page.getByRole('dialog').isVisible()).toBe(false);
    const made = calls.step();
    expect(countByPath(made)['/service/get-size']).toBe(1);
    expect(duplicates(made)).toEqual([]);
    expect(await page.locator('select[name="size"]').isDisabled()).toBe(true);
  });
});
