/**
 * Lighthouse on each signed-in screen opened by its address (select service, unit, summary, the QR
 * page, a booking's detail, history), for the demo customer in a Thai and an English browser, with
 * what the tab holds for each screen (packages/web/scripts/signed-in-visits.ts).
 */
import { type Language, SelfStorageClient } from '@self-storage/core';
import { type SignedInScreen, signedInVisits } from '../../packages/web/scripts/signed-in-visits.ts';
import { type LighthouseFigures, lighthouseRuns } from './lighthouse.ts';
import type { BenchContext } from './types.ts';

const DEMO = { username: 'demo@example.com', password: 'Demo-1234' };
export const SIGNED_IN_LANGUAGES: readonly Language[] = ['th', 'en'];

export const SCREEN_NAMES: Record<SignedInScreen, string> = {
  service: 'select service',
  unit: 'unit',
  summary: 'summary',
  qr: 'QR page',
  bookingDetail: 'booking detail',
  history: 'history',
};

/** A customer on a new device (empty cache), and one coming back to the device they used before. */
export type Visit = 'new' | 'returning';
export const VISITS: readonly Visit[] = ['new', 'returning'];

export interface ScreenRuns {
  screen: SignedInScreen;
  path: string;
  language: Language;
  visit: Visit;
  runs: LighthouseFigures[];
}

/**
 * Every signed-in screen's Lighthouse runs in each language, for each visitor (`screens`,
 * `languages` to measure fewer).
 */
export const signedInRuns = async (
  ctx: BenchContext,
  baseUrl: string,
  screens?: readonly SignedInScreen[],
  languages: readonly Language[] = SIGNED_IN_LANGUAGES,
): Promise<ScreenRuns[]> => {
  const client = new SelfStorageClient({ baseUrl });
  const token = await client.customer.login(DEMO);
  const visits = (await signedInVisits(client, token)).filter(
    ({ screen }) => screens === undefined || screens.includes(screen),
  );
  const measured: ScreenRuns[] = [];
  for (const visit of visits)
    for (const language of languages)
      for (const kind of VISITS)
        measured.push({
          screen: visit.screen,
          path: visit.path,
          language,
          visit: kind,
          runs: await lighthouseRuns(ctx, `${visit.path} ${language} ${kind}`, `${baseUrl}${visit.path}`, {
            language,
            returning: kind === 'returning',
            localStorage: visit.localStorage,
            sessionStorage: visit.sessionStorage,
          }),
        });
  return measured;
};
