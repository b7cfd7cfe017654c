/**
 * The booking API client, `SelfStorageClient`, with one resource per part of the API
 * (`customer`, `catalogue`, `booking`, `payment`), its options (timeouts, retries, a held
 * session) and the per-call options.
 *
 * @module @self-storage/core/client
 */
export { AccountResource, type Profile } from './account.ts';
export { BookingResource } from './booking.ts';
export { CardsResource, type SavedCards } from './cards.ts';
export { CatalogueResource } from './catalogue.ts';
export { SelfStorageClient, type SelfStorageClientOptions } from './client.ts';
export { CustomerResource } from './customer.ts';
export { PaymentResource } from './payment.ts';
export {
  type AccessAttempt,
  type AccessPass,
  type Autopay,
  type CreditNote,
  type ExtensionQuote,
  type FinalAccount,
  RentalResource,
  type Statement,
} from './rental.ts';
export { backoffDelay, RETRY_BASE_DELAY_MS, RETRY_MAX_DELAY_MS, type RetryOptions } from './retry.ts';
export { TaxResource } from './tax.ts';
export {
  type CallOptions,
  type SessionHolder,
  Transport,
  type TransportOptions,
} from './transport.ts';
