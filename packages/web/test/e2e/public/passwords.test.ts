import { PASSWORD_MIN_LENGTH } from '@self-storage/core';
import type { Catalog } from '@self-storage/locales';
import { en } from '@self-storage/locales/en';
import { th } from '@self-storage/locales/th';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeScan, noEnglishSentence, PNG_FIXTURE, startE2E, waitForPath } from '../harness/index.ts';
import { PASSWORD, reachPersonalUpload, registerPersonalThai } from './register-helpers.ts';

const e2e = startE2E();

const LANGUAGES = [
  ['th', th],
  ['en', en],
] as const;

const rule = (t: Catalog) => t.validation.passwordRule.replace('{{min}}', String(PASSWORD_MIN_LENGTH));

/** The show-password button of the field named `name`: pressing it shows the text, again hides it. */
const expectToggle = async (page: Page, t: Catalog, name: string) => {
  const input = page.locator(`input[name="${name}"]`);
  const id = await input.getAttribute('id');
  const toggle = page.locator(`button[aria-controls="${id}"]`);
  expect(await toggle.getAttribute('aria-label')).toBe(t.account.showPassword);
  expect(await toggle.getAttribute('aria-pressed')).toBe('false');
  expect(await input.getAttribute('type')).toBe('password');
  await toggle.click();
  expect(await toggle.getAttribute('aria-pressed')).toBe('true');
  expect(await input.getAttribute('type')).toBe('text');
  // By keyboard too: it is a real button.
  await toggle.focus();
  await page.keyboard.press('Space');
  expect(await toggle.getAttribute('aria-pressed')).toBe('false');
  expect(await input.getAttribute('type')).toBe('password');
};

describe('passwords', () => {
  for (const [language, t] of LANGUAGES) {
    it(`states the length rule before anything is typed, and shows the password on request (${language})`, async () => {
      const page = await e2e.newPage({ language, width: 390 });
      await reachPersonalUpload(page, e2e, { t });
      await page.locator('input[type="file"]').setInputFiles(PNG_FIXTURE);
      await page.getByRole('button', { name: t.common.next }).click();
      await waitForPath(page, '/register-personal-step3');
      const password = page.locator('input[name="password"]');
      expect(await password.inputValue()).toBe('');
      // The rule is on screen and read with the field, before typing.
      const hint = page.getByText(rule(t), { exact: true });
      await expect.poll(() => hint.isVisible()).toBe(true);
      expect(await password.getAttribute('aria-describedby')).toContain(await hint.getAttribute('id'));
      await password.fill(PASSWORD);
      await expectToggle(page, t, 'password');
      await expectToggle(page, t, 'confirmPassword');
      if (language === 'th') await noEnglishSentence(page);
      await axeScan(page);
    });

    it(`takes the new customer from /register-success into booking, signed in, with no second login (${language})`, async () => {
      const page = await e2e.newPage({ language });
      await registerPersonalThai(page, e2e, { t });
      await expect.poll(() => page.getByText(t.register.success.messageSignedIn).isVisible()).toBe(true);
      await page.getByRole('button', { name: t.register.success.book }).click();
      await waitForPath(page, '/service');
      await page.locator('select[name="branch"]').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('session'))).not.toBeNull();
    });
  }

  it('leaves the login form empty on an ordinary visit', async () => {
    const page = await e2e.newPage({ language: 'en' });
    await page.goto(e2e.url('/'));
    await page.locator('input[name="email"]:not([readonly])').waitFor();
    expect(await page.locator('input[name="email"]').inputValue()).toBe('');
  });
});
