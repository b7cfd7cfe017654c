/**
 * The reads a signed-in screen makes first, sent by its page's boot script (signed-in.ts) as soon
 * as the HTML is parsed: the same calls, with the same bodies, as the screen's data hooks
 * (src/data/) make once the app has run, both from one table of each route's reads
 * (src/data/first-reads.ts), and the hooks then take the answers (src/app/first-reads.ts).
 * Only reads: nothing here changes anything on the server. A call this guesses wrong (a flow the
 * app reads otherwise) is simply not taken, and the app asks it itself.
 */
import { API_PREFIX, ENDPOINT_PATHS, type ServiceState } from '@self-storage/core';
import {
  bookingDetailId,
  type FlowState,
  flowRedirect,
  INITIAL_FLOW_STATE,
  ROUTES,
} from '@self-storage/core/flow';
import { activeLanguage, apiBaseUrl } from '#app/api-call.ts';
import { type FirstRead, leaveFirstReads } from '#app/first-reads.ts';
import { FIRST_READS, firstReadCalls, type RouteRead } from '#data/first-reads.ts';

type Call = readonly [path: string, body: object];

export interface SignedInTab {
  token: string;
  /** The booking flow this tab saved, unchecked. */
  flow: Partial<FlowState> | undefined;
  /** The saved current service (SPEC section 4). */
  saved: { serviceState?: ServiceState; serviceId?: number } | undefined;
}

/** What the screen at `pathname` asks first, for this tab (the reads: src/data/first-reads.ts). */
const firstCalls = (pathname: string, { token, flow, saved }: SignedInTab): Call[] => {
  const calls = <A>(reads: readonly RouteRead<A>[], of: A): Call[] =>
    firstReadCalls(reads, of, token).map(([endpoint, body]) => [ENDPOINT_PATHS[endpoint], body]);
  if (pathname === ROUTES.history) return calls(FIRST_READS.history, undefined);
  const detail = bookingDetailId(pathname);
  if (detail !== undefined) return calls(FIRST_READS.bookingDetail, detail);
  // The booking a payment page pays (signed-in/use-payment-booking.ts).
  if (
    pathname === ROUTES.paymentQrcode &&
    saved?.serviceState === 'checkout' &&
    saved.serviceId !== undefined
  )
    return calls(FIRST_READS.qr, saved.serviceId);
  if (pathname === ROUTES.summary && flow) {
    const state = { ...INITIAL_FLOW_STATE, ...flow };
    if (flowRedirect(pathname, state, saved?.serviceState) !== undefined) return [];
    return calls(FIRST_READS.summary, state);
  }
  return [];
};

/** Sends the first reads of the screen at `pathname` and leaves them on window for the app. */
export const sendFirstReads = (pathname: string, tab: SignedInTab): void => {
  const calls = (() => {
    try {
      return firstCalls(pathname, tab);
    } catch {
      // A saved flow the builders cannot read: the app reads it, and asks for itself.
      return [];
    }
  })();
  const reads = calls.map(([path, request]): FirstRead => {
    const url = `${apiBaseUrl()}${API_PREFIX}${path}`;
    const body = JSON.stringify(request);
    const language = activeLanguage();
    const read: FirstRead = {
      url,
      body,
      language,
      sentAt: Date.now(),
      response: fetch(url, {
        method: 'POST',
        body,
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          // As the API client asks (src/app/services.ts).
          'Accept-Language': language,
        },
      }).then((reply) => {
        read.arrivedAt = Date.now();
        return reply;
      }),
    };
    // Unhandled until the app takes it; a failure then makes the app ask again.
    read.response.catch(() => undefined);
    return read;
  });
  if (reads.length > 0) leaveFirstReads(window, reads);
};
