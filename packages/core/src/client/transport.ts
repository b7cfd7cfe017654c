import { createFetch, FetchError } from 'ofetch';
import { z } from 'zod';
import { API_PREFIX, REQUEST_TIMEOUT_MS } from '../constants.ts';
import {
  type EndpointName,
  endpoints,
  FAILURE_CODE_KEYS,
  type ReplyOf,
  type RequestOf,
  SESSION_EXPIRED_RESPONSE_CODE,
} from '../contract/endpoints.ts';
import { SelfStorageError } from '../errors.ts';

export interface TransportOptions {
  /** Scheme and host of the booking API, e.g. `http://localhost:8080`. */
  baseUrl: string;
  /** The fetch to use; defaults to the global one at construction time. */
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

export interface CallOptions {
  signal?: AbortSignal;
}

/** Enough of a reply to read a refusal, whatever else it lacks. */
const refusal = z.object({
  response_code: z.number(),
  response_message: z.string().catch(''),
  code: z.string().optional().catch(undefined),
});

/**
 * POSTs JSON to one endpoint and returns its validated reply, or throws a SelfStorageError
 * carrying the catalogue key SPEC section 8 names for that call. POSTs are never retried.
 */
export class Transport {
  readonly #fetch: ReturnType<typeof createFetch>;
  readonly baseUrl: string;

  constructor(options: TransportOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.#fetch = createFetch({
      fetch: options.fetch ?? globalThis.fetch,
      defaults: {
        baseURL: `${this.baseUrl}${API_PREFIX}`,
        method: 'POST',
        timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
        retry: false,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      },
    });
  }

  async call<N extends EndpointName>(
    name: N,
    body: RequestOf<N>,
    options: CallOptions = {},
  ): Promise<ReplyOf<N>> {
    const endpoint = endpoints[name];
    let raw: unknown;
    try {
      raw = await this.#fetch(endpoint.path, {
        body: body as Record<string, unknown>,
        signal: options.signal,
      });
    } catch (error) {
      throw this.#failure(name, error, options.signal);
    }
    const head = refusal.safeParse(raw);
    if (head.success && head.data.response_code !== 200) throw this.#refused(name, head.data);
    const parsed = endpoint.reply.safeParse(raw);
    if (!parsed.success) {
      throw new SelfStorageError({
        code: 'invalid_reply',
        key: endpoint.failedKey,
        message: `Invalid reply from ${endpoint.path}: ${z.prettifyError(parsed.error)}`,
        cause: parsed.error,
      });
    }
    return parsed.data as ReplyOf<N>;
  }

  #refused(name: EndpointName, reply: z.infer<typeof refusal>): SelfStorageError {
    const endpoint = endpoints[name];
    const common = {
      responseCode: reply.response_code,
      serverMessage: reply.response_message || undefined,
    };
    const business = reply.code ? FAILURE_CODE_KEYS[reply.code] : undefined;
    if (business) return new SelfStorageError({ ...common, code: business.code, key: business.key });
    if (reply.response_code === SESSION_EXPIRED_RESPONSE_CODE && endpoint.authenticated) {
      return new SelfStorageError({ ...common, code: 'session_expired', key: 'errors.sessionExpired' });
    }
    return new SelfStorageError({
      ...common,
      code: 'rejected',
      key: endpoint.rejectedKey,
      showServerMessage: endpoint.showServerMessage,
    });
  }

  #failure(name: EndpointName, error: unknown, signal: AbortSignal | undefined): SelfStorageError {
    const key = endpoints[name].failedKey;
    if (signal?.aborted) return new SelfStorageError({ code: 'aborted', key, cause: error });
    const status = error instanceof FetchError ? error.status : undefined;
    if (status !== undefined) {
      const body = refusal.safeParse(error instanceof FetchError ? error.data : undefined);
      return new SelfStorageError({
        code: 'http_error',
        key,
        status,
        message: `HTTP error! status: ${status}`,
        serverMessage: body.success ? body.data.response_message || undefined : undefined,
        responseCode: body.success ? body.data.response_code : undefined,
        cause: error,
      });
    }
    const cause = error instanceof FetchError ? error.cause : error;
    const timedOut = cause instanceof Error && cause.name === 'TimeoutError';
    return new SelfStorageError({
      code: timedOut ? 'timeout' : 'network',
      key,
      message: timedOut
        ? `Request to ${endpoints[name].path} timed out`
        : `Request to ${endpoints[name].path} failed`,
      cause: error,
    });
  }
}
