import {
  EVENT_STREAM_RECONNECT_MS,
  PAYMENT_COUNTDOWN_S,
  QR_FIRST_LISTEN_DELAY_MS,
  QR_INQUIRE_POLL_MS,
} from '../constants.ts';
import { type Countdown, createCountdown, secondsLeft } from '../dates/countdown.ts';
import { systemTimers, type Timers } from '../dates/timers.ts';
import { inquiryOutcome, paymentWatchStopped, type QrInquiry, type QrPaymentOutcome } from './inquiry.ts';
import { type ConnectionChange, type FetchLike, paymentEvents } from './payment-events.ts';
import type { Visibility } from './visibility.ts';

export type QrPaymentPhase = 'waiting' | 'checking' | QrPaymentOutcome;

export interface QrPaymentState {
  phase: QrPaymentPhase;
  /** Seconds left of the payment countdown; format with `formatCountdown` (hh:mm:ss). */
  remainingSeconds: number;
  /** Whether the event stream is open now. */
  connected: boolean;
  /** Requests made to the event stream so far (the first listen and every reconnection). */
  attempts: number;
}

export interface QrPaymentWatcherOptions {
  /** `data.uuid` of qr/checkout. */
  uuid: string;
  /** `data.callbackUrl` of qr/checkout: the event stream. */
  callbackUrl: string;
  /** qr/inquire for this QR, e.g. `(uuid, signal) => client.payment.qrInquire({ uuid, tokenu }, { signal })`. */
  inquire: (uuid: string, signal: AbortSignal) => Promise<QrInquiry>;
  fetch?: FetchLike;
  /** Defaults to always visible. */
  visibility?: Visibility;
  /** Defaults to the global timers at construction time. */
  timers?: Timers;
  /** Stops the watcher, like `stop()`. */
  signal?: AbortSignal;
  /** When the QR was created (`timers.now()` time); defaults to construction time. */
  createdAt?: number;
  /**
   * When the server expires the QR (`timers.now()` time; qr/checkout's `expiresAt`): the countdown
   * ends then if that is sooner, so a reload or a second tab, whose `createdAt` is the page's, goes
   * on with the time the QR has left instead of starting over.
   */
  expiresAt?: number;
  countdownSeconds?: number;
  firstListenDelayMs?: number;
  reconnectMs?: number;
  /**
   * Also asks qr/inquire every `QR_INQUIRE_POLL_MS` while waiting, and ends the watch on any
   * answer but pending: the stream only says "paid", so without it a payment that failed or
   * expired is noticed when the countdown ends. A missed answer changes nothing.
   */
  poll?: boolean;
}

/**
 * Watches one QR payment (SPEC section 4): listens to the event stream from 3 s after the QR was
 * created, counts down 600 s, and asks qr/inquire on `confirm()` or when the countdown ends.
 * Framework-free; `subscribe` and `getSnapshot` fit React's `useSyncExternalStore`, and the
 * snapshot is a new object only when something changed.
 */
export class QrPaymentWatcher {
  readonly #options: QrPaymentWatcherOptions;
  readonly #timers: Timers;
  readonly #createdAt: number;
  readonly #countdownSeconds: number;
  /** Aborted on stop or outcome: ends the stream, the inquiry and the caller's abort listener. */
  readonly #controller = new AbortController();
  readonly #listeners = new Set<() => void>();
  #state: QrPaymentState;
  #firstListen: unknown;
  #nextPoll: unknown;
  #countdown: Countdown | undefined;
  #inquiring = false;
  #settle!: (outcome: QrPaymentOutcome | undefined) => void;
  /** Resolves with the outcome, or with undefined when stopped before one; never rejects. */
  readonly done = new Promise<QrPaymentOutcome | undefined>((resolve) => {
    this.#settle = resolve;
  });

  constructor(options: QrPaymentWatcherOptions) {
    this.#options = options;
    this.#timers = options.timers ?? systemTimers();
    this.#createdAt = options.createdAt ?? this.#timers.now();
    this.#countdownSeconds = options.countdownSeconds ?? PAYMENT_COUNTDOWN_S;
    const endsAt = Math.min(
      this.#createdAt + this.#countdownSeconds * 1000,
      options.expiresAt ?? Number.POSITIVE_INFINITY,
    );
    this.#state = {
      phase: 'waiting',
      remainingSeconds: secondsLeft(endsAt, this.#timers.now()),
      connected: false,
      attempts: 0,
    };
    if (options.signal?.aborted) {
      this.stop();
      return;
    }
    options.signal?.addEventListener('abort', () => this.stop(), { signal: this.#controller.signal });
    const sinceCreated = this.#timers.now() - this.#createdAt;
    const firstListenDelay = options.firstListenDelayMs ?? QR_FIRST_LISTEN_DELAY_MS;
    this.#firstListen = this.#timers.setTimeout(
      () => void this.#listen(),
      Math.max(0, firstListenDelay - sinceCreated),
    );
    const countdown = createCountdown({ endsAt, timers: this.#timers, onEnd: () => this.#inquire() });
    this.#countdown = countdown;
    countdown.subscribe(() => this.#set({ remainingSeconds: countdown.getSnapshot() }));
    this.#set({ remainingSeconds: countdown.getSnapshot() });
    if (options.poll) this.#schedulePoll();
  }

  get state(): QrPaymentState {
    return this.#state;
  }

  /** Whether it has stopped, by `stop()`, the signal or an outcome. */
  get stopped(): boolean {
    return this.#controller.signal.aborted;
  }

  readonly getSnapshot = (): QrPaymentState => this.#state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /**
   * Asks qr/inquire now (the confirm button). Resolves with the outcome, which is also the
   * state's phase; rejects with code `aborted` if the watcher is stopped first.
   */
  confirm(): Promise<QrPaymentOutcome> {
    this.#inquire();
    return this.done.then((outcome) => outcome ?? Promise.reject(paymentWatchStopped()));
  }

  /** Stops listening, the countdown and any inquiry, leaving no timer behind. Idempotent. */
  stop(): void {
    if (this.stopped) return;
    this.#controller.abort();
    this.#settle(undefined);
    this.#timers.clearTimeout(this.#firstListen);
    this.#timers.clearTimeout(this.#nextPoll);
    this.#countdown?.stop();
    this.#set({ connected: false });
  }

  async #listen(): Promise<void> {
    const events = paymentEvents({
      url: this.#options.callbackUrl,
      fetch: this.#options.fetch,
      signal: this.#controller.signal,
      timers: this.#timers,
      visibility: this.#options.visibility,
      reconnectMs: this.#options.reconnectMs ?? EVENT_STREAM_RECONNECT_MS,
      onConnection: (change) => this.#onConnection(change),
    });
    try {
      for await (const event of events) {
        if (event.payment) {
          this.#finish('paid');
          return;
        }
      }
    } catch {
      // The stream keeps refusing (unknown or expired payment): qr/inquire has the last word.
      this.#inquire();
    }
  }

  #onConnection(change: ConnectionChange): void {
    if (change === 'connecting') this.#set({ attempts: this.#state.attempts + 1 });
    else this.#set({ connected: change === 'open' && !this.stopped });
  }

  #schedulePoll(): void {
    this.#nextPoll = this.#timers.setTimeout(() => void this.#poll(), QR_INQUIRE_POLL_MS);
  }

  /** One poll: an answer but pending ends the watch; then the next, unless stopped. */
  async #poll(): Promise<void> {
    // The confirm button's inquiry is under way: its answer ends the watch.
    if (!this.#inquiring) {
      try {
        const inquiry = await this.#options.inquire(this.#options.uuid, this.#controller.signal);
        if (inquiry.success || inquiry.status !== 'pending') this.#finish(inquiryOutcome(inquiry, false));
      } catch {
        // A missed answer: the stream, the countdown and the next poll still watch.
      }
    }
    if (!this.stopped) this.#schedulePoll();
  }

  /** Asks qr/inquire unless already asking or stopped; the answer ends the watch. */
  #inquire(): void {
    if (this.#inquiring || this.stopped) return;
    this.#inquiring = true;
    this.#set({ phase: 'checking' });
    // Through a promise constructor, so an inquire that throws synchronously counts as failed.
    new Promise<QrInquiry>((resolve) =>
      resolve(this.#options.inquire(this.#options.uuid, this.#controller.signal)),
    ).then(
      // Ended as the countdown last showed it: the reply may set the server clock back a little
      // (a device clock that jumped ahead), and a QR whose time ran out is still a timeout.
      (inquiry) => this.#finish(inquiryOutcome(inquiry, this.#state.remainingSeconds === 0)),
      () => this.#finish('failed'),
    );
  }

  /** The first outcome wins (a paid event may beat a running inquiry); then everything stops. */
  #finish(outcome: QrPaymentOutcome): void {
    if (this.stopped) return;
    this.#set({ phase: outcome, connected: false });
    this.#settle(outcome);
    this.stop();
  }

  #set(patch: Partial<QrPaymentState>): void {
    const next = { ...this.#state, ...patch };
    const changed = (Object.keys(patch) as (keyof QrPaymentState)[]).some(
      (key) => next[key] !== this.#state[key],
    );
    if (!changed) return;
    this.#state = next;
    for (const listener of this.#listeners) listener();
  }
}

export const watchQrPayment = (options: QrPaymentWatcherOptions): QrPaymentWatcher =>
  new QrPaymentWatcher(options);
