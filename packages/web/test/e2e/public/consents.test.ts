import { PRIVACY_NOTICE_VERSION } from '@self-storage/core';
import { en } from '@self-storage/locales/en';
import { th } from '@self-storage/locales/th';
import { describe, expect, it } from 'vitest';
import { closeDialog, dialogMessage } from '../booking/booking-helpers.ts';
import { axeScan, fitsWidths, newEmail, noEnglishSentence, startE2E } from '../harness/index.ts';
import { registerPersonalThai } from './register-helpers.ts';

const e2e = startE2E();

interface StoredConsent {
  purpose: string;
  granted: boolean;
  version: string;
  givenAt: string;
}

/** What the sandbox keeps of an account's consents (GET /sandbox/consents). */
const storedConsents = async (email: string): Promise<StoredConsent[]> => {
  const response = await fetch(e2e.url(`/sandbox/consents?email=${encodeURIComponent(email)}`));
  expect(response.status).toBe(200);
  return ((await response.json()) as { consents: StoredConsent[] }).consents;
};

describe('PDPA consents on registration', () => {
  for (const [language, t] of [
    ['th', th],
    ['en', en],
  ] as const) {
    it(`cannot go on without the privacy consent (${language}), says so in the modal and marks the box`, async () => {
      const page = await e2e.newPage({ language, width: 390 });
      await page.goto(e2e.url('/register'));
      await page.locator('input[name="email"]:not([readonly])').fill(newEmail());
      const privacy = page.getByRole('checkbox', {
        name: new RegExp(t.register.consent.privacy.split(' (')[0] ?? ''),
      });
      expect(await privacy.isChecked()).toBe(false);
      await page.getByRole('button', { name: t.register.sendOtp }).click();
      expect(await dialogMessage(page)).toBe(t.register.consent.privacyRequired);
      await closeDialog(page, t);
      await expect.poll(() => privacy.getAttribute('aria-invalid')).toBe('true');
      await expect.poll(() => privacy.evaluate((box) => box === document.activeElement)).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/register');
      // The notice it asks about is one click away, in a new tab.
      const link = page.getByRole('link', { name: t.register.consent.readNotice });
      expect(await link.getAttribute('href')).toBe('/privacy-policy');
      expect(await link.getAttribute('target')).toBe('_blank');
      if (language === 'th') await noEnglishSentence(page);
      await axeScan(page);
      await fitsWidths(page, `register-consent-${language}`, [390, 1280]);
    });
  }

  it('sends the consents with the registration, and the sandbox keeps them with the notice version', async () => {
    const page = await e2e.newPage({ language: 'en' });
    const before = Date.now();
    const email = await registerPersonalThai(page, e2e, { marketing: true });
    const consents = await storedConsents(email);
    expect(consents.map(({ purpose, granted, version }) => ({ purpose, granted, version }))).toEqual([
      { purpose: 'privacy', granted: true, version: PRIVACY_NOTICE_VERSION },
      { purpose: 'marketing', granted: true, version: PRIVACY_NOTICE_VERSION },
    ]);
    for (const { givenAt } of consents) {
      expect(Date.parse(givenAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(givenAt)).toBeLessThanOrEqual(Date.now());
    }
  });

  it('records a declined marketing consent in Thai too', async () => {
    const page = await e2e.newPage({ language: 'th', width: 390 });
    const email = await registerPersonalThai(page, e2e, { t: th });
    expect((await storedConsents(email)).map(({ purpose, granted }) => [purpose, granted])).toEqual([
      ['privacy', true],
      ['marketing', false],
    ]);
  });
});
