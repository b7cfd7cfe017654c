import { PAYMENT_METHOD } from '@self-storage/core';
import { describe, expect, it } from 'vitest';
import { createAccount, noEnglishSentence, openSignedIn, startE2E } from '../harness/index.ts';
import {
  bookOverApi,
  catalogs,
  chooseService,
  chooseUnit,
  closeDialog,
  confirmWith,
  control,
  dialogMessage,
} from './booking-helpers.ts';

const e2e = startE2E();

describe('one language per screen', () => {
  it('shows no English sentence on any Thai screen of the flows, server answers included (th, 390)', async () => {
    const t = catalogs.th;
    // The check itself: it does see English, on the English home page.
    const english = await e2e.newPage({ language: 'en', width: 390 });
    await english.goto(e2e.url('/'));
    await english.locator('input[name="email"]').waitFor();
    await expect(noEnglishSentence(english)).rejects.toThrow(/English on the Thai screen/);
    const page = await e2e.newPage({ language: 'th', width: 390 });
    const visit = async (path: string, ready: string) => {
      await page.goto(e2e.url(path));
      await page.locator(ready).first().waitFor();
      await noEnglishSentence(page);
    };
    await visit('/', 'input[name="email"]');
    await visit('/register', 'input[name="email"]');
    await visit('/forget', 'input[name="email"]');
    await visit('/change-password', 'input[name="email"]');

    // The server's refusal, in Thai: a wrong password.
    const account = await createAccount(e2e);
    await page.goto(e2e.url('/'));
    await page.locator('input[name="email"]').fill(account.email);
    await page.locator('input[name="password"]').fill('Not-the-password-1');
    await page.locator('main form button[type="submit"]').click();
    await dialogMessage(page);
    await noEnglishSentence(page);
    await closeDialog(page, t);

    // The booking flow: select service, units, a summary with a promotion and instalments.
    await openSignedIn(page, e2e, account);
    await noEnglishSentence(page);
    await chooseService(page, t, { days: 70 });
    await page.locator('input[name="unit"]').first().waitFor();
    await noEnglishSentence(page);
    await chooseUnit(page, t);
    await page.getByLabel(t.summary.promo.label).fill('EXPIRED2024');
    await page.getByRole('button', { name: t.summary.promo.validate }).click();
    await page.locator('.field__error').waitFor();
    await noEnglishSentence(page);
    await page.getByLabel(t.summary.promo.label).fill('WELCOME10');
    await page.getByRole('button', { name: t.summary.promo.validate }).click();
    await page.locator('.promo__applied').waitFor();
    await page.getByLabel(t.summary.instalment.label).check();
    await page.getByTestId('bill-plan').waitFor();
    await page.getByTestId('bill-plan').locator('summary').click();
    await noEnglishSentence(page);
    await confirmWith(page, t, PAYMENT_METHOD.qr);
    await page.getByTestId('qr-amount').waitFor();
    await noEnglishSentence(page);

    // History with a booking paid in part, and the re-payment summary.
    const { booking } = await bookOverApi(e2e, account, { method: PAYMENT_METHOD.kiosk, instalments: true });
    await control(e2e, `/sandbox/kiosk/${booking.payment_reference}/pay`);
    await page.goto(e2e.url('/service/history'));
    await page.getByTestId('history-item').first().waitFor();
    await noEnglishSentence(page);
  });
});
