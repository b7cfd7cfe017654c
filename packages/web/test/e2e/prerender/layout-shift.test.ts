import { describe, expect, it } from 'vitest';
import { bookOverApi } from '../booking/booking-helpers.ts';
import { createAccount, openSignedIn, startE2E } from '../harness/index.ts';

const e2e = startE2E();

/** Sums the page's layout shifts from its first paint, as the CLS metric counts them. */
const recordShifts = () => {
  const w = window as unknown as { shifts: number };
  w.shifts = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
      if (!entry.hadRecentInput) w.shifts += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

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
      // Shifts are reported after the frame that made them.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
      );
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
      await page.close();
    }
  });
});
