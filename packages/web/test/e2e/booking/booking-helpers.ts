import { type Booking, type PaymentMethodId, SelfStorageClient } from '@self-storage/core';
import { addDays, today } from '@self-storage/core/dates';
import {
  buildBookingCalculateRequest,
  buildBookingStorageRequest,
  type FlowEvent,
  type FlowState,
  flowReducer,
  INITIAL_FLOW_STATE,
} from '@self-storage/core/flow';
import type { Catalog, Language } from '@self-storage/locales';
import { en } from '@self-storage/locales/en';
import { th } from '@self-storage/locales/th';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Account, E2E } from '../harness/index.ts';

export const catalogs: Record<Language, Catalog> = { en, th };

/** The Bangkok date `offset` days from today, as the date inputs take it. */
export const bangkokDay = (offset = 0): string => addDays(today(Date.now()), offset);

/** The date field holding `name`'s value (select service's start or end date). */
export const dateField = (page: Page, name: string) =>
  page.locator('.date-field', { has: page.locator(`input[name="${name}"]`) });

/**
 * Types a `YYYY-MM-DD` date into a date field as a person would: day, month and year, the year in
 * the Buddhist era on a Thai page.
 */
export const typeDate = async (page: Page, name: string, date: string): Promise<void> => {
  const thai = (await page.evaluate(() => document.documentElement.lang)) === 'th';
  const [year = '', month = '', day = ''] = date.split('-');
  // Reaching for the form fetches the calendar's code, as a pointer on it does.
  await page.locator('main form.form').hover();
  await dateField(page, name).locator('[role="spinbutton"][data-type="day"]').click();
  await page.keyboard.type(`${day}${month}${thai ? Number(year) + 543 : year}`);
};

export interface ServiceChoice {
  /** Option index of each dropdown (0 is the placeholder). */
  branch?: number;
  group?: number;
  size?: number;
  /** Days booked, counting the start day; 70 gives three bills (instalments offered). */
  days?: number;
  /** The unit screen it leads to: `/service/unit`, or `/service/unit-ex` from the re-payment entry. */
  unitPath?: string;
}

/** Fills the select-service screen and goes on to the unit list. */
export const chooseService = async (page: Page, t: Catalog, choice: ServiceChoice = {}): Promise<void> => {
  const { branch = 1, group = 1, size = 1, days = 70, unitPath = '/service/unit' } = choice;
  await page.locator('select[name="branch"]').selectOption({ index: branch });
  await page.locator('select[name="group"]:enabled').selectOption({ index: group });
  await page.locator('select[name="size"]:enabled').selectOption({ index: size });
  await typeDate(page, 'startDate', bangkokDay());
  await typeDate(page, 'endDate', bangkokDay(days - 1));
  await page.getByRole('button', { name: t.service.next }).click();
  await page.waitForURL((url) => url.pathname === unitPath);
};

/** Picks the `index`-th free unit and goes on to the summary; returns its unit id. */
export const chooseUnit = async (page: Page, t: Catalog, index = 0): Promise<number> => {
  const radio = page.locator('input[name="unit"]').nth(index);
  await radio.check();
  const unitId = Number(await radio.getAttribute('value'));
  await page.getByRole('button', { name: t.unit.next }).click();
  await page.waitForURL('**/service/summary');
  await page.locator('.fees').waitFor();
  return unitId;
};

/** Chooses a method on the summary and confirms: the booking is made. */
export const confirmWith = async (page: Page, t: Catalog, method: PaymentMethodId): Promise<void> => {
  await page.locator(`input[name="paymentMethod"][value="${method}"]`).check();
  await page.getByRole('button', { name: t.summary.confirm }).click();
};

/** The error dialog's text, once it is open. */
export const dialogMessage = async (page: Page): Promise<string> => {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return (await dialog.locator('.modal__message').textContent()) ?? '';
};

/** The error dialog's title, message, next step and links, once it is open. */
export const dialogParts = async (
  page: Page,
): Promise<{ title: string; message: string; next: string; links: string[] }> => {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return {
    title: (await dialog.locator('.modal__title').textContent()) ?? '',
    message: (await dialog.locator('.modal__message').textContent()) ?? '',
    next: (await dialog.locator('.modal__next').allTextContents()).join(''),
    links: await dialog.locator('.modal__links a').allTextContents(),
  };
};

export const closeDialog = async (page: Page, t: Catalog): Promise<void> => {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: t.common.close }).click();
  await expect.poll(() => dialog.isVisible()).toBe(false);
  // The closed <dialog> stays in the page; its text goes once the app has handled the close, and
  // until then a text search would find it beside the field's own error.
  await expect.poll(() => page.getByTestId('error-modal').locator('.modal__message').textContent()).toBe('');
};

/**
 * Whether the page has asked, since this was called, for the success page's code (its chunk,
 * `result-screens-*.js`): a payment page loads it while it waits, not when the payment lands.
 */
export const watchSuccessCode = (page: Page): (() => boolean) => {
  let asked = false;
  page.on('request', (request) => {
    if (/\/assets\/result-screens-[\w-]+\.js$/.test(request.url())) asked = true;
  });
  return () => asked;
};

/** A sandbox control (`/sandbox/...`), failing the test on an error status. */
export const control = async <T = unknown>(e2e: E2E, path: string, body?: unknown): Promise<T> => {
  const response = await fetch(e2e.url(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
};

/** The flow state the page keeps in sessionStorage, to book the same choices over the API. */
export const pageFlowState = async (page: Page): Promise<FlowState> =>
  JSON.parse((await page.evaluate(() => sessionStorage.getItem('booking_flow'))) ?? '{}') as FlowState;

/**
 * Books over the SDK, as another device would: the page's choices (or the first free unit of
 * branch 1, group 1, size 1 for 70 days), priced and stored with core's request builders.
 */
export const bookOverApi = async (
  e2e: E2E,
  account: Account,
  options: { state?: FlowState; method?: PaymentMethodId; instalments?: boolean } = {},
): Promise<{ customerServiceId: number; token: string; client: SelfStorageClient; booking: Booking }> => {
  const client = new SelfStorageClient({ baseUrl: e2e.baseUrl });
  const token = await client.customer.login({ username: account.email, password: account.password });
  let state = options.state ?? (await firstFreeUnit(client));
  let calculation = await client.booking.calculate(buildBookingCalculateRequest(state, { final: true }));
  if (options.instalments) {
    // Instalments are offered by a calculation, then priced by another that asks for them.
    state = flowReducer(flowReducer(state, { type: 'calculated', calculation }), {
      type: 'instalmentsToggled',
      instalments: true,
    });
    calculation = await client.booking.calculate(buildBookingCalculateRequest(state, { final: true }));
  }
  state = [
    { type: 'calculated', calculation },
    { type: 'paymentMethodChosen', paymentMethod: options.method ?? 1 },
  ].reduce<FlowState>((s, event) => flowReducer(s, event as FlowEvent), state);
  const { customerServiceId, booking } = await client.booking.store(buildBookingStorageRequest(state, token));
  return { customerServiceId, token, client, booking };
};

/** The choices of branch 1, group 1, size 1 for 70 days from today and its first free unit. */
export const firstFreeUnit = async (client: SelfStorageClient): Promise<FlowState> => {
  const [branch] = await client.catalogue.branches({ currentLanguage: 'en' });
  const [group] = await client.catalogue.groups({ project_id: branch?.id ?? 1 });
  const [size] = await client.catalogue.sizes({ open_service_id: group?.id ?? 1 });
  if (!branch || !group || !size) throw new Error('The sandbox catalogue is empty');
  const events: FlowEvent[] = [
    { type: 'branchChosen', branch },
    { type: 'datesChosen', startDate: bangkokDay(), endDate: bangkokDay(69) },
    { type: 'groupChosen', group },
    { type: 'sizeChosen', size },
  ];
  let state = events.reduce(flowReducer, INITIAL_FLOW_STATE);
  const availability = await client.catalogue.units({
    start_date: bangkokDay(),
    end_date: bangkokDay(69),
    project_id: branch.id,
    open_service_id: group.id,
    open_service_model_id: size.open_service_model_id,
  });
  const [unit] = availability.units;
  if (!unit) throw new Error('No free unit');
  state = flowReducer(flowReducer(state, { type: 'unitsLoaded', availability }), {
    type: 'unitChosen',
    unit,
  });
  return state;
};
