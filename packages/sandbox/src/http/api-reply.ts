import { CORS_ORIGIN, type HeaderRecord } from './security.ts';

export type ApiReply = (body: unknown, status?: number, extra?: HeaderRecord) => Response;

/**
 * Every reply on an API path is made here, once, as a Response with all its headers (JSON,
 * security, CORS) in one plain object. Nothing touches it afterwards, so no Headers object or
 * copy of the response is made per request (a quarter more get-unit calls a second when measured).
 */
export const apiReplier = (security: HeaderRecord, now: () => number): ApiReply => {
  // no-store: replies hold session tokens and personal data, which no cache may keep.
  const headers = {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    // The clients set their clock by the Date header (docs/api.md); a page of another origin may read it.
    'Access-Control-Expose-Headers': 'Date',
    ...CORS_ORIGIN,
    ...security,
  };
  const dated = datedHeaders(headers, now);
  return (body, status = 200, extra) =>
    new Response(JSON.stringify(body), { status, headers: extra ? { ...dated(), ...extra } : dated() });
};

/**
 * The headers with the sandbox's time (its test clock included) as the HTTP Date, which Node then
 * sends instead of the machine's: what every client takes for the server's time. Made once a
 * second, so a reply copies nothing.
 */
const datedHeaders = (headers: HeaderRecord, now: () => number): (() => HeaderRecord) => {
  let second = Number.NaN;
  let dated: HeaderRecord = headers;
  return () => {
    const current = Math.floor(now() / 1000);
    if (current !== second) {
      second = current;
      dated = { ...headers, Date: new Date(current * 1000).toUTCString() };
    }
    return dated;
  };
};
