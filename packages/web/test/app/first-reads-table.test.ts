// @vitest-environment happy-dom
/**
 * Each route's first reads (src/data/first-reads.ts) as the boot script sends them and as the
 * screen's data hooks ask them: the hooks, run through the app's API client over what the boot
 * sent (withFirstReads), take every read and send none again. A hook building its body otherwise
 * would send its own call, and would not be taken.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PREFIX, ENDPOINT_PATHS, SelfStorageClient } from '@self-storage/core';
import { endpoints } from '@self-storage/core/contract';
import { bookingDetailPath, type FlowState, INITIAL_FLOW_STATE, ROUTES } from '@self-storage/core/flow';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeFirstReads, withFirstReads } from '#app/first-reads.ts';
import { type SignedInTab, sendFirstReads } from '#boot/first-reads.ts';
import { bookingQuery } from '#data/bookings.ts';
import { FIRST_READS, readRequests, SIGNED_READS } from '#data/first-reads.ts';
import { historyQuery } from '#data/history.ts';
import { priceQuery } from '#data/pricing.ts';
import { statementQuery } from '#data/statement.ts';
import { taxDocumentsQuery } from '#data/tax.ts';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '../..');
const TOKEN = 'token-of-this-tab';
const BOOKING = 7;

/** A summary's flow: a unit chosen at a branch, for dates, in a group and size. */
const SUMMARY_FLOW: FlowState = {
  ...INITIAL_FLOW_STATE,
  branch: { id: 11, name_th: 'บางนา', name_en: 'Bang Na' },
  startDate: '2026-03-02',
  endDate: '2026-05-31',
  group: { id: 21, name_th: 'ล็อกเกอร์', name_en: 'Lockers' },
  size: { id: 31, name_th: 'เล็ก', name_en: 'Small', service_size_id: 41, open_service_model_id: 51 },
  unit: { unit_id: 61, name: 'A-01', area: 2, length: 2, depth: 1, height: 2.4, monthly_rate: 1500 },
  promoCode: 'NEW10',
};

interface RouteVisit {
  pathname: string;
  tab: Partial<SignedInTab>;
  /** Asks what the route's screen asks first, with its data hooks' queries. */
  asks(client: SelfStorageClient, queryClient: QueryClient): Promise<unknown>[];
}

const VISITS: Record<keyof typeof FIRST_READS, RouteVisit> = {
  history: {
    pathname: ROUTES.history,
    tab: {},
    asks: (client, queryClient) => [
      queryClient.fetchQuery(historyQuery(client, queryClient)),
      queryClient.fetchQuery(taxDocumentsQuery(client)),
    ],
  },
  bookingDetail: {
    pathname: bookingDetailPath(BOOKING),
    tab: {},
    asks: (client, queryClient) => [
      queryClient.fetchQuery(bookingQuery(client, BOOKING)),
      queryClient.fetchQuery(statementQuery(client, BOOKING)),
    ],
  },
  qr: {
    pathname: ROUTES.paymentQrcode,
    tab: { saved: { serviceState: 'checkout', serviceId: BOOKING } },
    asks: (client, queryClient) => [queryClient.fetchQuery(bookingQuery(client, BOOKING))],
  },
  summary: {
    pathname: ROUTES.summary,
    tab: { flow: SUMMARY_FLOW },
    // The summary screen prices what readRequests.preview builds (checked below).
    asks: (client, queryClient) => [
      queryClient.fetchQuery(priceQuery(client, readRequests.preview(SUMMARY_FLOW))),
      queryClient.fetchQuery(taxDocumentsQuery(client)),
    ],
  },
};

/** Where the app builds each first read's body: with the table's builder, not by hand. */
const BUILT_BY = [
  ['src/data/history.ts', 'readRequests.history('],
  ['src/data/bookings.ts', 'readRequests.booking('],
  ['src/data/statement.ts', 'readRequests.statement('],
  ['src/data/tax.ts', 'readRequests.taxDocuments('],
  ['src/screens/booking/summary/summary-screen.tsx', 'readRequests.preview('],
] as const;

/** A fetch answering `{}` to every call, recording each as `path body`. */
const recording = () => {
  const calls: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(`${new URL(String(input)).pathname} ${String(init?.body)}`);
    return Response.json({});
  }) as typeof globalThis.fetch;
  return { calls, fetch };
};

const session = {
  token: () => TOKEN,
  signIn: () => undefined,
  signOut: () => undefined,
  expire: () => undefined,
};

beforeEach(() => {
  document.documentElement.lang = 'th';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("each route's first reads, from one table", () => {
  it('covers every route of the table', () => {
    expect(Object.keys(VISITS).sort()).toEqual(Object.keys(FIRST_READS).sort());
  });

  for (const [route, visit] of Object.entries(VISITS))
    it(`${route}: the boot sends the table's reads, and the data hooks take each of them`, async () => {
      const boot = recording();
      vi.stubGlobal('fetch', boot.fetch);
      sendFirstReads(visit.pathname, { token: TOKEN, flow: undefined, saved: undefined, ...visit.tab });
      const reads = takeFirstReads(window);
      const table = FIRST_READS[route as keyof typeof FIRST_READS];
      expect(boot.calls.map((call) => call.split(' ')[0])).toEqual(
        table.map(([endpoint]) => `${API_PREFIX}${ENDPOINT_PATHS[endpoint]}`),
      );

      const network = recording();
      const client = new SelfStorageClient({
        baseUrl: window.location.origin,
        language: 'th',
        session,
        fetch: withFirstReads(network.fetch, reads),
      });
      const queryClient = new QueryClient();
      // The answers are `{}`, which the client refuses: only what was asked matters here.
      await Promise.allSettled(visit.asks(client, queryClient));
      expect(network.calls, `sent again, not taken from the boot's: ${boot.calls.join(', ')}`).toEqual([]);
      expect(reads, 'sent by the boot, asked by no hook').toEqual([]);
    });

  it('adds the session token to the reads whose contract carries it, as the API client does', () => {
    const used = Object.values(FIRST_READS).flatMap((reads) => reads.map(([endpoint]) => endpoint));
    for (const endpoint of used)
      expect(SIGNED_READS.has(endpoint), endpoint).toBe(endpoints[endpoint].session === 'token');
  });

  it("builds each read's body in the app with the table's builder", () => {
    for (const [file, builder] of BUILT_BY)
      expect(readFileSync(join(WEB, file), 'utf8'), file).toContain(builder);
  });
});
