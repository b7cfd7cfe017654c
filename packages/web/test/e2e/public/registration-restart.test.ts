import { th } from '@self-storage/locales/th';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newEmail, noEnglishSentence, PNG_FIXTURE, startE2E, validThaiId } from '../harness/index.ts';
import { fillContact, uploadAndSetPassword, verifyEmail } from './register-helpers.ts';

const e2e = startE2E();
const t = th;

/**
 * Closes the page's browser and opens it again: cookies and localStorage stay, as they do on
 * disk; sessionStorage and the page are gone.
 */
const restartBrowser = async (page: Page): Promise<Page> => {
  const storageState = await page.context().storageState();
  await page.context().close();
  return e2e.newPage({ language: 'th', width: 390, storageState });
};

describe('a registration across a browser restart', () => {
  it('carries on at the step reached with what was typed, not the document, and is gone once the account exists (th, 390)', async () => {
    const first = await e2e.newPage({ language: 'th', width: 390 });
    const email = await verifyEmail(first, e2e, newEmail(), { t });
    await first.getByLabel(t.register.customerType.normal).check();
    await first.getByRole('button', { name: t.common.next }).click();
    await first.waitForURL('**/register-personal');
    await fillContact(first);
    const idCard = validThaiId();
    await first.locator('input[name="idCard"]').fill(idCard);

    // Typed, not yet sent on: reopening the code's page shows the details again, as typed.
    const second = await restartBrowser(first);
    await second.goto(e2e.url('/register-otp'));
    await second.waitForURL('**/register-personal');
    await expect.poll(() => second.locator('input[name="firstName"]').inputValue()).toBe('Malee');
    expect(await second.locator('input[name="lastName"]').inputValue()).toBe('Srisuk');
    expect(await second.locator('textarea[name="address"]').inputValue()).toBe(
      '99 Charoen Krung Road\nBangkok 10100',
    );
    expect(await second.locator('input[name="phone"]').inputValue()).toBe('0891234567');
    expect((await second.locator('input[name="idCard"]').inputValue()).replace(/\D/g, '')).toBe(idCard);
    await noEnglishSentence(second);

    await second.getByRole('button', { name: t.common.next }).click();
    await second.waitForURL('**/register-personal-step2');
    await second.locator('input[type="file"]').setInputFiles(PNG_FIXTURE);
    await second.getByRole('img', { name: t.register.document.previewAlt }).waitFor();
    const kept = (await second.evaluate(() => localStorage.getItem('register_draft'))) ?? '';
    expect(kept).toContain(email);
    expect(kept).not.toContain('data:image');

    // The identity document does not outlive the browser: the step is the upload again.
    const third = await restartBrowser(second);
    await third.goto(e2e.url('/register-otp'));
    await third.waitForURL('**/register-personal-step2');
    await third.locator('input[type="file"]').waitFor({ state: 'attached' });
    expect(await third.getByRole('img', { name: t.register.document.previewAlt }).count()).toBe(0);
    await uploadAndSetPassword(third, t.register.password.submit, t);
    expect(await third.evaluate(() => localStorage.getItem('register_draft'))).toBeNull();
  });
});
