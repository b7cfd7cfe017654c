import { EVENT_STREAM_RECONNECT_MS } from '../constants.ts';
import { paymentEvent } from '../contract/payment.ts';
import type { PaymentEvent } from '../contract/types.ts';
import { readEventStream } from './event-stream.ts';
import { pause, systemTimers, type Timers } from './timers.ts';
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
  onConnection?: (change: ConnectionChange) => void;
}

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
 * aborted. Failures are not thrown: the caller reconnects whatever the reason.
 */
async function* connection(
  fetchImpl: FetchLike,
  options: PaymentEventsOptions,
): AsyncGenerator<PaymentEvent, void, undefined> {
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
      return;
    }
    onConnection?.('open');
    for await (const message of readEventStream(response.body)) {
      const event = readPaymentEvent(message.data);
      if (event) yield event;
    }
  } catch {
    // Network failure or abort: the caller decides between reconnecting and stopping.
  } finally {
    onConnection?.('closed');
  }
}

/**
 * The payment events of a QR's event stream, across reconnections: a new request follows
 * `reconnectMs` (100 ms) after an error, a non-2xx reply or the end of the stream. Iteration
 * ends, without an error, when `signal` aborts or the consumer stops.
 */
export async function* paymentEvents(
  options: PaymentEventsOptions,
): AsyncGenerator<PaymentEvent, void, undefined> {
  const { signal, visibility } = options;
  const fetchImpl: FetchLike = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timers = options.timers ?? systemTimers();
  let wake: (() => void) | undefined;
  const unsubscribe = visibility?.onChange(() => {
    if (visibility.isVisible()) wake?.();
  });
  try {
    while (!signal?.aborted) {
      yield* connection(fetchImpl, options);
      await pause(options.reconnectMs ?? EVENT_STREAM_RECONNECT_MS, timers, signal, (w) => {
        wake = w;
      });
    }
  } finally {
    unsubscribe?.();
  }
}
