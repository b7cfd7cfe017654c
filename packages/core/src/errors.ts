/**
 * The one failure type of the SDK. `code` says what went wrong for programs; `key` is the
 * catalogue key (SPEC section 8) whose text the user sees, in their language. Where the spec
 * shows the server's own message to the user, `serverMessage` holds it and `showServerMessage`
 * is set. `url` names the call that failed; `toJSON()` gives all of it for logs and `--json`.
 *
 * @module @self-storage/core/errors
 */

import type { ErrorKey } from './error-keys.ts';

// The list lives apart from the error class: a page that only shows errors does not load it.
export { ERROR_KEYS, type ErrorKey } from './error-keys.ts';

export const ERROR_CODES = [
  /** The server answered with a non-2xx HTTP status. */
  'http_error',
  /** The server answered 2xx with a response_code other than 200. */
  'rejected',
  /** The reply did not match the contract. */
  'invalid_reply',
  /** No reply within the timeout. */
  'timeout',
  /** The request never reached the server (DNS, refused connection, offline). */
  'network',
  /** The call was cancelled through its AbortSignal. */
  'aborted',
  /** Input failed a form rule before anything was sent. */
  'invalid_input',
  /** A request failed its contract schema, so it was not sent; `issues` says where. */
  'invalid_request',
  /** booking-storage: the unit was taken by someone else. */
  'unavailable',
  /** booking-storage or current-service: no such service. */
  'no_service',
  /** booking-storage: the customer already holds the most unpaid bookings allowed. */
  'hold_limit',
  /** booking-storage: the price differs from the one the customer agreed to. */
  'price_changed',
  /** The saved session is missing or past its lifetime. */
  'session_expired',
  /** A deep link or identify token could not be read. */
  'invalid_link',
  /** Payment did not complete. */
  'payment_failed',
  /** The payment event stream does not know the payment (HTTP 404). */
  'unknown_payment',
  /** Payment countdown ended, or the payment expired, before the payment arrived. */
  'payment_timeout',
  /** Nothing is owed on the booking. */
  'no_amount',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** One failed rule of a request: the dotted path of the field (`data.promotion.name`) and why. */
export interface RequestIssue {
  path: string;
  message: string;
}

export interface SelfStorageErrorOptions {
  code: ErrorCode;
  key: ErrorKey;
  message?: string;
  status?: number;
  responseCode?: number;
  serverMessage?: string;
  showServerMessage?: boolean;
  /** Which form field a rule failed on, for showing the message next to it. */
  field?: string;
  /** The absolute URL of the call that failed. */
  url?: string;
  /** For `invalid_request`: every rule the request broke. */
  issues?: readonly RequestIssue[];
  cause?: unknown;
}

/** What `toJSON()` gives: plain data, safe to log or print (no token is ever part of an error). */
export interface SelfStorageErrorJSON {
  name: 'SelfStorageError';
  code: ErrorCode;
  key: ErrorKey;
  message: string;
  status?: number | undefined;
  responseCode?: number | undefined;
  serverMessage?: string | undefined;
  showServerMessage: boolean;
  url?: string | undefined;
  field?: string | undefined;
  issues?: readonly RequestIssue[] | undefined;
  cause?: { name: string; message: string } | undefined;
}

const describeCause = (cause: unknown): SelfStorageErrorJSON['cause'] => {
  if (cause === undefined) return undefined;
  if (cause instanceof Error) return { name: cause.name, message: cause.message };
  return { name: typeof cause, message: String(cause) };
};

export class SelfStorageError extends Error {
  override readonly name = 'SelfStorageError';
  readonly code: ErrorCode;
  readonly key: ErrorKey;
  readonly status: number | undefined;
  readonly responseCode: number | undefined;
  readonly serverMessage: string | undefined;
  readonly showServerMessage: boolean;
  readonly field: string | undefined;
  readonly url: string | undefined;
  /** For `invalid_request`: every rule the request broke; otherwise undefined. */
  readonly issues: readonly RequestIssue[] | undefined;

  constructor(options: SelfStorageErrorOptions) {
    super(options.message ?? options.serverMessage ?? options.key, { cause: options.cause });
    this.code = options.code;
    this.key = options.key;
    this.status = options.status;
    this.responseCode = options.responseCode;
    this.serverMessage = options.serverMessage;
    this.showServerMessage = Boolean(options.showServerMessage && options.serverMessage);
    this.field = options.field;
    this.url = options.url;
    this.issues = options.issues;
  }

  toJSON(): SelfStorageErrorJSON {
    // The own fields as they are (spread: the first page loads this class, so every byte counts),
    // with the Error's message and the cause as plain data.
    return { ...this, message: this.message, cause: describeCause(this.cause) };
  }

  /** The text for the user: the server's message where the spec shows it, else the catalogue's. */
  userMessage(translate: (key: ErrorKey) => string): string {
    return this.showServerMessage && this.serverMessage ? this.serverMessage : translate(this.key);
  }
}

export const isSelfStorageError = (value: unknown): value is SelfStorageError =>
  value instanceof SelfStorageError;

/**
 * A call that checks a password (login, change-password) refused it: the server answers 401
 * whether the email or the password is wrong, so a screen that already knows the email can say
 * the password is.
 */
export const isWrongPassword = (error: unknown): boolean =>
  isSelfStorageError(error) && error.code === 'rejected' && error.responseCode === 401;
