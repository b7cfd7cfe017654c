/**
 * The first-load JavaScript of each signed-in screen opened by its address (select service, unit,
 * summary, the QR page, a booking's detail, history), as scripts/first-load.ts measures `/`'s: gzip
 * of every script body the browser gets until the screen's real content is drawn and the network
 * is quiet. Each may grow at most 5% past the size recorded in signed-in-first-load.json; a change
 * that makes a screen lighter, or heavier on purpose, records the new sizes with
 * `RECORD_FIRST_LOAD=1 npx vitest run test/budget/signed-in-first-load.test.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Language } from '@self-storage/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { kib, pageFirstLoad } from '../../scripts/first-load.ts';
import type { FirstLoad } from '../../scripts/first-load-verdict.ts';
import type { SignedInScreen } from '../../scripts/signed-in-visits.ts';
import { demoVisits, seedVisit, startE2E } from '../e2e/harness/index.ts';

const RECORD = fileURLToPath(new URL('./signed-in-first-load.json', import.meta.url));
/** How far past its recorded size a screen's first load may grow. */
const GROWTH = 1.05;
const VISITORS: Language[] = ['th', 'en'];

type Recorded = Record<Language, Record<SignedInScreen, number>>;

const e2e = startE2E();

describe('signed-in first-load budget', () => {
  const loads = new Map<string, FirstLoad>();
  const recorded = JSON.parse(readFileSync(RECORD, 'utf8')) as Recorded;

  beforeAll(async () => {
    const visits = await demoVisits(e2e);
    // The languages side by side (a measure counts bytes, not time): each waits out its quiet
    // second per screen while the other loads.
    const measure = async (language: Language) => {
      for (const visit of visits) {
        const page = await e2e.newPage({ width: 390, language });
        await seedVisit(page, visit);
        const load = await pageFirstLoad(page, e2e.url(visit.path), (loaded) =>
          loaded.locator(visit.drawn).first().waitFor({ state: 'attached' }),
        );
        loads.set(`${language} ${visit.screen}`, load);
        await page.context().close();
      }
    };
    await Promise.all(VISITORS.map(measure));
    console.log(
      [...loads]
        .map(
          ([name, load]) =>
            `first load of ${name}: ${kib(load.gzip)} gzip (${load.gzip} bytes in ${load.scripts.length} files)`,
        )
        .join('\n'),
    );
    if (process.env.RECORD_FIRST_LOAD === '1') {
      const sizes = (language: Language) =>
        Object.fromEntries(
          visits.map(({ screen }) => [screen, loads.get(`${language} ${screen}`)?.gzip ?? 0]),
        );
      writeFileSync(
        RECORD,
        `${JSON.stringify(Object.fromEntries(VISITORS.map((language) => [language, sizes(language)])), null, 2)}\n`,
      );
    }
  }, 180_000);

  for (const language of VISITORS)
    for (const screen of Object.keys(recorded[language]) as SignedInScreen[])
      it(`keeps ${screen}'s first load (${language} browser) within ${GROWTH}x its recorded ${recorded[language][screen]} bytes`, () => {
        const load = loads.get(`${language} ${screen}`);
        expect(load?.scripts.length).toBeGreaterThan(3);
        expect(load?.gzip ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(
          recorded[language][screen] * GROWTH,
        );
      });
});
