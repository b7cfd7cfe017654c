/**
 * Two steps of the booking flow as a customer on a slow phone and network lives them: in Chromium
 * with the CPU slowed 4 times and 150 ms added to every request's latency (DevTools' own
 * throttling, as Lighthouse's mobile profile assumes), the time from the click that ends one step
 * to the first frame showing what the next one is for.
 */
import { createSessionStore, MemoryStorage, PAYMENT_METHOD, SelfStorageClient } from '@self-storage/core';
import { addDays, today } from '@self-storage/core/dates';
import { ROUTES } from '@self-storage/core/flow';
import { th } from '@self-storage/locales/th';
import type { Browser, Page } from 'playwright-core';
import { registerCustomer } from './customers.ts';

/**
 * Types a `YYYY-MM-DD` date into select service's date field as a person would (a pointer on the
 * form fetches the calendar's code): day, month, then the year in the Buddhist era (a Thai page).
 */
export const typeThaiDate = async (page: Page, name: string, date: string): Promise<void> => {
  const [year = '', month = '', day = ''] = date.split('-');
  await page.locator('main form.form').hover();
  await page
    .locator('.date-field', { has: page.locator(`input[name="${name}"]`) })
    .locator('[role="spinbutton"][data-type="day"]')
    .click();
  await page.keyboard.type(`${day}${month}${Number(year) + 543}`);
};

export const STEP_RUNS = 3;
/** The step runs' customers are `bench-901@…` and on, apart from the other sections' ones. */
const STEP_CUSTOMER = 900;
/** DevTools' CPU throttling factor and added latency, as in Lighthouse's mobile profile. */
export const STEP_THROTTLING = { cpuSlowdown: 4, latencyMs: 150 } as const;

export interface StepTimes {
  /** Select service's Next to the first frame with the unit list. */
  unitList: number;
  /** The summary's confirm (QR chosen) to the first frame with the QR code drawn. */
  qr: number;
}

/** What the step timing uses of the page's globals (the tools compile without the DOM library). */
interface InPage {
  document: {
    addEventListener(type: 'click', listener: (event: { timeStamp: number }) => void, capture: boolean): void;
    querySelector(selector: string): { complete?: boolean; naturalWidth?: number } | null;
  };
  requestAnimationFrame(callback: () => void): number;
}

/** How long a step may take before the run fails, rather than waiting for ever. */
const STEP_LIMIT_MS = 60_000;

/**
 * Milliseconds from the next click in the page to the first frame in which `selector` matches
 * (an image once decoded); resolved after `act` has made the click. A step that never draws it
 * (no free unit left, say) fails after STEP_LIMIT_MS.
 */
const clickToFrame = async (page: Page, selector: string, act: () => Promise<void>): Promise<number> => {
  const elapsed = page.evaluate(
    ({ selector, limit }) =>
      new Promise<number>((resolve, reject) => {
        const started = performance.now();
        const win = globalThis as unknown as InPage;
        let clickedAt: number | undefined;
        win.document.addEventListener(
          'click',
          (event) => {
            clickedAt ??= event.timeStamp;
          },
          true,
        );
        const check = (): void => {
          const found = win.document.querySelector(selector);
          const drawn = found && (found.complete === undefined || (found.complete && found.naturalWidth));
          if (clickedAt !== undefined && drawn) resolve(performance.now() - clickedAt);
          else if (performance.now() - started > limit) reject(new Error(`${selector} was never drawn`));
          else win.requestAnimationFrame(check);
        };
        win.requestAnimationFrame(check);
      }),
    { selector, limit: STEP_LIMIT_MS },
  );
  await act();
  return elapsed;
};

/**
 * One customer's run, signed in with `storage`: select service filled in (not timed), Next timed
 * to the unit list; a unit chosen, the summary reached (not timed), QR chosen and confirm timed
 * to the QR code. Each run books another unit.
 */
export const stepRun = async (
  browser: Browser,
  baseUrl: string,
  storage: Record<string, string>,
): Promise<StepTimes> => {
  const context = await browser.newContext({ locale: 'th-TH', viewport: { width: 390, height: 844 } });
  try {
    await context.addInitScript((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, storage);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: STEP_THROTTLING.latencyMs,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: STEP_THROTTLING.cpuSlowdown });
    await page.goto(`${baseUrl}${ROUTES.service}`);
    await page.locator('select[name="branch"]').selectOption({ index: 1 });
    await page.locator('select[name="group"]:enabled').selectOption({ index: 1 });
    await page.locator('select[name="size"]:enabled').selectOption({ index: 1 });
    await typeThaiDate(page, 'startDate', addDays(today(Date.now()), 1));
    await typeThaiDate(page, 'endDate', addDays(today(Date.now()), 70));
    const next = page.getByRole('button', { name: th.service.next });
    const unitList = await clickToFrame(page, 'input[name="unit"]', () => next.click());
    await page.locator('input[name="unit"]').first().check();
    await page.getByRole('button', { name: th.unit.next }).click();
    await page.waitForURL(`**${ROUTES.summary}`);
    await page.locator(`input[name="paymentMethod"][value="${PAYMENT_METHOD.qr}"]`).check();
    const confirm = page.getByRole('button', { name: th.summary.confirm });
    const qr = await clickToFrame(page, '.qr__image', () => confirm.click());
    return { unitList, qr };
  } finally {
    await context.close();
  }
};

/** `STEP_RUNS` runs, each by a customer of its own registered for it (unpaid bookings are capped). */
export const stepTimings = async (
  browser: Browser,
  baseUrl: string,
  log: (line: string) => void,
): Promise<StepTimes[]> => {
  const runs: StepTimes[] = [];
  for (let run = 1; run <= STEP_RUNS; run++) {
    const client = new SelfStorageClient({ baseUrl });
    const storage = new MemoryStorage();
    createSessionStore({ storage }).signIn(await registerCustomer(client, baseUrl, STEP_CUSTOMER + run));
    runs.push(await stepRun(browser, baseUrl, storage.entries()));
    log(`web: throttled steps ${run}/${STEP_RUNS}: ${JSON.stringify(runs.at(-1))}`);
  }
  return runs;
};
