import { EVENT_STREAM_RECONNECT_MS } from '../constants.ts';
import { paymentEvent } from '../contract/payment.ts';
import type { PaymentEvent } from '../contract/types.ts';
import { pause, systemTimers, type Timers } from '../dates/timers.ts';
import { SelfStorageError } from '../errors.ts';
import { readEventStream } from './event-stream.ts';
import type { Visibility } from './visibility.ts';

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** `connecting` when a request starts, `open` on a 2xx reply, `closed` when it ends either way. */
export type ConnectionChange = 'connecting' | 'open' | 'closed';

export interface PaymentEventsOptions {
  /** The absolute `callbackUrl` of qr/checkout. */
  url: string;
  /** Defaults to the global fetch at the time of the call. */
  fetch?: FetchLike;
  /** Ends the iteration; the open request is aborted. */
  signal?: AbortSignal;
  timers?: Timers;
  /** When the page becomes visible while disconnected, reconnect without waiting. */
  visibility?: Visibility;
  reconnectMs?: number;
  /**
   * Consecutive refusals (a 4xx reply: 404 for an unknown payment, 410 for an expired one) after
   * which the iteration fails instead of reconnecting. Network drops and 5xx replies always
   * reconnect (SPEC section 4); a signal ends those.
   */
  maxRefusals?: number;
  onConnection?: (change: ConnectionChange) => void;
}

export const PAYMENT_EVENTS_MAX_REFUSALS = 3;

/** How one request to the stream ended. */
type ConnectionEnd = { kind: 'ended' } | { kind: 'paid' } | { kind: 'refused'; status: number };

/** An event's data as a payment event, or undefined for anything else (ignored, not fatal). */
const readPaymentEvent = (data: string): PaymentEvent | undefined => {
  try {
    const parsed = paymentEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};

/**
 * One request to the stream: yields its payment events until the stream ends, fails or is
 * aborted, and says how it ended. Network failures are not thrown: the caller reconnects.
 */
async function* connection(
  fetchImpl: FetchLike,
  options: PaymentEventsOptions,
): AsyncGenerator<PaymentEvent, ConnectionEnd, undefined> {
  const { onConnection } = options;
  onConnection?.('connecting');
  try {
    const response = await fetchImpl(options.url, {
      method: 'GET',
      headers: { Accept: 'text/event-stream' },
      cache: 'no-store',
      signal: options.signal,
    });
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      const refused = response.status >= 400 && response.status < 500;
      return refused ? { kind: 'refused', status: response.status } : { kind: 'ended' };
    }
    onConnection?.('open');
    for await (const message of readEventStream(response.body)) {
      const event = readPaymentEvent(message.data);
      if (!event) continue;
      yield event;
      if (event.payment) return { kind: 'paid' };
    }
  } catch {
    // Network failure or abort: the caller decides between reconnecting and stopping.
  } finally {
    onConnection?.('closed');
  }
  return { kind: 'ended' };
}

/** Why the stream keeps refusing, as the error the iteration fails with. */
const refusedError = (url: string, status: number, attempts: number): SelfStorageError => {
  const common = {
    status,
    url,
    message: `The payment event stream answered HTTP ${status} ${attempts} times`,
  };
  if (status === 404) {
    return new SelfStorageError({ ...common, code: 'unknown_payment', key: 'payment.qr.error' });
  }
  if (status === 410)
    return new SelfStorageError({ ...common, code: 'payment_timeout', key: 'payment.timeout' });
  return new SelfStorageError({ ...common, code: 'payment_failed', key: 'payment.qr.error' });
};

/**
 * The payment events of a QR's event stream, across reconnections: a new request follows
 * `reconnectMs` (100 ms) after an error, a non-2xx reply or the end of the stream. The iteration
 * ends after the `{"payment": true}` event, or without an error when `signal` aborts or the
 * consumer stops. It fails with a SelfStorageError after `maxRefusals` refusals in a row:
 * `unknown_payment` (404), `payment_timeout` (410, expired) or `payment_failed`.
 */
export async function* paymentEvents(
  options: PaymentEventsOptions,
): AsyncGenerator<PaymentEvent, void, undefined> {
  const { signal, visibility } = options;
  const fetchImpl: FetchLike = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timers = options.timers ?? systemTimers();
  const maxRefusals = options.maxRefusals ?? PAYMENT_EVENTS_MAX_REFUSALS;
  let refusals = 0;
  let wake: (() => void) | undefined;
  const unsubscribe = visibility?.onChange(() => {
    if (visibility.isVisible()) wake?.();
  });
  try {
    while (!signal?.aborted) {
      const end = yield* connection(fetchImpl, options);
      if (end.kind === 'paid') return;
      refusals = end.kind === 'refused' ? refusals + 1 : 0;
      if (end.kind === 'refused' && refusals >= maxRefusals) {
        throw refusedError(options.url, end.status, refusals);
      }
      await pause(options.reconnectMs ?? EVENT_STREAM_RECONNECT_MS, timers, signal, (w) => {
        wake = w;
      });
    }
  } finally {
    unsubscribe?.();
  }
}
