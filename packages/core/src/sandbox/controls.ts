import type { z } from 'zod';
import { SelfStorageError } from '../errors.ts';
import {
  cancelledSchema,
  clockSchema,
  controlErrorSchema,
  createdSchema,
  createdWebhookSchema,
  deletedSchema,
  eventDetailSchema,
  eventListSchema,
  expiredSchema,
  failedSchema,
  gateAnswerSchema,
  identifyKeySchema,
  outboxSchema,
  resentSchema,
  resetSchema,
  sandboxListSchema,
  settlementSchema,
  webhookDeletedSchema,
  webhookListSchema,
} from './schemas.ts';

export interface SandboxControlsOptions {
  /** The sandbox's base URL: the server's (`http://localhost:8080`) or a created one's `apiUrl`. */
  baseUrl: string;
  /**
   * The control key, sent as `Authorization: Bearer <key>`: the server's SANDBOX_CONTROL_KEY, or
   * the key a created sandbox came with. Needed whenever the server has one.
   */
  key?: string | undefined;
  /** The fetch to use; the global one by default. */
  fetch?: typeof globalThis.fetch;
}

type Method = 'GET' | 'POST' | 'DELETE';

/** Every failure of a control reads as this one catalogue key: "the request failed". */
const FAILED_KEY = 'errors.requestErorMsg';

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * The sandbox's controls: what the bank, the kiosk, the mail server and the back office would do,
 * on demand, for tests and demos (docs/sandbox.md). Each reply is parsed; each failure is a
 * SelfStorageError: `http_error` with the sandbox's own words in `serverMessage` (401 without the
 * key, 404 an unknown payment, 409 a payment no longer pending), `network`, or `invalid_reply`.
 */
export class SandboxControls {
  readonly baseUrl: string;
  readonly #key: string | undefined;
  readonly #fetch: typeof globalThis.fetch;

  constructor(options: SandboxControlsOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.#key = options.key || undefined;
    this.#fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  }

  /** The controls of a sandbox made with `createSandbox`: its URL, its own key (else this one's). */
  forSandbox(sandbox: { apiUrl: string; key?: string | undefined }): SandboxControls {
    return new SandboxControls({
      baseUrl: sandbox.apiUrl,
      key: sandbox.key ?? this.#key,
      fetch: this.#fetch,
    });
  }

  /** Pays a QR or card payment by its uuid, as the bank would. */
  pay(uuid: string) {
    return this.#call('POST', `sandbox/payments/${encodeURIComponent(uuid)}/pay`, settlementSchema, {});
  }

  /** Pays a booking at the kiosk by its pay reference. */
  payAtKiosk(reference: string) {
    return this.#call('POST', `sandbox/kiosk/${encodeURIComponent(reference)}/pay`, settlementSchema, {});
  }

  /** Refuses a payment (its uuid) or every pending payment of a booking (its number or kiosk reference). */
  failPayment(target: string) {
    return this.#call('POST', `sandbox/targets/${encodeURIComponent(target)}/fail`, failedSchema, {});
  }

  /**
   * Lets time run out: a payment's uuid ends that QR or card payment (the booking stays open, to
   * pay again); a booking number or kiosk reference passes the booking's payment deadline.
   */
  expirePayment(target: string) {
    return this.#call('POST', `sandbox/targets/${encodeURIComponent(target)}/expire`, expiredSchema, {});
  }

  /** Cancels an open booking (a payment uuid, booking number or kiosk reference), as the back office would. */
  cancelBooking(target: string) {
    return this.#call('POST', `sandbox/targets/${encodeURIComponent(target)}/cancel`, cancelledSchema, {});
  }

  /**
   * A branch's gate: `scan` reads a pass's QR payload (`SSA1.<pass>.<code>`) or keypad PIN at a
   * branch and answers granted, or denied with the reason; the attempt is logged for the rental.
   */
  readonly gate = {
    scan: (input: { branch: number; code: string }) =>
      this.#call('POST', 'sandbox/gate', gateAnswerSchema, { branch: input.branch, code: input.code }),
  };

  /** The sandbox's test clock. */
  clock() {
    return this.#call('GET', 'sandbox/clock', clockSchema);
  }

  /** Moves the test clock forward (`"90s"`, `"13h"`, `"2d"`, `"1d12h"`); what falls due meanwhile happens. */
  advanceClock(duration: string) {
    return this.#call('POST', 'sandbox/clock', clockSchema, { advance: duration });
  }

  /** Sets the test clock to a later instant (ISO text, a Date or epoch milliseconds). */
  setClock(at: string | number | Date) {
    return this.#call('POST', 'sandbox/clock', clockSchema, {
      set: at instanceof Date ? at.toISOString() : at,
    });
  }

  /** Back to real time. */
  resetClock() {
    return this.#call('POST', 'sandbox/clock', clockSchema, { reset: true });
  }

  /** The mail outbox, oldest first; only the mails to `to` when given. */
  async outbox(to?: string) {
    const query = to === undefined ? '' : `?to=${encodeURIComponent(to)}`;
    return (await this.#call('GET', `sandbox/mail${query}`, outboxSchema)).messages;
  }

  /** The key the sandbox encrypts identify links with (`GET /identify-key`). */
  async identifyKey() {
    return (await this.#call('GET', 'identify-key', identifyKeySchema)).key;
  }

  /** A sandbox of one's own (its own data, clock and outbox); its key is shown this once. */
  createSandbox(options: { name?: string } = {}) {
    return this.#call(
      'POST',
      'sandbox/sandboxes',
      createdSchema,
      options.name === undefined ? {} : { name: options.name },
    );
  }

  async listSandboxes() {
    return (await this.#call('GET', 'sandbox/sandboxes', sandboxListSchema)).sandboxes;
  }

  /** Deletes a created sandbox and its data: `{deleted: id}`. */
  deleteSandbox(id: string) {
    return this.#call('DELETE', `sandbox/sandboxes/${encodeURIComponent(id)}`, deletedSchema);
  }

  /** Empties this sandbox and seeds it again (its customers, bookings, outbox; the clock back to real time). */
  reset() {
    return this.#call('POST', 'sandbox/reset', resetSchema, {});
  }

  /** Registers a webhook endpoint (an http or https URL); its signing secret is shown this once. */
  createWebhook(url: string) {
    return this.#call('POST', 'sandbox/webhooks', createdWebhookSchema, { url });
  }

  async listWebhooks() {
    return (await this.#call('GET', 'sandbox/webhooks', webhookListSchema)).endpoints;
  }

  deleteWebhook(id: string) {
    return this.#call('DELETE', `sandbox/webhooks/${encodeURIComponent(id)}`, webhookDeletedSchema);
  }

  /**
   * The sandbox's events, oldest first (newest first with `order: 'newest'`): those after an event
   * id, of a type, of a booking (its number or id); at most 100 at a time.
   */
  async events(
    filter: {
      after?: string;
      type?: string;
      booking?: string | number;
      limit?: number;
      order?: 'newest';
    } = {},
  ) {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(filter)) if (value !== undefined) query.set(key, String(value));
    const search = query.size > 0 ? `?${query}` : '';
    return (await this.#call('GET', `sandbox/events${search}`, eventListSchema)).events;
  }

  /** One event, with its deliveries and their attempts. */
  event(id: string) {
    return this.#call('GET', `sandbox/events/${encodeURIComponent(id)}`, eventDetailSchema);
  }

  /** Sends an event again: to every endpoint, or to the one named. */
  resendEvent(id: string, endpoint?: string) {
    return this.#call(
      'POST',
      `sandbox/events/${encodeURIComponent(id)}/resend`,
      resentSchema,
      endpoint === undefined ? {} : { endpoint },
    );
  }

  async #call<S extends z.ZodType>(
    method: Method,
    path: string,
    schema: S,
    body?: unknown,
  ): Promise<z.output<S>> {
    const url = `${this.baseUrl}/${path}`;
    const headers: Record<string, string> = {};
    // Controls take a POST as JSON only: a cross-site page cannot send that unasked.
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (this.#key) headers.Authorization = `Bearer ${this.#key}`;
    let response: Response;
    try {
      response = await this.#fetch(url, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (cause) {
      throw new SelfStorageError({
        code: 'network',
        key: FAILED_KEY,
        message: `Sandbox control ${path} unreachable at ${new URL(url).origin}`,
        url,
        cause,
      });
    }
    const text = await response.text();
    if (!response.ok) {
      const said = controlErrorSchema.safeParse(parseJson(text)).data?.error;
      throw new SelfStorageError({
        code: 'http_error',
        key: FAILED_KEY,
        message: said ?? `Sandbox control ${path} answered HTTP ${response.status}`,
        status: response.status,
        ...(said ? { serverMessage: said } : {}),
        url,
      });
    }
    const reply = schema.safeParse(parseJson(text));
    if (!reply.success) {
      throw new SelfStorageError({
        code: 'invalid_reply',
        key: FAILED_KEY,
        message: `Sandbox control ${path} answered an unexpected reply`,
        status: response.status,
        url,
        cause: reply.error,
      });
    }
    return reply.data;
  }
}
