import { SelfStorageClient } from '@self-storage/core';
import type { Page } from 'playwright-core';
import { type SignedInVisit, signedInVisits } from '../../../scripts/signed-in-visits.ts';
import { DEMO_ACCOUNT } from './flows.ts';
import type { E2E } from './setup.ts';

/** The demo customer's visit of each signed-in screen by its address (scripts/signed-in-visits.ts). */
export const demoVisits = async (e2e: E2E): Promise<SignedInVisit[]> => {
  const client = new SelfStorageClient({ baseUrl: e2e.baseUrl });
  const token = await client.customer.login({
    username: DEMO_ACCOUNT.email,
    password: DEMO_ACCOUNT.password,
  });
  return signedInVisits(client, token);
};

/**
 * Leaves the visit's storage in the page's tab before its first script, once: a reload finds it
 * as the app left it.
 */
export const seedVisit = (page: Page, visit: SignedInVisit): Promise<unknown> =>
  page.addInitScript(
    ({ local, session }) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
      sessionStorage.setItem('e2e-seeded', '1');
    },
    { local: visit.localStorage, session: visit.sessionStorage },
  );
