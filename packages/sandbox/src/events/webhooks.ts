import { SIGNATURE_HEADER, signEvent } from '@self-storage/core';
import { findEvent } from '../data/events.ts';
import {
  attemptCount,
  type DeliveryRow,
  dueDeliveries,
  findDelivery,
  nextAttemptAt,
  recordAttempt,
} from '../data/webhooks.ts';
import type { Store } from '../db/store.ts';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/**
 * After a failed attempt, the next one waits this long (by the sandbox's clock, so moving the test
 * clock brings a retry on): at most 6 attempts, the last about 2.5 hours after the first.
 */
export const RETRY_DELAYS_MS = [
  10 * SECOND_MS,
  MINUTE_MS,
  5 * MINUTE_MS,
  30 * MINUTE_MS,
  // Two hours, as payment providers' schedules do; not the booking hold, though it is as long.
  120 * MINUTE_MS,
] as const;
/** An endpoint that has not answered by then has failed this attempt. */
const ATTEMPT_TIMEOUT_MS = 10_000;
/** The longest a timer waits before looking again: the test clock may have moved meanwhile. */
const LONGEST_WAIT_MS = 60_000;

export interface WebhookSettings {
  store: Store;
  now: () => number;
  log: (line: string) => void;
  fetch?: typeof globalThis.fetch;
}

/**
 * Sends the pending deliveries of one sandbox: each signed with its endpoint's secret, retried
 * with backoff until a 2xx answer or the last attempt. What is due is kept in the database, so
 * a restart (or a sandbox opened again) goes on where it was.
 */
export class Webhooks {
  readonly #settings: WebhookSettings;
  readonly #inFlight = new Set<number>();
  #timer: ReturnType<typeof setTimeout> | undefined;
  #closed = false;

  constructor(settings: WebhookSettings) {
    this.#settings = settings;
  }

  /** Sends what is due once the caller's transaction has ended. */
  soon(): void {
    if (!this.#closed) setImmediate(() => this.pump());
  }

  /** Starts an attempt of every delivery due by the sandbox's time, then waits for the next. */
  pump(): void {
    if (this.#closed) return;
    const { store, now } = this.#settings;
    for (const delivery of dueDeliveries(store, now())) {
      if (this.#inFlight.has(delivery.id)) continue;
      this.#inFlight.add(delivery.id);
      void this.#attempt(delivery).finally(() => {
        this.#inFlight.delete(delivery.id);
        this.#schedule();
      });
    }
    this.#schedule();
  }

  /** Attempts in flight end without writing; nothing more is sent. */
  close(): void {
    this.#closed = true;
    clearTimeout(this.#timer);
  }

  #schedule(): void {
    clearTimeout(this.#timer);
    if (this.#closed) return;
    const next = nextAttemptAt(this.#settings.store);
    if (next === undefined) return;
    const wait = Math.min(Math.max(next - this.#settings.now(), 0), LONGEST_WAIT_MS);
    this.#timer = setTimeout(() => this.pump(), wait);
    this.#timer.unref();
  }

  async #attempt(delivery: DeliveryRow): Promise<void> {
    const { store, now, log } = this.#settings;
    const event = findEvent(store, delivery.event_id);
    if (!event) return;
    const at = now();
    let httpStatus: number | null = null;
    let error: string | null = null;
    try {
      const response = await (this.#settings.fetch ?? fetch)(delivery.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [SIGNATURE_HEADER]: await signEvent(event.payload, delivery.secret, { at }),
        },
        body: event.payload,
        redirect: 'manual',
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      httpStatus = response.status;
      await response.body?.cancel();
    } catch (cause) {
      error = cause instanceof Error ? cause.message : String(cause);
    }
    if (this.#closed) return;
    const delivered = httpStatus !== null && httpStatus >= 200 && httpStatus < 300;
    const attempts = store.transaction(() => {
      // The endpoint may have been deleted, with its deliveries, while this attempt was out.
      if (!findDelivery(store, delivery.id)) return 0;
      const made = attemptCount(store, delivery.id) + 1;
      const delay = RETRY_DELAYS_MS[made - 1];
      recordAttempt(
        store,
        delivery.id,
        { at, httpStatus, error },
        delivered || delay === undefined
          ? { status: delivered ? 'delivered' : 'failed' }
          : { status: 'pending', retryAt: now() + delay },
      );
      return made;
    });
    if (!delivered && attempts > 0)
      log(
        `webhook ${delivery.url}: attempt ${attempts} of event ${event.id} failed (${error ?? `HTTP ${httpStatus}`})`,
      );
  }
}
