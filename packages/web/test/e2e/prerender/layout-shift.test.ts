import { describe, expect, it } from 'vitest';
import { bookOverApi } from '../booking/booking-helpers.ts';
import { createAccount, openSignedIn, startE2E } from '../harness/index.ts';
import { recordShifts, shiftsSoFar } from './paint-checks.ts';

const e2e = startE2E();

describe('a signed-in page opened by its address', () => {
  it('paints its frame, then its booking, without moving what was on screen (th, 412 and 1280)', async () => {
    const account = await createAccount(e2e);
    const { customerServiceId } = await bookOverApi(e2e, account);
    for (const width of [412, 1280]) {
      const page = await e2e.newPage({ language: 'th', width });
      await page.addInitScript(recordShifts);
      await openSignedIn(page, e2e, account);
      await page.waitForURL('**/service');
      await page.goto(e2e.url(`/service/history/${customerServiceId}`));
      await page.locator('.booking-detail__branch').waitFor();
      expect(await shiftsSoFar(page)).toBeLessThan(0.01);
      await page.close();
    }
  });
});
