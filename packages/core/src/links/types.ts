/** What a home-page query asks for (SPEC section 2, "Header and progress"). */
export type DeepLink =
  | { action: 'payment-success' }
  /** `ser` absent or 0 means a new booking failed; otherwise re-payment of that service did. */
  | { action: 'payment-fail'; ser?: number }
  /** Re-payment of service `ser`; `p` or `pns` (at least one) is its token. */
  | { action: 'payment'; ser: number; p?: string; pns?: string; encoded: boolean }
  /** `p` is an encrypted identify token; pid, ops and osm pre-fill project, open service and model. */
  | { action: 'service'; p: string; pid?: number; ops?: number; osm?: number }
  /** No deep link, e.g. an empty query or only `returnUrl`. */
  | { action: 'none' }
  | { action: 'invalid'; reason: InvalidLinkReason; param?: string };

export type DeepLinkAction = DeepLink['action'];

export type InvalidLinkReason =
  /** Longer than MAX_LINK_QUERY_LENGTH. */
  | 'too_long'
  /** Looked like a single base64 token but was not base64. */
  | 'bad_base64'
  /** Base64 of bytes that are not UTF-8 text, or of JSON that is not an object. */
  | 'bad_payload'
  /** Decoded, but without an action. */
  | 'no_action'
  | 'unknown_action'
  /** A required parameter (`param`) is missing or empty. */
  | 'missing_param'
  /** A numeric parameter (`param`) is not a whole number in range. */
  | 'bad_number';

/** Real links are a few hundred characters; anything far longer is refused before decoding. */
export const MAX_LINK_QUERY_LENGTH = 8192;

/** Query parameter that may carry the whole query as one base64 token: `?q=<base64>`. */
export const ENCODED_QUERY_PARAM = 'q';
