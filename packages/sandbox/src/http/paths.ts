/** The booking API's paths (SPEC section 7 under /api): their replies are JSON envelopes. */
export const isApiPath = (path: string): boolean => path.startsWith('/api/');
