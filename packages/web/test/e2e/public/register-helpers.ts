import type { Catalog } from '@self-storage/locales';
import { en } from '@self-storage/locales/en';
import type { Page } from 'playwright-core';
import { type E2E, newEmail, PNG_FIXTURE, validThaiId, waitForPath } from '../harness/index.ts';

export const PASSWORD = 'Secret-1234';

/** The screens' language and the optional marketing consent. */
export interface RegisterOptions {
  t?: Catalog;
  marketing?: boolean;
}

/** Ticks the required privacy consent of /register (its label also names the notice's version). */
export const acceptPrivacy = async (page: Page, { t = en, marketing = false }: RegisterOptions = {}) => {
  const label = (text: string) => new RegExp(`^${(text.split(' (')[0] ?? text).replace(/[.()]/g, '\\$&')}`);
  await page.getByRole('checkbox', { name: label(t.register.consent.privacy) }).check();
  if (marketing) await page.getByRole('checkbox', { name: label(t.register.consent.marketing) }).check();
};

/** /register then /register-otp: sends the code and types it in, one key per box, which sends it. */
export const verifyEmail = async (
  page: Page,
  e2e: E2E,
  email = newEmail(),
  options: RegisterOptions = {},
): Promise<string> => {
  const { t = en } = options;
  await page.goto(e2e.url('/register'));
  await page.getByRole('textbox', { name: t.account.email }).fill(email);
  await acceptPrivacy(page, options);
  await page.getByRole('button', { name: t.register.sendOtp }).click();
  await page.waitForURL('**/register-otp');
  await page.getByLabel(t.register.otp.digitLabel.replace('{{n}}', '1')).focus();
  await page.keyboard.type(await e2e.latestOtp(email));
  await page.waitForURL('**/register-step1');
  return email;
};

export const fillContact = async (page: Page): Promise<void> => {
  await page.locator('input[name="firstName"]').fill('Malee');
  await page.locator('input[name="lastName"]').fill('Srisuk');
  await page.locator('textarea[name="address"]').fill('99 Charoen Krung Road\nBangkok 10100');
  await page.locator('input[name="phone"]').fill('0891234567');
};

/** Step 2 and step 3: upload, then the password twice and the final button. */
export const uploadAndSetPassword = async (
  page: Page,
  submitLabel: string,
  t: Catalog = en,
): Promise<void> => {
  await page.locator('input[type="file"]').setInputFiles(PNG_FIXTURE);
  await page.getByRole('img', { name: t.register.document.previewAlt }).waitFor();
  await page.getByRole('button', { name: t.common.next }).click();
  await page.waitForURL(/-step3$/);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="confirmPassword"]').fill(PASSWORD);
  await page.getByRole('button', { name: submitLabel }).click();
  await waitForPath(page, '/register-success');
};

/** A personal Thai customer through every registration screen. */
export const registerPersonalThai = async (
  page: Page,
  e2e: E2E,
  options: RegisterOptions = {},
): Promise<string> => {
  const { t = en } = options;
  const email = await verifyEmail(page, e2e, newEmail(), options);
  await page.getByLabel(t.register.customerType.normal).check();
  await page.getByRole('button', { name: t.common.next }).click();
  await page.waitForURL('**/register-personal');
  await fillContact(page);
  await page.locator('input[name="idCard"]').fill(validThaiId());
  await page.getByRole('button', { name: t.common.next }).click();
  await page.waitForURL('**/register-personal-step2');
  await uploadAndSetPassword(page, t.register.password.submit, t);
  return email;
};

/** Goes to the step-2 upload screen of a personal Thai registration. */
export const reachPersonalUpload = async (
  page: Page,
  e2e: E2E,
  options: RegisterOptions = {},
): Promise<void> => {
  const { t = en } = options;
  await verifyEmail(page, e2e, newEmail(), options);
  await page.getByRole('button', { name: t.common.next }).click();
  await waitForPath(page, '/register-personal');
  await fillContact(page);
  await page.locator('input[name="idCard"]').fill(validThaiId());
  await page.getByRole('button', { name: t.common.next }).click();
  await page.waitForURL('**/register-personal-step2');
};
