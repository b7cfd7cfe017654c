import { encodeStoredValue, PAYMENT_METHOD, type PaymentMethodId } from '@self-storage/core';
import { ROUTES } from '@self-storage/core/flow';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createAccount,
  noEnglishSentence,
  noHorizontalScroll,
  openSignedIn,
  shiftDeviceClock,
  startE2E,
} from '../harness/index.ts';
import { bookOverApi, catalogs, control } from './booking-helpers.ts';

const e2e = startE2E();
const t = catalogs.th;
const COUNTDOWN_MS = 600_000;
const MINUTE_MS = 60_000;

afterEach(async () => {
  await control(e2e, '/sandbox/clock', { reset: true });
});

/** The countdown's hh:mm:ss in seconds. */
const secondsShown = async (page: Page): Promise<number> => {
  const [h = 0, m = 0, s = 0] = ((await page.getByTestId('countdown').textContent()) ?? '')
    .split(':')
    .map(Number);
  return h * 3600 + m * 60 + s;
};

/** When the server's payment started, as this machine's clock brackets it (the sandbox runs here). */
interface Started {
  after: number;
  before: number;
}

/**
 * Waits until the countdown shows what is left of the 600 s from `started`, by a server clock
 * `serverAheadMs` ahead of the real time: within 2 s (the Date header counts whole seconds).
 */
const expectServerTimeLeft = async (page: Page, started: Started, serverAheadMs = 0): Promise<void> => {
  const left = (startedAt: number, now: number) => (startedAt + COUNTDOWN_MS - now - serverAheadMs) / 1000;
  await expect
    .poll(
      async () => {
        const readFrom = Date.now();
        const shown = await secondsShown(page);
        const readTo = Date.now();
        const low = Math.floor(left(started.after, readTo)) - 2;
        const high = Math.ceil(left(started.before, readFrom)) + 2;
        return shown >= low && shown <= high ? 'as the server counts' : `${shown} s, not ${low}–${high} s`;
      },
      { timeout: 20_000 },
    )
    .toBe('as the server counts');
};

/** A booking made over the API, opened on its payment page; when the server booked it. */
const bookAndOpen = async (
  page: Page,
  method: PaymentMethodId,
): Promise<{ started: Started; booking: Awaited<ReturnType<typeof bookOverApi>>['booking'] }> => {
  const account = await createAccount(e2e);
  await openSignedIn(page, e2e, account);
  const after = Date.now();
  const { customerServiceId, booking } = await bookOverApi(e2e, account, { method });
  const before = Date.now();
  const saved = encodeStoredValue({ serviceState: 'checkout', serviceId: customerServiceId });
  await page.evaluate((value) => localStorage.setItem('current_service', value), saved);
  return { started: { after, before }, booking };
};

const qrCheckout = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/booking/qr/checkout'));

/** Opens the QR page; when the server made its QR, and the QR's uuid. */
const openQr = async (page: Page): Promise<{ started: Started; uuid: string }> => {
  const after = Date.now();
  const checkout = qrCheckout(page);
  await page.goto(e2e.url(ROUTES.paymentQrcode));
  const reply = await checkout;
  const before = Date.now();
  const { data } = (await reply.json()) as { data: { uuid: string } };
  await page.getByTestId('countdown').waitFor();
  return { started: { after, before }, uuid: data.uuid };
};

describe('payment countdowns follow the server', () => {
  it("the QR page's countdown goes on with the QR's time after a reload (th, 390)", async () => {
    const page = await e2e.newPage({ language: 'th', width: 390 });
    await bookAndOpen(page, PAYMENT_METHOD.qr);
    const { started, uuid } = await openQr(page);
    await expectServerTimeLeft(page, started);

    // Two minutes later by the server's clock, the same QR has eight minutes left, not ten.
    await control(e2e, '/sandbox/clock', { advance: '2m' });
    const again = qrCheckout(page);
    await page.reload();
    const { data } = (await (await again).json()) as { data: { uuid: string } };
    expect(data.uuid).toBe(uuid);
    await expectServerTimeLeft(page, started, 2 * MINUTE_MS);
  });

  it('the kiosk page counts from the booking, says what each time is, and keeps its time after a reload (th, 390)', async () => {
    const page = await e2e.newPage({ language: 'th', width: 390 });
    const { started, booking } = await bookAndOpen(page, PAYMENT_METHOD.kiosk);
    await control(e2e, '/sandbox/clock', { advance: '2m' });
    await page.goto(e2e.url(ROUTES.paymentKiosk));
    await page.getByTestId('kiosk-reference').waitFor();
    await expectServerTimeLeft(page, started, 2 * MINUTE_MS);

    // What the countdown is and until when the reference can be paid, as a Bangkok time of day.
    const payUntil = new Intl.DateTimeFormat('th-TH-u-nu-latn', {
      timeZone: 'Asia/Bangkok',
      hour: '2-digit',
      minute: '2-digit',
    }).format(Date.parse(booking.payment_deadline));
    const countdown = page.locator('.countdown');
    await expect.poll(() => countdown.textContent()).toContain(t.payment.kioskTimes.waitLabel);
    const note = (await countdown.locator('.countdown__note').textContent()) ?? '';
    expect(note).toContain(t.payment.expiresNotice.replace('{{hours}}', '2'));
    expect(note).toContain(t.payment.kioskTimes.payUntil.replace('{{time}}', payUntil));
    await noEnglishSentence(page);
    await noHorizontalScroll(page);

    await page.reload();
    await page.getByTestId('kiosk-reference').waitFor();
    await expectServerTimeLeft(page, started, 2 * MINUTE_MS);
  });

  it("a device clock 5 minutes behind still shows the server's time left, on the kiosk page and the QR page after a reload (th, 390)", async () => {
    const kiosk = await e2e.newPage({ language: 'th', width: 390 });
    await shiftDeviceClock(kiosk, -5 * MINUTE_MS);
    const booked = await bookAndOpen(kiosk, PAYMENT_METHOD.kiosk);
    expect((await kiosk.evaluate(() => Date.now())) - Date.now()).toBeLessThan(-4 * MINUTE_MS);
    const qr = await e2e.newPage({ language: 'th', width: 390 });
    await shiftDeviceClock(qr, -5 * MINUTE_MS);
    await bookAndOpen(qr, PAYMENT_METHOD.qr);
    const { started } = await openQr(qr);

    // Two minutes on by the server's clock: eight minutes left of each, whatever the device says.
    await control(e2e, '/sandbox/clock', { advance: '2m' });
    await kiosk.goto(e2e.url(ROUTES.paymentKiosk));
    await kiosk.getByTestId('kiosk-reference').waitFor();
    await expectServerTimeLeft(kiosk, booked.started, 2 * MINUTE_MS);
    const again = qrCheckout(qr);
    await qr.reload();
    await again;
    await expectServerTimeLeft(qr, started, 2 * MINUTE_MS);
  });
});
