import { MAX_UNPAID_BOOKINGS, PAYMENT_METHOD, SelfStorageClient } from '@self-storage/core';
import { formatAmount, toSatang } from '@self-storage/core/money';
import { TEST_CARDS } from '@self-storage/sandbox';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createAccount,
  noEnglishSentence,
  noHorizontalScroll,
  openSignedIn,
  startE2E,
} from '../harness/index.ts';
import {
  bookOverApi,
  catalogs,
  chooseService,
  chooseUnit,
  closeDialog,
  confirmWith,
  control,
  dialogParts,
} from './booking-helpers.ts';

// One test moves the sandbox's clock: this file has a sandbox of its own, set back after each test.
const e2e = startE2E();
afterEach(() => control(e2e, '/sandbox/clock', { reset: true }));

const t = catalogs.th;
const PHONE = { language: 'th', width: 390 } as const;

/** A title that names what went wrong, and a body that does not say it again. */
const toldOnce = (parts: { title: string; message: string; next: string }) => {
  expect(parts.message).not.toBe(parts.title);
  expect(parts.next).not.toBe(parts.title);
  expect(parts.title).not.toBe(t.common.errorTitle);
};

const payByCard = async (page: Page, number: string): Promise<void> => {
  await page.waitForURL('**/sandbox/card/**');
  await page.locator('input[name="name"]').fill('Somchai Jaidee');
  await page.locator('input[name="number"]').fill(number);
  await page.locator('input[name="expiry"]').fill('12/30');
  await page.locator('input[name="cvc"]').fill('123');
  await page.locator('button[type="submit"]').click();
};

describe('messages that say what happened and what to do next (th, 390)', () => {
  it('an ended session asks to log in again, and the login comes back to the page', async () => {
    const account = await createAccount(e2e);
    const page = await e2e.newPage(PHONE);
    await page.clock.install();
    await openSignedIn(page, e2e, account, '/service/history');
    await page.getByRole('heading', { level: 1, name: t.history.title }).waitFor();

    await page.clock.fastForward('12:01:00');
    const told = await dialogParts(page);
    expect(told).toMatchObject({
      title: t.told.sessionExpiredTitle,
      message: t.errors.sessionExpired,
      next: t.told.sessionExpiredNext,
    });
    toldOnce(told);
    await noEnglishSentence(page);
    await closeDialog(page, t);
    await page.waitForURL((url) => url.searchParams.get('returnUrl') === '/service/history');
    await page.locator('input[name="email"]').fill(account.email);
    await page.locator('input[name="password"]').fill(account.password);
    await page.locator('main form button[type="submit"]').click();
    await page.waitForURL('**/service/history');
  });

  it('a hold that ran out on the QR page says the unit was released, and leads to booking again', async () => {
    const account = await createAccount(e2e);
    const page = await e2e.newPage(PHONE);
    await page.clock.install();
    await openSignedIn(page, e2e, account);
    await chooseService(page, t, { branch: 2, size: 2 });
    await chooseUnit(page, t);
    await confirmWith(page, t, PAYMENT_METHOD.qr);
    await page.waitForURL('**/service/payment-qrcode');
    await page.locator('.qr__image').waitFor();

    // Past the 2-hour hold on both clocks: the server lets the unit go, the page sees it.
    await control(e2e, '/sandbox/clock', { advance: '2h1m' });
    await page.clock.fastForward('02:01:00');
    const told = await dialogParts(page);
    expect(told).toMatchObject({
      title: t.told.paymentTimeoutTitle,
      message: t.payment.timeout,
      next: t.told.holdReleased,
    });
    toldOnce(told);
    await noEnglishSentence(page);
    await closeDialog(page, t);
    await page.waitForURL((url) => url.pathname === '/service');
  });

  it('a declined card names the booking and the amount, and offers another card or another method', async () => {
    const account = await createAccount(e2e);
    const page = await e2e.newPage(PHONE);
    await openSignedIn(page, e2e, account);
    await chooseService(page, t, { size: 4 });
    await chooseUnit(page, t);
    await confirmWith(page, t, PAYMENT_METHOD.card);
    await payByCard(page, TEST_CARDS.declined);
    await page.waitForURL((url) => url.pathname === '/service/payment-fail' && url.searchParams.has('ser'));
    await page.getByRole('heading', { level: 1, name: t.told.cardDeclinedTitle }).waitFor();

    const ser = Number(new URL(page.url()).searchParams.get('ser'));
    const [booking] = (await bookingsOf(account)).filter((b) => b.customerService_id === ser);
    if (!booking) throw new Error(`No booking ${ser}`);
    const said = t.told.cardDeclined
      .replace('{{amount}}', formatAmount(toSatang(booking.amount_due), 'th'))
      .replace('{{number}}', booking.booking_number);
    await expect.poll(() => page.getByText(said).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: t.payment.fail.newBooking }).count()).toBe(0);
    await noEnglishSentence(page);
    await noHorizontalScroll(page);

    await page.getByRole('button', { name: t.told.anotherCard }).click();
    await page.waitForURL('**/sandbox/card/**');
    await page.goto(e2e.url(`/?action=payment-fail&ser=${ser}`));
    await page.getByRole('button', { name: t.told.anotherMethod }).click();
    await page.waitForURL('**/service-ex/summary');
    await page.locator('input[name="paymentMethod"]').first().waitFor();
  });

  it('the unpaid limit states the limit and links to the unpaid bookings', async () => {
    const account = await createAccount(e2e);
    const held = [];
    for (let i = 0; i < MAX_UNPAID_BOOKINGS; i += 1) held.push((await bookOverApi(e2e, account)).booking);
    const page = await e2e.newPage(PHONE);
    await openSignedIn(page, e2e, account);
    await chooseService(page, t, { size: 3 });
    await chooseUnit(page, t);
    await confirmWith(page, t, PAYMENT_METHOD.qr);

    const told = await dialogParts(page);
    expect(told.title).toBe(t.told.holdLimitTitle.replace('{{count}}', String(MAX_UNPAID_BOOKINGS)));
    expect(told.message).toBe(t.errors.holdLimit);
    toldOnce(told);
    expect(told.links.sort()).toEqual(
      held
        .map((b) =>
          t.told.unpaidBooking
            .replace('{{number}}', b.booking_number)
            .replace('{{amount}}', formatAmount(toSatang(b.amount_due), 'th')),
        )
        .sort(),
    );
    await noEnglishSentence(page);
    await page.getByRole('dialog').getByRole('link').first().click();
    await page.waitForURL(/\/service\/history\/\d+$/);
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(false);
  });

  it('a wrong current password says so; a changed one is confirmed on the login form with the email in', async () => {
    const account = await createAccount(e2e);
    const page = await e2e.newPage(PHONE);
    await openSignedIn(page, e2e, account, '/service/account');
    await page.getByTestId('account-email').waitFor();

    // The two new passwords differ: the title names it, the body says what to do.
    await page.getByLabel(t.account.oldPassword).fill(account.password);
    await page.locator('input[name="newPassword"]').fill('Changed-5678');
    await page.locator('input[name="confirmPassword"]').fill('Changed-5679');
    await page.getByRole('button', { name: t.changePassword.submit }).click();
    const mismatch = await dialogParts(page);
    expect(mismatch.title).toBe(t.register.password.mismatchTitle);
    expect(mismatch.next).toBe(t.validation.passwordsMustMatch);
    toldOnce(mismatch);
    await closeDialog(page, t);

    await page.getByLabel(t.account.oldPassword).fill('not-the-password-1');
    await page.locator('input[name="confirmPassword"]').fill('Changed-5678');
    await page.getByRole('button', { name: t.changePassword.submit }).click();
    const wrong = await dialogParts(page);
    expect(wrong).toMatchObject({ title: t.told.wrongPasswordTitle, message: t.told.wrongPassword });
    toldOnce(wrong);
    expect(await page.getByRole('dialog').textContent()).not.toContain('อีเมล');
    await noEnglishSentence(page);
    await closeDialog(page, t);

    await page.getByLabel(t.account.oldPassword).fill(account.password);
    await page.getByRole('button', { name: t.changePassword.submit }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('status').filter({ hasText: t.loginNotice.passwordChanged }).waitFor();
    await expect.poll(() => page.locator('input[name="email"]').inputValue()).toBe(account.email);
    await noEnglishSentence(page);
    await page.locator('input[name="password"]').fill('Changed-5678');
    await page.locator('main form button[type="submit"]').click();
    await page.waitForURL('**/service');
  });
});

const bookingsOf = async (account: { email: string; password: string }) => {
  const client = new SelfStorageClient({ baseUrl: e2e.baseUrl });
  const token = await client.customer.login({ username: account.email, password: account.password });
  return client.booking.history({ token });
};
