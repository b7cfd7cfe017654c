/**
 * The sandbox's events (a booking created, paid, expired; a bill due, overdue, paid; a rental
 * extended or suspended; ...): their typed schemas, and `verifyEvent` for a webhook receiver.
 * Framework-free: Web Crypto by default, any HMAC-SHA256 injected.
 */

export {
  EVENT_TYPES,
  type EventType,
  eventSchemas,
  type RentalEvent,
  type RentalEventOf,
  rentalEvent,
} from './schemas.ts';
export {
  DEFAULT_TOLERANCE_SECONDS,
  type EventRefusal,
  EventSignatureError,
  type HmacSha256,
  SIGNATURE_HEADER,
  type SignOptions,
  signEvent,
  type VerifyOptions,
  verifyEvent,
  webCryptoHmac,
} from './signature.ts';
