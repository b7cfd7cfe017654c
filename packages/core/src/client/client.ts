import type { ServerClock } from '../dates/server-clock.ts';
import { AccountResource } from './account.ts';
import { BookingResource } from './booking.ts';
import { CardsResource } from './cards.ts';
import { CatalogueResource } from './catalogue.ts';
import { CustomerResource } from './customer.ts';
import { PaymentResource } from './payment.ts';
import { RentalResource } from './rental.ts';
import { TaxResource } from './tax.ts';
import { type CallOptions, type SessionHolder, Transport, type TransportOptions } from './transport.ts';

export type SelfStorageClientOptions = TransportOptions;

/**
 * The booking API, one property per resource. Holding a session (`session` option or
 * `withSession`), it fills `token`/`tokenu`, signs in on login and identify, and expires the
 * session when the server refuses its token.
 */
export class SelfStorageClient {
  readonly transport: Transport;
  readonly customer: CustomerResource;
  readonly catalogue: CatalogueResource;
  readonly booking: BookingResource;
  readonly payment: PaymentResource;
  /** Extension: changes to a paid booking (extend, move-out notice). */
  readonly rental: RentalResource;
  /** Extension: the signed-in customer's account. */
  readonly account: AccountResource;
  /** Extension: tax invoices, withholding tax and its certificates. */
  readonly tax: TaxResource;
  /** Extension: the customer's saved cards, which autopay charges. */
  readonly cards: CardsResource;

  constructor(options: SelfStorageClientOptions) {
    this.transport = new Transport(options);
    this.customer = new CustomerResource(this.transport);
    this.catalogue = new CatalogueResource(this.transport);
    this.booking = new BookingResource(this.transport);
    this.payment = new PaymentResource(this.transport);
    this.rental = new RentalResource(this.transport);
    this.account = new AccountResource(this.transport);
    this.tax = new TaxResource(this.transport);
    this.cards = new CardsResource(this.transport);
  }

  get baseUrl(): string {
    return this.transport.baseUrl;
  }

  /**
   * The server's clock as its replies tell it (their `Date` header): date rules the server also
   * checks (the booking window, `today`) read `client.clock.today()`, not the device's date.
   */
  get clock(): ServerClock {
    return this.transport.clock;
  }

  /**
   * Asks the server's time now (one get-branch call, the cheapest read), for a date rule that
   * must follow a clock which may have moved since the last reply (a sandbox's test clock).
   */
  async refreshClock(options?: CallOptions): Promise<ServerClock> {
    await this.catalogue.branches({ currentLanguage: 'th' }, options);
    return this.transport.clock;
  }

  /** The same client, holding `session` (e.g. `createSessionStore({ storage })`). */
  withSession(session: SessionHolder): SelfStorageClient {
    return new SelfStorageClient({ ...this.transport.options, clock: this.transport.clock, session });
  }
}
