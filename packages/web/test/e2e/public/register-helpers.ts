import { en } from '@self-storage/locales/en';
import type { Page } from 'playwright-core';
import { type E2E, newEmail, PNG_FIXTURE, validThaiId, waitForPath } from '../harness/index.ts';

export const PASSWORD = 'Secret-1234';

/** /register then /register-otp: sends the code and types it in, one key per box. */
export const verifyEmail = async (page: Page, e2e: E2E, email = newEmail()): Promise<string> => {
  await page.goto(e2e.url('/register'));
  await page.getByLabel(en.account.email).fill(email);
  await page.getByRole('button', { name: en.register.sendOtp }).click();
  await page.waitForURL('**/register-otp');
  await page.getByLabel(en.register.otp.digitLabel.replace('{{n}}', '1')).focus();
  await page.keyboard.type(await e2e.latestOtp(email));
  await page.getByRole('button', { name: en.register.otp.verify }).click();
  await page.waitForURL('**/register-step1');
  return email;
};

export const fillContact = async (page: Page): Promise<void> => {
  await page.locator('input[name="firstName"]').fill('Malee');
  await page.locator('input[name="lastName"]').fill('Srisuk');
  await page.locator('input[name="address"]').fill('99 Charoen Krung Road, Bangkok 10100');
  await page.locator('input[name="phone"]').fill('0891234567');
};

/** Step 2 and step 3: upload, then the password twice and the final button. */
export const uploadAndSetPassword = async (page: Page, submitLabel: string): Promise<void> => {
  await page.locator('input[type="file"]').setInputFiles(PNG_FIXTURE);
  await page.getByRole('img', { name: en.register.document.previewAlt }).waitFor();
  await page.getByRole('button', { name: en.common.next }).click();
  await page.waitForURL(/-step3$/);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="confirmPassword"]').fill(PASSWORD);
  await page.getByRole('button', { name: submitLabel }).click();
  await waitForPath(page, '/register-success');
};

/** A personal Thai customer through every registration screen. */
export const registerPersonalThai = async (page: Page, e2e: E2E): Promise<string> => {
  const email = await verifyEmail(page, e2e);
  await page.getByLabel(en.register.customerType.normal).check();
  await page.getByRole('button', { name: en.common.next }).click();
  await page.waitForURL('**/register-personal');
  await fillContact(page);
  await page.locator('input[name="idCard"]').fill(validThaiId());
  await page.getByRole('button', { name: en.common.next }).click();
  await page.waitForURL('**/register-personal-step2');
  await uploadAndSetPassword(page, en.register.password.submit);
  return email;
};

/** Goes to the step-2 upload screen of a personal Thai registration. */
export const reachPersonalUpload = async (page: Page, e2e: E2E): Promise<void> => {
  await verifyEmail(page, e2e);
  await page.getByRole('button', { name: en.common.next }).click();
  await waitForPath(page, '/register-personal');
  await fillContact(page);
  await page.locator('input[name="idCard"]').fill(validThaiId());
  await page.getByRole('button', { name: en.common.next }).click();
  await page.waitForURL('**/register-personal-step2');
};
