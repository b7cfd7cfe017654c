/**
 * A signed-in screen opened by its address sends its first reads from the page's boot script,
 * before the app's code has loaded, and the app takes those answers instead of asking again: each
 * read goes out once, ahead of the app's entry chunk, and the screen draws its real content.
 */
import { API_PREFIX, ENDPOINT_PATHS, type Language } from '@self-storage/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIRST_READS as ROUTE_READS } from '#data/first-reads.ts';
import type { SignedInVisit } from '../../../scripts/signed-in-visits.ts';
import { demoVisits, seedVisit, startE2E } from '../harness/index.ts';
import { recordShifts, shiftsSoFar } from './paint-checks.ts';

const e2e = startE2E();

/** The calls each screen's boot script sends and its data hooks ask: the app's one table of them. */
const FIRST_READS: Record<string, readonly string[]> = Object.fromEntries(
  Object.entries(ROUTE_READS).map(([screen, reads]) => [
    screen,
    reads.map(([endpoint]) => ENDPOINT_PATHS[endpoint]),
  ]),
);

describe('a signed-in screen opened by its address', () => {
  let visits: SignedInVisit[] = [];

  beforeAll(async () => {
    visits = (await demoVisits(e2e)).filter(({ screen }) => screen in FIRST_READS);
  });

  for (const language of ['th', 'en'] as Language[])
    it(`sends its first reads before the app's code, once, and the app draws from them without a layout shift (${language}, 390)`, async () => {
      expect(visits.map(({ screen }) => screen).sort()).toEqual(Object.keys(FIRST_READS).sort());
      for (const visit of visits) {
        const page = await e2e.newPage({ width: 390, language });
        await page.addInitScript(recordShifts);
        await seedVisit(page, visit);
        // Every request, in the order the page sent them.
        const sent: string[] = [];
        page.on('request', (request) => sent.push(new URL(request.url()).pathname));
        await page.goto(e2e.url(visit.path));
        await page.locator(visit.drawn).first().waitFor();
        const reads = FIRST_READS[visit.screen] ?? [];
        const calls = sent
          .filter((path) => path.startsWith(API_PREFIX))
          .map((path) => path.slice(API_PREFIX.length));
        for (const read of reads)
          expect(
            calls.filter((call) => call === read),
            `${visit.screen}: ${read} in ${calls.join(', ')}`,
          ).toHaveLength(1);
        // Sent by the HTML's script: before the app's entry chunk was even asked for.
        const entry = sent.findIndex((path) => /^\/assets\/index-[\w-]+\.js$/.test(path));
        const first = sent.indexOf(`${API_PREFIX}${reads[0]}`);
        expect(first, `${visit.screen}: ${sent.join(', ')}`).toBeGreaterThanOrEqual(0);
        expect(first, `${visit.screen}: ${sent.join(', ')}`).toBeLessThan(entry);
        // Drawn over its frame without moving what was on screen: on a phone, the summary's bar
        // fixed to the bottom and the QR page's booking panel below the code.
        expect(await shiftsSoFar(page), visit.screen).toBeLessThan(0.01);
        await page.context().close();
      }
    });
});
