/**
 * A signed-in screen whose largest paint is its data (the summary, the QR page, a booking's
 * detail, history) asks for all of its first render's code from the page's script, in the
 * visitor's language, at once and beside the first reads; select service and unit, whose frame
 * from the HTML is their content, ask for nothing but the app's entry, once that frame is painted.
 * The entry is refused here, so that every chunk asked for comes from the page's script alone.
 */
import type { Language } from '@self-storage/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignedInScreen, SignedInVisit } from '../../../scripts/signed-in-visits.ts';
import { demoVisits, seedVisit, startE2E } from '../harness/index.ts';

const e2e = startE2E();

const ENTRY = /^\/assets\/index-[\w-]+\.js$/;
const SCRIPT = /^\/assets\/[\w-]+\.js$/;

/** Each data screen's own chunk, which its page asks for with the rest of its code. */
const DATA_SCREENS: Partial<Record<SignedInScreen, string>> = {
  summary: 'summary-screen',
  qr: 'qr-screen',
  bookingDetail: 'booking-detail-screen',
  history: 'history-screen',
};
const PAINT_FIRST: readonly SignedInScreen[] = ['service', 'unit'];

const OTHER: Record<Language, Language> = { th: 'en', en: 'th' };

describe("a signed-in page's code, fetched by its script", () => {
  let visits: SignedInVisit[] = [];

  beforeAll(async () => {
    visits = await demoVisits(e2e);
  });

  for (const language of ['th', 'en'] as Language[])
    it(`is the data screen's whole first render in the page's language, and for select service and unit only the entry after the paint (${language})`, async () => {
      expect(visits.map(({ screen }) => screen).sort()).toEqual(
        [...Object.keys(DATA_SCREENS), ...PAINT_FIRST].sort(),
      );
      for (const visit of visits) {
        const page = await e2e.newPage({ width: 390, language });
        await seedVisit(page, visit);
        const scripts = new Set<string>();
        page.on('request', (request) => {
          const path = new URL(request.url()).pathname;
          if (SCRIPT.test(path)) scripts.add(path);
        });
        await page.route(
          (url) => ENTRY.test(url.pathname),
          (route) => route.abort(),
        );
        const entryAsked = page.waitForRequest((request) => ENTRY.test(new URL(request.url()).pathname));
        await page.goto(e2e.url(visit.path));
        await entryAsked;
        const preloads = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
            (link) => new URL(link.href).pathname,
          ),
        );
        const screenChunk = DATA_SCREENS[visit.screen];
        if (screenChunk === undefined) {
          expect(preloads, visit.screen).toEqual([]);
          expect([...scripts], visit.screen).toEqual([expect.stringMatching(ENTRY)]);
        } else {
          const [entry, ...chunks] = preloads;
          expect(entry, visit.screen).toMatch(ENTRY);
          const has = (name: string) => chunks.some((chunk) => chunk.startsWith(`/assets/${name}-`));
          expect(has(screenChunk), `${visit.screen}: ${chunks.join(' ')}`).toBe(true);
          expect(has(`${language}-booking`), `${visit.screen}: ${chunks.join(' ')}`).toBe(true);
          expect(has(`${language}-pages`), `${visit.screen}: ${chunks.join(' ')}`).toBe(true);
          expect(
            chunks.filter((chunk) => chunk.startsWith(`/assets/${OTHER[language]}-`)),
            visit.screen,
          ).toEqual([]);
          // No other screen's chunk: only the one this route draws.
          expect(
            chunks.filter((chunk) => /-screen-/.test(chunk) && !chunk.includes(`/${screenChunk}-`)),
            visit.screen,
          ).toEqual([]);
          await expect.poll(() => [...scripts].sort(), { timeout: 30_000 }).toEqual([...preloads].sort());
        }
        await page.context().close();
      }
    });
});
