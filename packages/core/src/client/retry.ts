import { FetchError } from 'ofetch';
import type { SelfStorageError } from '../errors.ts';

/** Retries of reads: `maxRetries` more attempts, waiting `baseDelayMs` × 2ⁿ (with jitter) between. */
export interface RetryOptions {
  /** Attempts after the first; 0 (the default) never retries. */
  maxRetries?: number;
  /** The wait before the first retry; doubled for each next one. */
  baseDelayMs?: number;
  /** No wait is longer than this, a server's `Retry-After` included. */
  maxDelayMs?: number;
  /** 0..1 of each wait drawn at random, so many clients do not retry in step. */
  jitter?: number;
  /** The randomness of the jitter; `Math.random` by default. */
  random?: () => number;
}

export const RETRY_BASE_DELAY_MS = 300;
export const RETRY_MAX_DELAY_MS = 5000;
const RETRY_JITTER = 0.25;
/** Statuses that say "try again later", as opposed to "this request is wrong". */
const RETRY_STATUSES = new Set([408, 425, 429, 500, 502, 503, 504]);

/** A failure worth sending the same read again for: the network, a timeout, an overloaded server. */
export const retryable = (error: SelfStorageError): boolean =>
  error.code === 'network' ||
  error.code === 'timeout' ||
  (error.code === 'http_error' && error.status !== undefined && RETRY_STATUSES.has(error.status));

/** The server's `Retry-After` in ms, when it gave one in seconds. */
const retryAfterMs = (error: SelfStorageError): number | undefined => {
  const header = error.cause instanceof FetchError ? error.cause.response?.headers.get('retry-after') : null;
  const seconds = header ? Number(header) : Number.NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
};

/** How long to wait before retry number `attempt + 1`. */
export const backoffDelay = (
  attempt: number,
  options: RetryOptions = {},
  error?: SelfStorageError,
): number => {
  const max = options.maxDelayMs ?? RETRY_MAX_DELAY_MS;
  const asked = error ? retryAfterMs(error) : undefined;
  if (asked !== undefined) return Math.min(asked, max);
  const base = Math.min((options.baseDelayMs ?? RETRY_BASE_DELAY_MS) * 2 ** attempt, max);
  const jitter = options.jitter ?? RETRY_JITTER;
  return Math.round(base * (1 - jitter * (options.random ?? Math.random)()));
};
