import { createFetch, FetchError } from 'ofetch';
import * as z from 'zod';
import { API_PREFIX, type Language, REQUEST_TIMEOUT_MS } from '../constants.ts';
import {
  type CallBody,
  type EndpointName,
  endpoints,
  type ReplyOf,
  type RequestOf,
  SESSION_EXPIRED_RESPONSE_CODE,
} from '../contract/endpoints.ts';
import { bookingRefusal } from '../contract/refusals.ts';
import { createServerClock, type ServerClock } from '../dates/server-clock.ts';
import { pause, systemTimers, type Timers } from '../dates/timers.ts';
import { SelfStorageError } from '../errors.ts';
import { backoffDelay, type RetryOptions, retryable } from './retry.ts';
import { requestIssues } from './validate-request.ts';

/** What the client needs of a session: `createSessionStore()` gives all of it. */
export interface SessionHolder {
  /** The valid token, or undefined when signed out or expired. */
  token(): string | undefined;
  signIn(token: string): void;
  /** After `customer.logout`. */
  signOut(): void;
  /** The server refused the token. */
  expire(): void;
}

export interface TransportOptions {
  /** Scheme and host of the booking API, e.g. `http://localhost:8080`. */
  baseUrl: string;
  /** The fetch to use; defaults to the global one at construction time. */
  fetch?: typeof globalThis.fetch;
  /** Gives up on a call after this long (15 s); a call's own `timeoutMs` wins. */
  timeoutMs?: number;
  /** Retries of reads (catalogue, calculate, inquire, booking lookups); off unless asked for. */
  retry?: RetryOptions;
  /** A session to fill `token`/`tokenu` from, to sign in on login and to expire on a 401. */
  session?: SessionHolder;
  /** The timers of timeouts and retry delays; the global ones by default. */
  timers?: Timers;
  /**
   * The customer's language, sent as `Accept-Language` on every call so the server answers its
   * messages and names in it. A function when it can change while the client lives (the web's
   * language switch); omitted, no header is sent and the server answers in its default (Thai).
   */
  language?: Language | (() => Language);
  /**
   * The server's clock, set from each reply's `Date` header; made over `timers.now` when not
   * given. Pass one to share it between clients.
   */
  clock?: ServerClock;
}

export interface CallOptions {
  /** Cancels the call (and any retry still to come); it fails with code `aborted`. */
  signal?: AbortSignal;
  /** This call's timeout, instead of the client's. */
  timeoutMs?: number;
  /** This call's retries of a read, instead of the client's; ignored for writes. */
  maxRetries?: number;
}

const HTTP_TOO_MANY_REQUESTS = 429;

/** Enough of a reply to read a refusal, whatever else it lacks. */
const refusal = z.object({
  response_code: z.number(),
  response_message: z.string().catch(''),
  code: z.string().optional().catch(undefined),
});

/**
 * POSTs JSON to one endpoint and returns its validated reply, or throws a SelfStorageError
 * carrying the catalogue key SPEC section 8 names for that call. Requests are checked against the
 * contract before they are sent; only reads are ever retried, and only when asked.
 */
export class Transport {
  readonly #fetch: ReturnType<typeof createFetch>;
  readonly #timers: Timers;
  readonly options: Readonly<TransportOptions>;
  readonly #language: TransportOptions['language'];
  readonly baseUrl: string;
  /** The server's time, as the replies so far tell it. */
  readonly clock: ServerClock;

  constructor(options: TransportOptions) {
    this.options = options;
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.#timers = options.timers ?? systemTimers();
    const timers = this.#timers;
    this.clock = options.clock ?? createServerClock(() => timers.now());
    this.#language = options.language;
    this.#fetch = createFetch({
      fetch: options.fetch ?? globalThis.fetch,
      defaults: {
        baseURL: `${this.baseUrl}${API_PREFIX}`,
        method: 'POST',
        retry: false,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      },
    });
  }

  /** The absolute URL of a call. */
  url(name: EndpointName): string {
    return `${this.baseUrl}${API_PREFIX}${endpoints[name].path}`;
  }

  async call<N extends EndpointName>(
    name: N,
    body: CallBody<N>,
    options: CallOptions = {},
  ): Promise<ReplyOf<N>> {
    const request = this.#withSession(name, body);
    const issues = requestIssues(endpoints[name].request, request);
    if (issues.length > 0) {
      throw new SelfStorageError({
        code: 'invalid_request',
        key: endpoints[name].failedKey,
        message: `Invalid request to ${endpoints[name].path}: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
        url: this.url(name),
        field: issues[0]?.path,
        issues,
      });
    }
    const maxRetries = endpoints[name].read ? (options.maxRetries ?? this.options.retry?.maxRetries ?? 0) : 0;
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.#send(name, request, options);
      } catch (error) {
        if (!(error instanceof SelfStorageError) || attempt >= maxRetries || !retryable(error)) throw error;
        await pause(backoffDelay(attempt, this.options.retry, error), this.#timers, options.signal, () => {});
        if (options.signal?.aborted) {
          throw new SelfStorageError({
            code: 'aborted',
            key: endpoints[name].failedKey,
            url: this.url(name),
            cause: options.signal.reason,
          });
        }
      }
    }
  }

  /** The request with its session field filled from the held session, when the caller left it out. */
  #withSession<N extends EndpointName>(name: N, body: CallBody<N>): RequestOf<N> {
    const field = endpoints[name].session;
    const { session } = this.options;
    if (!field || !session || (body as Record<string, unknown>)[field] !== undefined) {
      return body as RequestOf<N>;
    }
    const token = session.token();
    if (token === undefined) {
      throw new SelfStorageError({
        code: 'session_expired',
        key: 'errors.sessionExpired',
        message: `${endpoints[name].path} needs a session, and the client's session is signed out or expired`,
        url: this.url(name),
      });
    }
    return { ...body, [field]: token } as RequestOf<N>;
  }

  async #send<N extends EndpointName>(
    name: N,
    body: RequestOf<N>,
    options: CallOptions,
  ): Promise<ReplyOf<N>> {
    const endpoint = endpoints[name];
    const url = this.url(name);
    // Our own timer rather than ofetch's, which it drops whenever the caller passes a signal.
    const timeout = new AbortController();
    const timeoutMs = options.timeoutMs ?? this.options.timeoutMs ?? REQUEST_TIMEOUT_MS;
    const timer = this.#timers.setTimeout(() => timeout.abort(), timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
    let raw: unknown;
    try {
      const language = typeof this.#language === 'function' ? this.#language() : this.#language;
      const response = await this.#fetch.raw(endpoint.path, {
        body: body as Record<string, unknown>,
        signal,
        ...(language ? { headers: { 'Accept-Language': language } } : {}),
      });
      this.clock.observe(response.headers.get('Date'));
      raw = response._data;
    } catch (error) {
      if (error instanceof FetchError) this.clock.observe(error.response?.headers.get('Date'));
      throw this.#failure(name, error, options.signal, timeout.signal.aborted ? timeoutMs : undefined);
    } finally {
      this.#timers.clearTimeout(timer);
    }
    const head = refusal.safeParse(raw);
    if (head.success && head.data.response_code !== 200) throw this.#refused(name, head.data);
    const parsed = endpoint.reply.safeParse(raw);
    if (!parsed.success) {
      throw new SelfStorageError({
        code: 'invalid_reply',
        key: endpoint.failedKey,
        message: `Invalid reply from ${endpoint.path}: ${z.prettifyError(parsed.error)}`,
        url,
        cause: parsed.error,
      });
    }
    const reply = parsed.data as ReplyOf<N>;
    this.#afterReply(name, reply);
    return reply;
  }

  /**
   * A client holding a session starts it from the token that login and identify answer, and ends
   * it once the server has ended it on logout.
   */
  #afterReply(name: EndpointName, reply: unknown): void {
    const { session } = this.options;
    if (name === 'logout') session?.signOut();
    if (name !== 'login' && name !== 'identify') return;
    session?.signIn((reply as { datas: { token: string } }).datas.token);
  }

  #refused(name: EndpointName, reply: z.infer<typeof refusal>): SelfStorageError {
    const endpoint = endpoints[name];
    const common = {
      responseCode: reply.response_code,
      serverMessage: reply.response_message || undefined,
      url: this.url(name),
    };
    const business = reply.code ? bookingRefusal(reply.code) : undefined;
    if (business) return new SelfStorageError({ ...common, code: business.code, key: business.key });
    if (reply.response_code === SESSION_EXPIRED_RESPONSE_CODE && endpoint.authenticated) {
      this.options.session?.expire();
      return new SelfStorageError({ ...common, code: 'session_expired', key: 'errors.sessionExpired' });
    }
    return new SelfStorageError({
      ...common,
      code: 'rejected',
      key: endpoint.rejectedKey,
      showServerMessage: endpoint.showServerMessage,
    });
  }

  #failure(
    name: EndpointName,
    error: unknown,
    signal: AbortSignal | undefined,
    timedOutAfterMs: number | undefined,
  ): SelfStorageError {
    const endpoint = endpoints[name];
    const { failedKey: key, path } = endpoint;
    const url = this.url(name);
    if (signal?.aborted) return new SelfStorageError({ code: 'aborted', key, url, cause: error });
    const status = error instanceof FetchError ? error.status : undefined;
    if (status !== undefined) {
      const body = refusal.safeParse(error instanceof FetchError ? error.data : undefined);
      // Throttled (429) is a refusal of this call: its own message (the server's where SPEC
      // section 8 shows it, which says how long to wait), with the server's words kept beside it.
      const throttled = status === HTTP_TOO_MANY_REQUESTS;
      return new SelfStorageError({
        code: 'http_error',
        key: throttled ? endpoint.rejectedKey : key,
        status,
        message: `HTTP error! status: ${status}`,
        serverMessage: body.success ? body.data.response_message || undefined : undefined,
        responseCode: body.success ? body.data.response_code : undefined,
        showServerMessage: throttled && endpoint.showServerMessage,
        url,
        cause: error,
      });
    }
    return new SelfStorageError({
      code: timedOutAfterMs === undefined ? 'network' : 'timeout',
      key,
      message:
        timedOutAfterMs === undefined
          ? `Request to ${path} failed`
          : `Request to ${path} timed out after ${timedOutAfterMs} ms`,
      url,
      cause: error,
    });
  }
}
