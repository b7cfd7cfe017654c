/**
 * From "pay" to the success page, for each way to pay, in Chromium (Playwright, a Thai browser at
 * 390 px) against the sandbox: the demo customer's booking is made over the SDK, its payment page
 * opened, the payment made with the sandbox's controls as the bank, the kiosk or the card page
 * would make it, and the time taken until the first frame showing the success page's heading.
 */
import {
  createSessionStore,
  MemoryStorage,
  PAYMENT_METHOD,
  type PaymentMethodId,
  SelfStorageClient,
  saveCurrentService,
} from '@self-storage/core';
import { ROUTES } from '@self-storage/core/flow';
import { th } from '@self-storage/locales/th';
import { TEST_CARDS } from '@self-storage/sandbox';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './lighthouse.ts';
import { ms } from './stats.ts';
import type { BenchContext } from './types.ts';
import { calculateBody, findFreeUnits } from './units.ts';

export const PAYMENT_RUNS = 5;
const DEMO = { username: 'demo@example.com', password: 'Demo-1234' };

export interface PaymentTimes {
  qr: number[];
  kiosk: number[];
  card: number[];
}

/** What the timing uses of the page's globals (the tools compile without the DOM library). */
interface InPage {
  document: { querySelector(selector: string): { textContent: string | null } | null };
  location: { pathname: string };
  requestAnimationFrame(callback: () => void): number;
  paidShownAt?: Promise<number>;
}

/**
 * In every document of the context from its first byte: the epoch milliseconds of the first frame
 * in which the success page shows its heading, as `paidShownAt` (a frame callback runs right
 * before each paint).
 */
const watchForSuccess = (context: BrowserContext) =>
  context.addInitScript(
    ({ title, path }) => {
      const win = globalThis as unknown as InPage;
      win.paidShownAt = new Promise<number>((resolve) => {
        const shown = (): void => {
          const heading = win.document.querySelector('h1');
          if (win.location.pathname === path && heading?.textContent === title)
            resolve(performance.timeOrigin + performance.now());
          else win.requestAnimationFrame(shown);
        };
        win.requestAnimationFrame(shown);
      });
    },
    { title: th.payment.success.title, path: ROUTES.paymentSuccess },
  );

/** Epoch milliseconds of the success page's first frame with its heading, once it is on screen. */
const successShownAt = async (page: Page): Promise<number> => {
  await page.waitForURL(`**${ROUTES.paymentSuccess}`);
  await page.getByRole('heading', { name: th.payment.success.title }).waitFor();
  return page.evaluate(() => (globalThis as unknown as InPage).paidShownAt ?? Number.NaN);
};

/** Epoch milliseconds in the page, right before it posts a sandbox control. */
const postControl = (page: Page, path: string): Promise<number> =>
  page.evaluate(async (path) => {
    const t0 = performance.timeOrigin + performance.now();
    void fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' } });
    return t0;
  }, path);

/** One payment of `method` on the booking the page is paying; milliseconds from pay to success. */
type Pay = (page: Page) => Promise<number>;

/** QR: the page listening to its payment's stream, the bank's confirmation posted from the page. */
const payByQr: Pay = async (page) => {
  const checkout = page.waitForResponse((response) => response.url().endsWith('/booking/qr/checkout'));
  await page.goto(ROUTES.paymentQrcode);
  const { data } = (await (await checkout).json()) as { data: { uuid: string } };
  await page.waitForResponse((response) => response.url().includes(`/callback/${data.uuid}`));
  const t0 = await postControl(page, `/sandbox/payments/${data.uuid}/pay`);
  return (await successShownAt(page)) - t0;
};

/** Kiosk: the reference shown, the kiosk's payment posted from the page (the page asks its booking). */
const payAtKiosk: Pay = async (page) => {
  await page.goto(ROUTES.paymentKiosk);
  const reference = ((await page.getByTestId('kiosk-reference').textContent()) ?? '').replace(/\D/g, '');
  const t0 = await postControl(page, `/sandbox/kiosk/${reference}/pay`);
  return (await successShownAt(page)) - t0;
};

/** Card: the hosted card page filled in with the success card; from its submit to the app's success page. */
const payByCard: Pay = async (page) => {
  await page.goto(ROUTES.paymentCredit);
  await page.waitForURL('**/sandbox/card/**');
  await page.locator('input[name="name"]').fill('Somchai Jaidee');
  await page.locator('input[name="number"]').fill(TEST_CARDS.success);
  await page.locator('input[name="expiry"]').fill('12/30');
  await page.locator('input[name="cvc"]').fill('123');
  const t0 = Date.now();
  await page.locator('button[type="submit"]').click();
  return (await successShownAt(page)) - t0;
};

const PAYS: Record<keyof PaymentTimes, { method: PaymentMethodId; pay: Pay }> = {
  qr: { method: PAYMENT_METHOD.qr, pay: payByQr },
  kiosk: { method: PAYMENT_METHOD.kiosk, pay: payAtKiosk },
  card: { method: PAYMENT_METHOD.card, pay: payByCard },
};

/** The page's localStorage for the demo customer signed in, paying for `serviceId`. */
const payingStorage = (token: string, serviceId: number): Record<string, string> => {
  const storage = new MemoryStorage();
  createSessionStore({ storage }).signIn(token);
  saveCurrentService(storage, { serviceState: 'checkout', serviceId });
  return storage.entries();
};

const timePayment = async (
  browser: Browser,
  baseUrl: string,
  storage: Record<string, string>,
  pay: Pay,
): Promise<number> => {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'th-TH',
    viewport: { width: 390, height: 844 },
  });
  try {
    await watchForSuccess(context);
    const page = await context.newPage();
    await page.goto(ROUTES.forget);
    await page.evaluate((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, storage);
    return await pay(page);
  } finally {
    await context.close();
  }
};

/** `PAYMENT_RUNS` payments of each kind, each on a booking of its own (another unit). */
export const paymentTimes = async (ctx: BenchContext, baseUrl: string): Promise<PaymentTimes> => {
  const client = new SelfStorageClient({ baseUrl });
  const token = await client.customer.login(DEMO);
  const kinds = Object.keys(PAYS) as (keyof PaymentTimes)[];
  const units = await findFreeUnits(client, PAYMENT_RUNS * kinds.length);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const times: PaymentTimes = { qr: [], kiosk: [], card: [] };
    for (const [index, unit] of units.entries()) {
      const kind = kinds[index % kinds.length] ?? 'qr';
      const { method, pay } = PAYS[kind];
      const data = await client.booking.calculate(calculateBody(unit));
      const { customerServiceId } = await client.booking.store({
        payment_method: method,
        isInstallment: 1,
        start_date: unit.selection.start_date,
        end_date: unit.selection.end_date,
        unit_id: unit.unitId,
        token,
        data,
        totalOrange: data.total_after_discount,
      });
      times[kind].push(await timePayment(browser, baseUrl, payingStorage(token, customerServiceId), pay));
      ctx.log(`web: ${kind} payment ${times[kind].length}/${PAYMENT_RUNS}: ${ms(times[kind].at(-1) ?? 0)}`);
    }
    return times;
  } finally {
    await browser.close();
  }
};
