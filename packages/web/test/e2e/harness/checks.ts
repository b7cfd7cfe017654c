import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Runs axe (WCAG 2.1 AA rules) on the page and fails on any serious or critical violation. It
 * scans the settled screen: no request overlay, no transition half-way, no pointer hover left over
 * from the last click, any of which would make colours read differently from what a user sees.
 */
export const axeScan = async (page: Page): Promise<void> => {
  await page.mouse.move(0, 0);
  await page.getByTestId('sending-overlay').waitFor({ state: 'detached' });
  // Endless animations (spinners) never finish; only transitions and one-off animations are awaited.
  // One cancelled on the way (a transition replaced as the screen settles) rejects `finished` with
  // an AbortError: it is over all the same.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // axe.run in the page itself: the default splits the run to reach cross-origin frames, which
  // the app has none of, and finishes it in an extra tab with axe loaded a second time (measured:
  // 1.15 CPU-s and 1.07 s a scan, 0.78 CPU-s and 0.48 s this way; the same rules and results).
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode()
    .analyze();
  const blocking = result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(blocking, `axe violations on ${page.url()}`).toEqual([]);
};

/** The page must fit its viewport's width: nothing may scroll sideways. */
export const noHorizontalScroll = async (page: Page): Promise<void> => {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `horizontal scroll on ${page.url()}`).toBeLessThanOrEqual(clientWidth);
};

/**
 * The page at each width fits without sideways scrolling; with E2E_SHOTS_DIR set, each width is
 * also saved as `<name>-<width>.png` there, to look at.
 */
export const fitsWidths = async (page: Page, name: string, widths: readonly number[]): Promise<void> => {
  const shots = process.env.E2E_SHOTS_DIR;
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await noHorizontalScroll(page);
    if (shots) await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
};

/**
 * A Thai screen shows no English sentence: two or more English words in a stretch of text with no
 * Thai in it ("Welcome 10% off", "The email or password is not correct."), in the visible text,
 * an open dialog's included. Brand names, codes (SS-2026-000001, WELCOME10, A-101), e-mail
 * addresses, links and amounts are single tokens or digits and pass.
 */
export const noEnglishSentence = async (page: Page): Promise<void> => {
  // Names and other data shown as given are marked translate="no": they are not the app's sentences.
  const text = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[translate="no"]')].reduce(
      (all, given) => all.replaceAll(given.innerText, '\n'),
      document.body.innerText,
    ),
  );
  const english = text
    .split(/[\n\u0E00-\u0E7F]+/)
    .filter((run) => {
      const words = run
        .split(/\s+/)
        .filter((token) => !/[@/]/.test(token))
        .filter((token) => /^[("']?[A-Za-z][A-Za-z'’-]*[A-Za-z][)"'.,:;!?]*$/.test(token));
      return words.length >= 2;
    })
    .map((run) => run.trim());
  expect(english, `English on the Thai screen ${page.url()}`).toEqual([]);
};
