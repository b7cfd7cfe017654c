/**
 * The code behind the app's lazily loaded services, in one chunk of its own (it holds the zod
 * contract): the API client, and the booking flow and current service of the signed-in screens,
 * whose saved state is checked with the same schemas. Imported only by lazy-client.ts.
 */
export { SelfStorageClient } from '@self-storage/core';
export { createBookingServices } from './booking-services.ts';
