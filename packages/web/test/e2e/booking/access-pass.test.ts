import { bookingDetailPath, buildInvoicePaymentRequest, ROUTES } from '@self-storage/core/flow';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type Account,
  axeScan,
  createAccount,
  noEnglishSentence,
  noHorizontalScroll,
  noThaiWordSplit,
  openSignedIn,
  shiftDeviceClock,
  startE2E,
  THAI_NAMES,
  thaiTypography,
  waitForPath,
} from '../harness/index.ts';
import { bookOverApi, catalogs, control } from './booking-helpers.ts';

// This file moves the sandbox's clock: every test starts from real time, passed or failed.
const e2e = startE2E();
afterEach(async () => {
  await control(e2e, '/sandbox/clock', { reset: true });
});
const t = catalogs.th;
const PHONE = { language: 'th', width: 390 } as const;
/** The branch of `firstFreeUnit`'s unit. */
const BRANCH = 1;
/** Past a 30-second step of the pass's code. */
const NEXT_STEP_MS = 31_000;
const SHOTS = '/tmp/shots-i40-access';
/** A phone whose clock runs four minutes behind. */
const DEVICE_CLOCK_OFF_MS = -4 * 60_000;

interface GateAnswer {
  granted: boolean;
  reason: string | null;
  pass: { kind: string; holder_name: string } | null;
}

const scan = (code: string) => control<GateAnswer>(e2e, '/sandbox/gate', { branch: BRANCH, code });

/** A customer with a Thai name, as the pass shows it on a Thai screen. */
const createThaiAccount = (): Promise<Account> => createAccount(e2e, {}, THAI_NAMES);

/** A paid booking of `firstFreeUnit`'s unit, from today (in instalments: its first bill paid). */
const paidBooking = async (account: Account, options: { instalments?: boolean } = {}) => {
  const made = await bookOverApi(e2e, account, options);
  const qr = await made.client.payment.qrCheckout(buildInvoicePaymentRequest(made.booking, made.token));
  await control(e2e, `/sandbox/payments/${qr.uuid}/pay`);
  return made;
};

/**
 * Seconds at least left in a code's window when a test scans it: the phone knows the server's clock to a
 * second, and a loaded machine may take a few more between reading the code and the gate's answer.
 */
const SCAN_MARGIN_S = 10;

/** What the pass's QR holds, read with a few seconds of its window left, to be scanned. */
const freshPayload = async (page: Page): Promise<string> => {
  const timer = page.getByTestId('access-pass-timer').first();
  await expect
    .poll(async () => Number(/\d+/.exec(await timer.innerText())?.[0] ?? 0), { timeout: 40_000 })
    .toBeGreaterThanOrEqual(SCAN_MARGIN_S);
  return payloadOf(page);
};

/**
 * Scans the code the phone shows now. On a loaded machine a code can turn over between reading it
 * and the gate's answer; one answered `expired_code` is read and scanned once more, so the gate's
 * strict window is kept and a phone showing a wrong code still fails.
 */
const scanShown = async (page: Page): Promise<GateAnswer> => {
  const first = await scan(await freshPayload(page));
  return first.reason === 'expired_code' ? scan(await freshPayload(page)) : first;
};

/** What the pass's QR holds now, as drawn. */
const payloadOf = async (page: Page, scope = page.locator('body')) => {
  const qr = scope.getByRole('img', { name: new RegExp(t.access.qrAlt.replace(/\{\{name\}\}/, '.+')) });
  await qr.first().waitFor();
  return (await qr.first().getAttribute('data-payload')) ?? '';
};

describe('the access pass (th, 390)', () => {
  it('shows the pass on the detail, opens the gate with its QR and PIN, and again offline from the user menu', async () => {
    const account = await createThaiAccount();
    const { customerServiceId: id } = await paidBooking(account);
    const page = await e2e.newPage(PHONE);
    await page.clock.install({ time: Date.now() });
    await openSignedIn(page, e2e, account, bookingDetailPath(id));
    const pass = page.getByTestId('access-pass');
    await pass.waitFor();
    expect(await page.getByTestId('access-pass-state').innerText()).toBe(t.access.states.active);
    expect(await freshPayload(page)).toMatch(/^SSA1\.\d+\.\d{6}$/);
    expect(await scanShown(page)).toMatchObject({ granted: true, reason: null, pass: { kind: 'owner' } });
    const pin = await page.getByTestId('access-pass-pin').innerText();
    expect(await scan(pin)).toMatchObject({ granted: true });
    await noEnglishSentence(page);
    await noHorizontalScroll(page);
    await axeScan(page);
    await pass.screenshot({ path: `${SHOTS}/detail-pass-th-390.png` });

    // Offline, an in-app way back to the pass shows it from the phone, its code still changing.
    await page.context().setOffline(true);
    await page.getByRole('button', { name: t.header.userMenu }).click();
    await page.getByRole('link', { name: t.access.menu }).click();
    await page.getByTestId('access-pass-offline').waitFor();
    expect(await page.getByTestId('access-pass-pin').innerText()).toBe(pin);
    const offline = await payloadOf(page);
    // The phone and the gate both move on to the next 30-second window.
    await control(e2e, '/sandbox/clock', { advance: `${NEXT_STEP_MS / 1000}s` });
    await page.clock.fastForward(NEXT_STEP_MS);
    await expect.poll(() => payloadOf(page)).not.toBe(offline);
    expect(await scan(offline)).toMatchObject({ granted: false, reason: 'expired_code' });
    await page.context().setOffline(false);
    expect(await scanShown(page)).toMatchObject({ granted: true, reason: null });
    await noEnglishSentence(page);
    await noHorizontalScroll(page);
    await page.screenshot({ path: `${SHOTS}/access-screen-offline-th-390.png`, fullPage: true });

    // Logging out takes the passes kept on the phone with it.
    await page.getByRole('button', { name: t.header.userMenu }).click();
    await page.getByRole('button', { name: t.header.logout }).click();
    await waitForPath(page, ROUTES.login);
    expect(await page.evaluate(() => localStorage.getItem('access_passes'))).toBeNull();
  });

  it('shares access with a person whose own pass opens the gate until revoked, the log showing both', async () => {
    const account = await createThaiAccount();
    const { customerServiceId: id } = await paidBooking(account);
    const page = await e2e.newPage(PHONE);
    await openSignedIn(page, e2e, account, bookingDetailPath(id));
    await page.getByTestId('access-pass').waitFor();
    const ownerPin = await page.getByTestId('access-pass-pin').innerText();
    await scan(ownerPin);

    await page.getByLabel(t.access.share.name).fill('สมชาย ขนของ');
    await page.getByLabel(t.access.share.phone).fill('0812345678');
    await page.getByRole('button', { name: t.access.share.submit }).click();
    const link = await page.getByTestId('access-share-link').getByRole('link').getAttribute('href');
    expect(link).toMatch(/\/shared-pass#[\w-]{43}$/);
    await page.getByTestId('access-share-item').waitFor();
    // The form is empty again for the next person.
    expect(await page.getByLabel(t.access.share.name).inputValue()).toBe('');
    await noEnglishSentence(page);
    await noHorizontalScroll(page);
    await page.getByTestId('access-share').screenshot({ path: `${SHOTS}/detail-share-th-390.png` });

    // The person opens the link: no account, a pass of their own.
    const mover = await e2e.newPage(PHONE);
    await mover.goto(link ?? '');
    await mover.getByTestId('access-pass').waitFor();
    expect(await mover.getByTestId('access-pass').innerText()).toContain('สมชาย ขนของ');
    const moverPin = await mover.getByTestId('access-pass-pin').innerText();
    expect(moverPin).not.toBe(ownerPin);
    // The person's QR is a pass of its own; their PIN is scanned here, so the log below holds
    // exactly the three attempts (a QR read as its window turns over would add a denial).
    const passOf = async (phone: Page) => (await payloadOf(phone)).split('.')[1];
    expect(await passOf(mover)).not.toBe(await passOf(page));
    expect(await scan(moverPin)).toMatchObject({
      granted: true,
      pass: { kind: 'share', holder_name: 'สมชาย ขนของ' },
    });
    await noEnglishSentence(mover);
    await noHorizontalScroll(mover);
    await axeScan(mover);
    await mover.screenshot({ path: `${SHOTS}/shared-pass-th-390.png`, fullPage: true });

    await page.getByRole('button', { name: t.access.share.revoke }).click();
    await expect.poll(() => page.getByTestId('access-share-item').getAttribute('data-state')).toBe('revoked');
    expect(await scan(moverPin)).toMatchObject({ granted: false, reason: 'revoked' });
    await mover.reload();
    await expect.poll(() => mover.getByTestId('access-pass').getAttribute('data-state')).toBe('revoked');
    expect(await mover.getByTestId('access-pass-message').innerText()).toBe('ผู้เช่ายกเลิกบัตรผ่านนี้แล้ว');

    // The log on the detail: the owner's entry, the person's entry and their denial.
    await page.reload();
    const entries = page.getByTestId('access-log-entry');
    await expect.poll(() => entries.count()).toBe(3);
    const texts = await entries.allInnerTexts();
    expect(texts[0]).toContain('สมชาย ขนของ');
    expect(texts[0]).toContain(t.access.log.denied.replace('{{reason}}', t.access.reasons.revoked));
    expect(texts[1]).toContain('สมชาย ขนของ');
    expect(texts[1]).toContain(t.access.log.granted);
    expect(texts[2]).toContain(t.access.log.granted);
    await noEnglishSentence(page);
    await page.getByTestId('access-log').screenshot({ path: `${SHOTS}/detail-log-th-390.png` });
  });

  it('shows the gate’s code on a phone whose clock is minutes off: the code follows the server’s clock', async () => {
    const account = await createThaiAccount();
    const { customerServiceId: id } = await paidBooking(account);
    const page = await e2e.newPage(PHONE);
    await shiftDeviceClock(page, DEVICE_CLOCK_OFF_MS);
    await openSignedIn(page, e2e, account, bookingDetailPath(id));
    expect(await scanShown(page)).toMatchObject({ granted: true, reason: null });
  });

  it('says why access is suspended for an unpaid bill and links to paying it', async () => {
    const account = await createThaiAccount();
    const { customerServiceId: id } = await paidBooking(account, { instalments: true });
    // The second bill, due on day 30, unpaid past its 7 days of grace.
    const { now } = await control<{ now: string }>(e2e, '/sandbox/clock', { advance: '38d' });
    const page = await e2e.newPage(PHONE);
    await page.clock.install({ time: Date.parse(now) });
    await openSignedIn(page, e2e, account, bookingDetailPath(id));
    const pass = page.getByTestId('access-pass');
    await expect.poll(() => pass.getAttribute('data-state')).toBe('suspended');
    expect(await page.getByTestId('access-pass-state').innerText()).toBe(t.access.states.suspended);
    expect(await page.getByTestId('access-pass-message').innerText()).toContain('บิลค้างชำระ');
    // A suspended pass draws no QR: the gate would refuse it.
    expect(await pass.getByRole('img').count()).toBe(0);
    expect(await scan(await page.getByTestId('access-pass-pin').innerText())).toMatchObject({
      granted: false,
      reason: 'suspended',
    });
    await noEnglishSentence(page);
    await noHorizontalScroll(page);
    await pass.screenshot({ path: `${SHOTS}/detail-pass-suspended-th-390.png` });
    await pass.getByRole('button', { name: t.bookingDetail.pay }).click();
    await waitForPath(page, ROUTES.repaymentSummary);
  });
});

/** A Thai screen: no English sentence, no Thai word split across lines, Thai typography. */
const thaiChecks = async (page: Page): Promise<void> => {
  await noEnglishSentence(page);
  await noThaiWordSplit(page);
  await thaiTypography(page);
};

describe('the access pass screens in Thai and English, on a phone and a desk', () => {
  it('fit 390 and 1280 px in both languages, with no English on the Thai ones', async () => {
    const account = await createThaiAccount();
    const { customerServiceId: id, client, token } = await paidBooking(account);
    const { link } = await client.rental.shareAccess({
      token,
      customer_service_id: id,
      name: 'สมชาย ขนของ',
      phone: '0812345678',
      start_date: (await client.rental.accessPass({ token, customer_service_id: id })).pass.valid_from,
      end_date: (await client.rental.accessPass({ token, customer_service_id: id })).pass.valid_from,
    });
    await scan((await client.rental.accessPass({ token, customer_service_id: id })).pass.pin);
    for (const language of ['th', 'en'] as const) {
      for (const width of [390, 1280]) {
        const page = await e2e.newPage({ language, width });
        await openSignedIn(page, e2e, account, bookingDetailPath(id));
        await page.getByTestId('access-log-entry').first().waitFor();
        await page.getByTestId('access-pass').scrollIntoViewIfNeeded();
        await noHorizontalScroll(page);
        if (language === 'th') await thaiChecks(page);
        // The detail's own section: the rest of the page is other screens' work.
        await page.locator('#access').screenshot({ path: `${SHOTS}/detail-${language}-${width}.png` });
        await page.getByRole('button', { name: catalogs[language].header.userMenu }).click();
        await page.getByRole('link', { name: catalogs[language].access.menu }).click();
        await page.getByTestId('access-pass').waitFor();
        await noHorizontalScroll(page);
        if (language === 'th') await thaiChecks(page);
        await page.screenshot({ path: `${SHOTS}/access-screen-${language}-${width}.png`, fullPage: true });
        const shared = await e2e.newPage({ language, width });
        await shared.goto(link);
        await shared.getByTestId('access-pass').waitFor();
        await noHorizontalScroll(shared);
        if (language === 'th') await thaiChecks(shared);
        await shared.screenshot({ path: `${SHOTS}/shared-pass-${language}-${width}.png`, fullPage: true });
      }
    }
  });
});

/** A branch whose keypad no other test here types at: locking it disturbs none of them. */
const LOCKED_BRANCH = 3;
/** Far more wrong PINs than a keypad takes before it locks (docs/security.md). */
const MAX_WRONG_PINS = 20;
const LOCK_SHOTS = '/tmp/shots-gate-lockout';

describe('the access log after a keypad locks', () => {
  it('names the lock in Thai and in English, at 390 and 1280', async () => {
    const account = await createThaiAccount();
    const { customerServiceId: id } = await paidBooking(account);
    const page = await e2e.newPage(PHONE);
    await openSignedIn(page, e2e, account, bookingDetailPath(id));
    const pin = await page.getByTestId('access-pass-pin').innerText();
    const atLockedBranch = (code: string) =>
      control<GateAnswer>(e2e, '/sandbox/gate', { branch: LOCKED_BRANCH, code });
    for (let guess = 0; guess < MAX_WRONG_PINS; guess += 1) {
      const wrong = String(guess).padStart(pin.length, '9');
      if (wrong !== pin && (await atLockedBranch(wrong)).reason === 'keypad_locked') break;
    }
    expect(await atLockedBranch(pin)).toMatchObject({ granted: false, reason: 'keypad_locked' });

    for (const language of ['th', 'en'] as const) {
      const texts = catalogs[language];
      const screen = language === 'th' ? page : await e2e.newPage({ language, width: PHONE.width });
      await openSignedIn(screen, e2e, account, bookingDetailPath(id));
      const newest = screen.getByTestId('access-log-entry').first();
      await expect
        .poll(() => newest.innerText())
        .toContain(texts.access.log.denied.replace('{{reason}}', texts.access.reasons.keypad_locked));
      if (language === 'th') await noEnglishSentence(screen);
      for (const width of [PHONE.width, 1280]) {
        await screen.setViewportSize({ width, height: 900 });
        await noHorizontalScroll(screen);
        await screen
          .getByTestId('access-log')
          .screenshot({ path: `${LOCK_SHOTS}/access-log-${language}-${width}.png` });
      }
    }
  });
});
