import type { ErrorKey } from '../error-keys.ts';

/**
 * Every refusal the booking API answers, once: its code, the envelope's `response_code`, and for
 * the refusals booking-storage names in its `code` field, the catalogue key the customer sees.
 * The sandbox answers from this table and the client reads its replies with it, so a code
 * documented in docs/api.md cannot reach a customer as the generic error.
 */
export const REFUSALS = {
  invalid_request: { responseCode: 400 },
  session_expired: { responseCode: 401 },
  wrong_credentials: { responseCode: 401 },
  not_found: { responseCode: 404 },
  method_not_allowed: { responseCode: 405 },
  conflict: { responseCode: 409 },
  payload_too_large: { responseCode: 413 },
  too_many_attempts: { responseCode: 429 },
  internal: { responseCode: 500 },
  // booking-storage's own refusals: SPEC section 8 names the first two.
  unavailable: { responseCode: 409, key: 'errors.unitBooked' },
  no_service: { responseCode: 404, key: 'errors.noService' },
  price_changed: { responseCode: 409, key: 'errors.priceChanged' },
  hold_limit: { responseCode: 409, key: 'errors.holdLimit' },
  // The payment event stream's (GET /callback/:uuid): a listener stops reconnecting on these.
  payment_expired: { responseCode: 410 },
  payment_failed: { responseCode: 409 },
  payment_closed: { responseCode: 409 },
  too_many_streams: { responseCode: 429 },
} as const satisfies Record<string, { responseCode: number; key?: ErrorKey }>;

export type RefusalCode = keyof typeof REFUSALS;

type BookingRefusal = {
  [C in RefusalCode]: (typeof REFUSALS)[C] extends { key: ErrorKey } ? C : never;
}[RefusalCode];

/** The refusals booking-storage names in its reply's `code`, each with a message of its own. */
export const BOOKING_FAILURE_CODES = (Object.keys(REFUSALS) as RefusalCode[]).filter(
  (code): code is BookingRefusal => 'key' in REFUSALS[code],
);

/** The catalogue key of a booking refusal's `code`, or undefined for any other code. */
export const bookingRefusal = (code: string): { code: BookingRefusal; key: ErrorKey } | undefined => {
  if (!Object.hasOwn(REFUSALS, code)) return undefined;
  const refusal = REFUSALS[code as RefusalCode];
  return 'key' in refusal ? { code: code as BookingRefusal, key: refusal.key } : undefined;
};
