import { th } from '@self-storage/locales/th';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeScan, newEmail, PNG_FIXTURE, startE2E, validThaiId, waitForPath } from '../harness/index.ts';
import { acceptPrivacy, PASSWORD } from './register-helpers.ts';

const e2e = startE2E();
const t = th;

/** The "step n of 6" line above the screen's title. */
const step = (page: Page) => page.locator('.page__eyebrow').textContent();
const stepOf = (current: number) =>
  t.common.stepOf.replace('{{current}}', String(current)).replace('{{total}}', '6');

describe('registration on a phone (th, 390)', () => {
  it('numbers every step, focuses the code and sends it whole, takes a multi-line address and ends signed in', async () => {
    const page = await e2e.newPage({ language: 'th', width: 390, height: 844 });
    const email = newEmail();
    await page.goto(e2e.url('/register'));
    await page.locator('input[name="email"]:not([readonly])').waitFor();
    expect(await step(page)).toBe(stepOf(1));
    await page.getByRole('textbox', { name: t.account.email }).fill(email);
    await acceptPrivacy(page, { t });
    await page.getByRole('button', { name: t.register.sendOtp }).click();

    await page.waitForURL('**/register-otp');
    expect(await step(page)).toBe(stepOf(2));
    // The first box has the focus: the code is typed at once, and a whole code sends itself.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(t.register.otp.digitLabel.replace('{{n}}', '1'));
    await page.keyboard.type(await e2e.latestOtp(email));
    await page.waitForURL('**/register-step1');
    expect(await step(page)).toBe(stepOf(3));

    await page.getByRole('button', { name: t.common.next }).click();
    await waitForPath(page, '/register-personal');
    expect(await step(page)).toBe(stepOf(4));
    await page.locator('input[name="firstName"]').fill('มาลี');
    await page.locator('input[name="lastName"]').fill('ศรีสุข');
    // The address is several lines, and its whole placeholder shows.
    const address = page.getByRole('textbox', { name: t.register.fields.address });
    expect(await address.evaluate((field) => field.tagName)).toBe('TEXTAREA');
    expect(await address.getAttribute('placeholder')).toBe(t.register.fields.addressPlaceholder);
    expect(
      await address.evaluate(
        (field) => field.scrollHeight <= field.clientHeight + 1 && field.clientHeight > 60,
      ),
    ).toBe(true);
    await address.fill('99 ถนนเจริญกรุง\nแขวงสัมพันธวงศ์ เขตสัมพันธวงศ์\nกรุงเทพฯ 10100');
    await page.locator('input[name="phone"]').fill('0891234567');
    await page.locator('input[name="idCard"]').fill(validThaiId());
    await axeScan(page);
    await page.getByRole('button', { name: t.common.next }).click();

    await page.waitForURL('**/register-personal-step2');
    expect(await step(page)).toBe(stepOf(5));
    await page.locator('input[type="file"]').setInputFiles(PNG_FIXTURE);
    await page.getByRole('img', { name: t.register.document.previewAlt }).waitFor();
    await page.getByRole('button', { name: t.common.next }).click();

    await page.waitForURL(/-step3$/);
    expect(await step(page)).toBe(stepOf(6));
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('input[name="confirmPassword"]').fill(PASSWORD);
    await page.getByRole('button', { name: t.register.password.submit }).click();

    // /register-success stays, and its button goes on into booking, signed in.
    await waitForPath(page, '/register-success');
    await page.getByRole('button', { name: t.register.success.book }).click();
    await waitForPath(page, '/service');
    await page.locator('select[name="branch"]').waitFor();
    await page.getByRole('button', { name: t.header.userMenu }).waitFor();
  });
});
