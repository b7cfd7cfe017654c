/**
 * Each signed-in route's first reads, in one table: the boot script sends them as the page's HTML
 * arrives (src/boot/first-reads.ts) and the data hooks ask the same calls once the app runs, built
 * by the same request builders below, so the app takes the boot's answers
 * (src/app/first-reads.ts). A hook that built its body otherwise would ask again, unnoticed:
 * test/app/first-reads-table.test.ts holds the two together. No query library here: the boot
 * script bundles this module and stays a page's first bytes.
 */
import type { CallBody, EndpointName } from '@self-storage/core';
import { buildBookingCalculateRequest, type FlowState } from '@self-storage/core/flow';

/** The bodies the data hooks pass the API client, which fills in the session's token. */
export const readRequests = {
  /** The history list (data/history.ts). */
  history: (): CallBody<'bookingService'> => ({}),
  /** One booking (data/bookings.ts): a detail, or the booking a payment page pays. */
  booking: (customerServiceId: number): CallBody<'currentService'> => ({
    customer_service_id: customerServiceId,
  }),
  /** A booking's account (data/statement.ts). */
  statement: (customerServiceId: number): CallBody<'statement'> => ({
    customer_service_id: customerServiceId,
  }),
  /** Tax documents of one booking's bills, or of every booking's (data/tax.ts). */
  taxDocuments: (customerServiceId?: number): CallBody<'taxDocuments'> =>
    customerServiceId === undefined ? {} : { customer_service_id: customerServiceId },
  /** The summary's preview price (data/pricing.ts, asked by screens/booking/summary). */
  preview: (state: FlowState): CallBody<'bookingCalculate'> =>
    buildBookingCalculateRequest(state, { final: false }),
};

/**
 * The reads whose contract carries the session (`session: 'token'` in core's endpoint table),
 * which the API client fills in: the boot adds the token to these. The table's test checks this
 * against the contract.
 */
export const SIGNED_READS: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'bookingService',
  'currentService',
  'statement',
  'taxDocuments',
]);

/** A read: its endpoint, and its body from what the route is opened with (tuples keep the boot small). */
export type RouteRead<A> = readonly [endpoint: EndpointName, request: (of: A) => object];

const read = <N extends EndpointName, A>(endpoint: N, request: (of: A) => CallBody<N>): RouteRead<A> => [
  endpoint,
  request,
];

/** What each route reads first, from what it is opened with. */
export const FIRST_READS = {
  /** The list and the marks of its tax documents (screens/history). */
  history: [
    read('bookingService', readRequests.history),
    read('taxDocuments', () => readRequests.taxDocuments()),
  ],
  /** A booking's detail with its account, by the booking's id. */
  bookingDetail: [read('currentService', readRequests.booking), read('statement', readRequests.statement)],
  /** The QR payment page paying the saved `checkout` booking (signed-in/use-payment-booking.ts). */
  qr: [read('currentService', readRequests.booking)],
  /** The summary's price and the tax documents its withholding choice reads, from the saved flow. */
  summary: [
    read('bookingCalculate', readRequests.preview),
    read('taxDocuments', () => readRequests.taxDocuments()),
  ],
};

/** A route's reads as sent: each endpoint with its body, the session's `token` in it where signed. */
export const firstReadCalls = <A>(
  reads: readonly RouteRead<A>[],
  of: A,
  token: string,
): [endpoint: EndpointName, body: object][] =>
  reads.map(([endpoint, request]) => [
    endpoint,
    SIGNED_READS.has(endpoint) ? { ...request(of), token } : request(of),
  ]);
