/** The booking API's paths (SPEC section 7 under /api): their replies are JSON envelopes. */
export const isApiPath = (path: string): boolean => path.startsWith('/api/');

/** The QR payment event stream (payments/stream.ts): a stream, but refused with envelopes as the API is. */
const PAYMENT_STREAM_PREFIX = '/callback/';

/** Paths whose refusals are JSON envelopes: the API's and the payment event stream's. */
export const repliesWithEnvelope = (path: string): boolean =>
  isApiPath(path) || path.startsWith(PAYMENT_STREAM_PREFIX);
