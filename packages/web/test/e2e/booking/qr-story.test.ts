import { BOOKING_HOLD_HOURS, PAYMENT_METHOD } from '@self-storage/core';
import { formatDate, today } from '@self-storage/core/dates';
import { describe, expect, it } from 'vitest';
import {
  axeScan,
  createAccount,
  fitsWidths,
  noEnglishSentence,
  openSignedIn,
  startE2E,
} from '../harness/index.ts';
import { catalogs, chooseService, chooseUnit, confirmWith } from './booking-helpers.ts';

const e2e = startE2E();

describe('the QR page tells one story', () => {
  for (const language of ['th', 'en'] as const) {
    it(`says how long the QR code is valid and until when the booking is held, nothing else (${language})`, async () => {
      const t = catalogs[language];
      const account = await createAccount(e2e);
      const page = await e2e.newPage({ language, width: 390 });
      await openSignedIn(page, e2e, account);
      await page.waitForURL('**/service');
      await chooseService(page, t);
      await page.locator('input[name="unit"]').first().waitFor();
      await chooseUnit(page, t);
      await confirmWith(page, t, PAYMENT_METHOD.qr);
      await page.waitForURL('**/service/payment-qrcode');
      await page.locator('.qr__image').waitFor();

      // The QR: SPEC section 9's 600-second countdown, named for what runs out.
      const timer = page.getByRole('timer', { name: t.payment.qr.validFor });
      expect(await timer.textContent()).toMatch(/^00:(10:00|09:5\d)$/);
      // The hold: the booking's own deadline, the same time the booking panel lists.
      const panelDeadline = await page
        .locator('.booking-panel dt', { hasText: t.booking.paymentDeadline })
        .locator('xpath=following-sibling::dd[1]')
        .textContent();
      const time = /(\d{2}:\d{2})$/.exec(panelDeadline ?? '')?.[1];
      expect(time).toBeDefined();
      const note = await page.locator('.countdown__note').textContent();
      // The time alone when the hold ends today in Bangkok; with its date when it runs past midnight.
      const endsToday = panelDeadline?.startsWith(formatDate(today(Date.now()), language));
      expect(note).toBe(t.payment.qr.heldUntil.replace('{{time}}', (endsToday ? time : panelDeadline) ?? ''));
      // No second, contradicting expiry ("expires in 2 hours") anywhere on the page.
      expect(await page.locator('body').textContent()).not.toContain(
        t.payment.expiresNotice.replace('{{hours}}', String(BOOKING_HOLD_HOURS)),
      );

      if (language === 'th') await noEnglishSentence(page);
      await axeScan(page);
      await fitsWidths(page, `qr-${language}`, [390, 1280]);
    });
  }
});
