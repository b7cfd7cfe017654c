/**
 * The reads a signed-in screen makes first, sent by its page's boot script (signed-in.ts) as soon
 * as the HTML is parsed: the same calls, with the same bodies, as the screen's data hooks
 * (src/data/) make once the app has run, which then take the answers (src/app/first-reads.ts).
 * Only reads: nothing here changes anything on the server. A call this guesses wrong (a flow the
 * app reads otherwise) is simply not taken, and the app asks it itself.
 */
import { API_PREFIX, ENDPOINT_PATHS, type ServiceState } from '@self-storage/core';
import {
  bookingDetailId,
  buildBookingCalculateRequest,
  type FlowState,
  flowRedirect,
  INITIAL_FLOW_STATE,
  ROUTES,
} from '@self-storage/core/flow';
import { activeLanguage, apiBaseUrl } from '#app/api-call.ts';
import { type FirstRead, leaveFirstReads } from '#app/first-reads.ts';

type Call = readonly [path: string, body: object];

export interface SignedInTab {
  token: string;
  /** The booking flow this tab saved, unchecked. */
  flow: Partial<FlowState> | undefined;
  /** The saved current service (SPEC section 4). */
  saved: { serviceState?: ServiceState; serviceId?: number } | undefined;
}

/** What the screen at `pathname` asks first, for this tab. */
const firstCalls = (pathname: string, { token, flow, saved }: SignedInTab): Call[] => {
  // The history's list and the marks of its tax documents (screens/history).
  if (pathname === ROUTES.history)
    return [
      [ENDPOINT_PATHS.bookingService, { token }],
      [ENDPOINT_PATHS.taxDocuments, { token }],
    ];
  // A booking's detail with its statement, and the booking a payment page pays
  // (signed-in/use-payment-booking.ts).
  const detail = bookingDetailId(pathname);
  const paying =
    pathname === ROUTES.paymentQrcode && saved?.serviceState === 'checkout' ? saved.serviceId : undefined;
  const booking = detail ?? paying;
  if (booking !== undefined)
    return [
      [ENDPOINT_PATHS.currentService, { token, customer_service_id: booking }],
      // The detail's account (data/statement.ts).
      ...(detail === undefined
        ? []
        : ([[ENDPOINT_PATHS.statement, { token, customer_service_id: detail }]] as const)),
    ];
  // The summary's price and the tax documents its withholding choice reads.
  if (pathname === ROUTES.summary && flow) {
    const state = { ...INITIAL_FLOW_STATE, ...flow };
    if (flowRedirect(pathname, state, saved?.serviceState) !== undefined) return [];
    return [
      [ENDPOINT_PATHS.bookingCalculate, buildBookingCalculateRequest(state, { final: false })],
      [ENDPOINT_PATHS.taxDocuments, { token }],
    ];
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
    const response = fetch(url, {
      method: 'POST',
      body,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        // As the API client asks (src/app/services.ts).
        'Accept-Language': language,
      },
    });
    // Unhandled until the app takes it; a failure then makes the app ask again.
    response.catch(() => undefined);
    return { url, body, language, sentAt: Date.now(), response };
  });
  if (reads.length > 0) leaveFirstReads(window, reads);
};
