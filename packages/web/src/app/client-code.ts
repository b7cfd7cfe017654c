/**
 * The code behind the app's lazily loaded services, in one chunk of its own (it holds the zod
 * contract): the API client, and the booking flow and current service of the signed-in screens,
 * whose saved state is checked with the same schemas. Imported only by lazy-client.ts.
 */
import { type Language, SelfStorageClient, type SessionHolder, type SessionStore } from '@self-storage/core';
import { takeFirstReads, withFirstReads } from './first-reads.ts';
import { createOfflineReads, type OfflineReads, withOfflineMarks } from './offline-reads.ts';

export { createBookingServices } from './booking-services.ts';
export { createOfflineReads } from './offline-reads.ts';

/**
 * What the client holds of the app's session: the token, read into every call that needs one.
 * Every change of the session stays the app's own step: a deep link cancelled mid-way signs nobody
 * in, a logout's late reply does not end a session started since, and a refused token ends the
 * session where the session-expired dialog is shown with it (signed-in/use-failure.ts).
 */
const clientSession = (session: SessionStore): SessionHolder => ({
  token: () => session.token(),
  signIn: () => undefined,
  signOut: () => undefined,
  expire: () => undefined,
});

/** The app's API client, with the bookings it was last answered for from the offline copy. */
export type AppClient = SelfStorageClient & { readonly offline: OfflineReads };

/**
 * The app's API client; the reads this page's boot script has already sent answer the same calls,
 * and a booking's reply the service worker answered from its offline copy is noted in `offline`.
 */
export const createClient = (baseUrl: string, language: () => Language, session: SessionStore): AppClient => {
  const offline = createOfflineReads();
  const client = new SelfStorageClient({
    baseUrl,
    language,
    session: clientSession(session),
    fetch: withOfflineMarks(
      withFirstReads(globalThis.fetch.bind(globalThis), takeFirstReads(window)),
      offline,
    ),
  });
  return Object.assign(client, { offline });
};
