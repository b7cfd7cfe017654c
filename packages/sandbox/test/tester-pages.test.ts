import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, day, demoToken, startSandbox, type TestSandbox } from './helpers.ts';

/** The Chromium the web package's browser tests drive: the headless shell where installed. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const CHROMIUM_ARGS = [
  ...(CHROMIUM.endsWith('headless-shell') ? [] : ['--headless=new']),
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

interface Violation {
  directive: string;
  blocked: string;
}

/**
 * What the functions run in the page use of the browser's globals: this package's types have no
 * DOM library, and adding it to one file would add it to every file of the package.
 */
interface PageElement {
  textContent: string | null;
  dataset: Record<string, string | undefined>;
  append(child: PageElement): void;
}
declare const window: object;
declare const document: {
  body: PageElement;
  createElement(tag: string): PageElement;
  addEventListener(
    type: 'securitypolicyviolation',
    listener: (event: { effectiveDirective: string; blockedURI: string }) => void,
  ): void;
};
declare const getComputedStyle: (element: unknown) => { backgroundColor: string; fontWeight: string };

/**
 * A page that records what its security policy refused: the `securitypolicyviolation` events
 * (kept on the window, which a navigation empties) and the console's reports of them.
 */
const watchedPage = async (browser: Browser) => {
  const page = await browser.newPage();
  const reports: string[] = [];
  // Chromium reports each refusal of the policy on the console too (the full browser also reports
  // its request for /favicon.ico, which the sandbox does not have).
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reports.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    Object.assign(window, { violations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI });
    });
  });
  const violations = (): Promise<Violation[]> =>
    page.evaluate(() => (window as unknown as { violations: Violation[] }).violations);
  return { page, reports, violations };
};

let sb: TestSandbox;
let browser: Browser;
beforeAll(async () => {
  sb = await startSandbox();
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await sb?.close();
});

describe('the sandbox tester pages in Chromium, as served', () => {
  it('pays a QR with its Simulate payment button', { timeout: 60_000 }, async () => {
    const token = await demoToken(sb);
    const { booking, customerServiceId } = await book(sb, token, 11, day(1), day(20));
    const qr = await sb.client.payment.qrCheckout({
      tokenu: token,
      customerInvoiceIds: booking.invoices.filter((i) => i.due_date <= sb.today()).map((i) => i.id),
    });
    const tester = await watchedPage(browser);
    await tester.page.goto(`${sb.url}/sandbox/qr/${qr.uuid}`);
    await tester.page.getByRole('button', { name: 'Simulate payment' }).click();
    await expect
      .poll(() => tester.page.locator('main p').first().textContent(), { timeout: 20_000 })
      .toContain('Status: paid');
    expect(tester.reports).toEqual([]);
    expect(await tester.violations()).toEqual([]);
    expect(await sb.client.payment.qrInquire({ uuid: qr.uuid, tokenu: token })).toEqual({
      success: true,
      status: 'paid',
    });
    const current = await sb.client.booking.current({ token, customer_service_id: customerServiceId });
    expect(current.booking).toMatchObject({ status: 'confirmed', amount_due: 0 });
  });

  it('shows a mail with its inline styles applied, and still runs no script in it', {
    timeout: 60_000,
  }, async () => {
    const email = 'viewer@example.com';
    await sb.client.customer.sendOtp({ email });
    const outbox = (await (await fetch(`${sb.url}/sandbox/mail?to=${email}`)).json()) as {
      messages: { id: number }[];
    };
    const [mail] = outbox.messages;
    if (!mail) throw new Error(`no mail to ${email}`);
    const viewer = await watchedPage(browser);
    await viewer.page.goto(`${sb.url}/sandbox/mail/${mail.id}`);
    // The brand's bar: bold white on blue by its inline style, where an unstyled cell is transparent.
    const brand = viewer.page.locator('[data-brand]');
    expect(await brand.evaluate((cell) => getComputedStyle(cell).backgroundColor)).toBe('rgb(15, 94, 156)');
    expect(await brand.evaluate((cell) => getComputedStyle(cell).fontWeight)).toBe('700');
    expect(viewer.reports).toEqual([]);
    expect(await viewer.violations()).toEqual([]);

    // A script that found its way into a mail still does not run.
    await viewer.page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.injected = "ran"';
      document.body.append(script);
    });
    await expect
      .poll(async () => (await viewer.violations()).map((v) => v.directive), { timeout: 10_000 })
      .toContain('script-src-elem');
    expect(await viewer.page.evaluate(() => document.body.dataset.injected)).toBeUndefined();
    await expect.poll(() => viewer.reports.join('\n'), { timeout: 10_000 }).toContain('script');
  });
});
