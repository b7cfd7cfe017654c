export { BookingResource } from './booking.ts';
export { CatalogueResource } from './catalogue.ts';
export { SelfStorageClient } from './client.ts';
export { CustomerResource } from './customer.ts';
export { PaymentResource } from './payment.ts';
export { type CallOptions, Transport, type TransportOptions } from './transport.ts';
