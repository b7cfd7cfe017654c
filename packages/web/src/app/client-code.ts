/**
 * The code behind the app's lazily loaded services, in one chunk of its own (it holds the zod
 * contract): the API client, and the booking flow and current service of the signed-in screens,
 * whose saved state is checked with the same schemas. Imported only by lazy-client.ts.
 */
import { type Language, SelfStorageClient } from '@self-storage/core';
import { takeFirstReads, withFirstReads } from './first-reads.ts';

export { createBookingServices } from './booking-services.ts';

/** The app's API client; the reads this page's boot script has already sent answer the same calls. */
export const createClient = (baseUrl: string, language: () => Language): SelfStorageClient =>
  new SelfStorageClient({
    baseUrl,
    language,
    fetch: withFirstReads(globalThis.fetch.bind(globalThis), takeFirstReads(window)),
  });
