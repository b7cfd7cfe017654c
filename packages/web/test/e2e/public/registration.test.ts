import { en } from '@self-storage/locales/en';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closeDialog, dialogMessage } from '../booking/booking-helpers.ts';
import {
  JPG_FIXTURE,
  loginInBrowser,
  newEmail,
  oversizedPng,
  startE2E,
  validThaiId,
} from '../harness/index.ts';
import {
  acceptPrivacy,
  fillContact,
  PASSWORD,
  reachPersonalUpload,
  registerPersonalThai,
  uploadAndSetPassword,
  verifyEmail,
} from './register-helpers.ts';

const e2e = startE2E();

const errorDialog = (page: Page) => page.getByRole('dialog');

/** The new account logs in, lands on /service, and logs out back to the login form. */
const loginAndLogout = async (page: Page, email: string) => {
  await loginInBrowser(page, e2e, { email, password: PASSWORD });
  expect(new URL(page.url()).pathname).toBe('/service');
  await page.getByRole('button', { name: en.header.userMenu }).click();
  await page.getByRole('button', { name: en.header.logout }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(() => page.getByRole('heading', { name: en.login.title }).isVisible()).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
  // Home itself, with no returnUrl to the page logged out from.
  expect(new URL(page.url()).search).toBe('');
};

describe('registration', () => {
  it('registers a personal Thai customer, who logs in and out', async () => {
    const page = await e2e.newPage({ language: 'en' });
    const email = await registerPersonalThai(page, e2e);
    await loginAndLogout(page, email);
  });

  it('registers a personal foreigner with a passport', async () => {
    const page = await e2e.newPage({ language: 'en', width: 390 });
    const email = await verifyEmail(page, e2e);
    await page.getByRole('button', { name: en.common.next }).click();
    await page.waitForURL('**/register-personal');
    await page.locator('input[name="firstName"]').waitFor();
    await page.getByLabel(en.register.personal.foreigner).check();
    await expect.poll(() => page.locator('input[name="idCard"]').count()).toBe(0);
    await fillContact(page);
    await page.locator('input[name="passport"]').fill('AA1234567');
    await page.getByRole('button', { name: en.common.next }).click();
    await page.waitForURL('**/register-personal-step2');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      en.register.document.passportTitle,
    );
    await uploadAndSetPassword(page, en.register.password.submit);
    await loginAndLogout(page, email);
  });

  it('registers a corporate customer', async () => {
    const page = await e2e.newPage({ language: 'en' });
    const email = await verifyEmail(page, e2e);
    await page.getByLabel(en.register.customerType.corporate).check();
    await page.getByRole('button', { name: en.common.next }).click();
    await page.waitForURL('**/register-corporation');
    await fillContact(page);
    await page.locator('input[name="companyName"]').fill('Siam Storage Co., Ltd.');
    await page.locator('input[name="legalNumber"]').fill('0105551234567');
    await page.getByRole('button', { name: en.common.next }).click();
    await page.waitForURL('**/register-corporation-step2');
    await page.locator('input[type="file"]').setInputFiles(JPG_FIXTURE);
    await uploadAndSetPassword(page, en.register.password.continue);
    await loginAndLogout(page, email);
  });

  it('keeps the draft through a reload', async () => {
    const page = await e2e.newPage({ language: 'en' });
    await verifyEmail(page, e2e);
    await page.getByRole('button', { name: en.common.next }).click();
    await page.waitForURL('**/register-personal');
    await fillContact(page);
    await page.locator('input[name="idCard"]').fill('12345');
    await page.getByRole('button', { name: en.common.next }).click();
    await expect.poll(() => page.getByText(en.errors.invalidIdCard).isVisible()).toBe(true);
    // Thirteen digits with a wrong check digit are told so, not asked for 13 digits again.
    await page.locator('input[name="idCard"]').fill('1101700230707');
    await page.getByRole('button', { name: en.common.next }).click();
    await expect.poll(() => page.getByText(en.register.personal.idCardCheckDigit).isVisible()).toBe(true);
    await page.locator('input[name="idCard"]').fill('12345');
    await page.reload();
    expect(await page.locator('input[name="firstName"]').inputValue()).toBe('Malee');
    expect(await page.locator('input[name="idCard"]').inputValue()).toBe('12345');
    await page.locator('input[name="idCard"]').fill(validThaiId());
    await page.getByRole('button', { name: en.common.next }).click();
    await page.locator('input[type="file"]').setInputFiles(JPG_FIXTURE);
    await page.getByRole('img', { name: en.register.document.previewAlt }).waitFor();
    await page.reload();
    await page.getByRole('img', { name: en.register.document.previewAlt }).waitFor();
  });
});

describe('registration errors', () => {
  it('shows the OTP verification message for a wrong code', async () => {
    const page = await e2e.newPage({ language: 'en' });
    const email = newEmail();
    await page.goto(e2e.url('/register'));
    await page.getByRole('textbox', { name: en.account.email }).fill(email);
    await acceptPrivacy(page);
    await page.getByRole('button', { name: en.register.sendOtp }).click();
    await page.waitForURL('**/register-otp');
    const otp = await e2e.latestOtp(email);
    const wrong = otp.replace(/^./, (digit) => String((Number(digit) + 1) % 10));
    // A whole code sends itself.
    await page.getByLabel(en.register.otp.digitLabel.replace('{{n}}', '1')).fill(wrong);
    await expect.poll(() => errorDialog(page).textContent()).toContain(en.register.otpVerifyError);
    await page.keyboard.press('Escape');
    await expect.poll(() => errorDialog(page).isVisible()).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/register-otp');
  });

  it('shows errors.passwordNotSame for a mismatched confirmation', async () => {
    const page = await e2e.newPage({ language: 'en' });
    await reachPersonalUpload(page, e2e);
    await page.locator('input[type="file"]').setInputFiles(JPG_FIXTURE);
    await page.getByRole('button', { name: en.common.next }).click();
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('input[name="confirmPassword"]').fill(`${PASSWORD}x`);
    await page.getByRole('button', { name: en.register.password.submit }).click();
    // The modal first (SPEC section 8), then the mark and the focus on the field.
    expect(await dialogMessage(page)).toBe(en.errors.passwordNotSame);
    await closeDialog(page, en);
    const confirm = page.locator('input[name="confirmPassword"]');
    await expect.poll(() => confirm.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => confirm.evaluate((input) => input === document.activeElement)).toBe(true);
    const describedBy = (await confirm.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy.split(' ').at(-1)}"]`).textContent()).toBe(
      en.errors.passwordNotSame,
    );
    expect(new URL(page.url()).pathname).toBe('/register-personal-step3');
  });

  it('requires a document and refuses one over 2 MB', async () => {
    const page = await e2e.newPage({ language: 'en' });
    await reachPersonalUpload(page, e2e);
    await page.getByRole('button', { name: en.common.next }).click();
    expect(await dialogMessage(page)).toBe(en.errors.emptyFile);
    await closeDialog(page, en);
    await expect.poll(() => page.getByText(en.errors.emptyFile).isVisible()).toBe(true);
    await page.locator('input[type="file"]').setInputFiles(oversizedPng());
    await expect.poll(() => page.getByText(en.errors.fileTooLarge).isVisible()).toBe(true);
    await page.getByRole('button', { name: en.common.next }).click();
    expect(new URL(page.url()).pathname).toBe('/register-personal-step2');
  });
});

describe('OTP boxes', () => {
  it('accept digits only, move on and back, count down before resend, and send a pasted code', async () => {
    const page = await e2e.newPage({ language: 'en', width: 390 });
    await page.clock.install();
    const email = newEmail();
    await page.goto(e2e.url('/register'));
    await page.getByRole('textbox', { name: en.account.email }).fill(email);
    await acceptPrivacy(page);
    await page.getByRole('button', { name: en.register.sendOtp }).click();
    await page.waitForURL('**/register-otp');
    const boxes = page.locator('.otp__box');
    await boxes.first().focus();
    await page.keyboard.type('1a2');
    expect(
      await boxes.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
    ).toEqual(['1', '2', '', '', '', '']);
    await page.keyboard.press('Backspace');
    expect(await boxes.nth(1).inputValue()).toBe('');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      en.register.otp.digitLabel.replace('{{n}}', '2'),
    );
    await page.keyboard.press('Backspace');
    expect(await boxes.first().inputValue()).toBe('');

    const resend = page.getByRole('button', { name: /resend/i });
    expect(await resend.isDisabled()).toBe(true);
    await page.clock.fastForward(10_500);
    await expect.poll(() => resend.textContent()).toBe(en.register.otp.resend);
    expect(await resend.isEnabled()).toBe(true);

    // A code pasted into any box fills them all and, whole, is sent without pressing the button.
    const otp = await e2e.latestOtp(email);
    await boxes.nth(3).evaluate((box, code) => {
      const data = new DataTransfer();
      data.setData('text', code);
      box.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, otp);
    await page.waitForURL('**/register-step1');
  });
});
