import type { Language } from '@self-storage/core';
import type { SandboxClock } from './clock/clock.ts';
import type { Secrets } from './db/seed.ts';
import type { Store } from './db/store.ts';
import type { PaymentEvents } from './events/payment-events.ts';
import type { Webhooks } from './events/webhooks.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Throttles } from './throttle/throttle.ts';

/** One request as the log records it (http/log.ts formats it as text or JSON). */
export interface RequestEntry {
  method: string;
  path: string;
  status: number;
  ms: number;
}

export type LogRequest = (entry: RequestEntry) => void;

/** What every part of the sandbox works with, made once per sandbox (the default one and each created one). */
export interface SandboxContext {
  store: Store;
  /** The sandbox's time, in epoch milliseconds: the injected clock moved by the test clock. */
  now: () => number;
  /** The test clock that `now` reads. */
  clock: SandboxClock;
  log: (line: string) => void;
  /** Where the request log goes: one line per request, as LOG_FORMAT says. */
  logRequest: LogRequest;
  secrets: Secrets;
  mailer: Mailer;
  events: PaymentEvents;
  /** Sends the rental events to the webhook endpoints registered through the controls. */
  webhooks: Webhooks;
  /** Public origin of this server (PUBLIC_URL), when it is not the listen address. */
  publicUrl: string | undefined;
  /** `http://host:port` this server listens on, known once it listens. */
  listenUrl: string;
  /** Origin of the web app, for redirects and mail links. */
  webUrl: string | undefined;
  /** Most bookings one customer may hold unpaid at once. */
  maxUnpaidBookings: number;
  /** Limits on password guesses and mails, per account and per address. */
  throttles: Throttles;
  /** scrypt's N for the password hashes this sandbox makes (crypto/passwords.ts). */
  passwordCost: number;
}

/** Absolute bases of one request: the configured ones, else the origin the request came to. */
export interface Origins {
  api: string;
  web: string;
}

/** What a handler knows of the request beyond its body. */
export interface Call {
  origins: Origins;
  /** The caller's language (`Accept-Language`): every message and name of the reply is in it. */
  language: Language;
  /** The caller's network address, for the throttles. */
  address: string;
}
