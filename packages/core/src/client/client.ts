import { BookingResource } from './booking.ts';
import { CatalogueResource } from './catalogue.ts';
import { CustomerResource } from './customer.ts';
import { PaymentResource } from './payment.ts';
import { Transport, type TransportOptions } from './transport.ts';

/** The booking API, one property per resource. */
export class SelfStorageClient {
  readonly transport: Transport;
  readonly customer: CustomerResource;
  readonly catalogue: CatalogueResource;
  readonly booking: BookingResource;
  readonly payment: PaymentResource;

  constructor(options: TransportOptions) {
    this.transport = new Transport(options);
    this.customer = new CustomerResource(this.transport);
    this.catalogue = new CatalogueResource(this.transport);
    this.booking = new BookingResource(this.transport);
    this.payment = new PaymentResource(this.transport);
  }

  get baseUrl(): string {
    return this.transport.baseUrl;
  }
}
