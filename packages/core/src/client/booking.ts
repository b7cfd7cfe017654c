import type { CallBody, ReplyOf } from '../contract/endpoints.ts';
import { base64ToBytes } from '../encoding/base64.ts';
import { SelfStorageError } from '../errors.ts';
import type { CallOptions, Transport } from './transport.ts';

type Booking = ReplyOf<'bookingStorage'>['sec_data']['data'];
type Statement = ReplyOf<'statement'>['datas'];

/** Price calculation, booking creation, re-payment lookup and history. */
export class BookingResource {
  readonly #transport: Transport;
  constructor(transport: Transport) {
    this.#transport = transport;
  }

  async calculate(
    body: CallBody<'bookingCalculate'>,
    options?: CallOptions,
  ): Promise<ReplyOf<'bookingCalculate'>['datas']> {
    return (await this.#transport.call('bookingCalculate', body, options)).datas;
  }

  /**
   * Creates the booking and its invoices; a taken unit fails with code `unavailable`. The same
   * request again while the first booking's hold lives answers that booking, `repeated: true`
   * (the sandbox's reply code `existing`): a double submit is not a second booking.
   */
  async store(
    body: CallBody<'bookingStorage'>,
    options?: CallOptions,
  ): Promise<{ customerServiceId: number; booking: Booking; repeated: boolean }> {
    const reply = await this.#transport.call('bookingStorage', body, options);
    return {
      customerServiceId: reply.sec_data.customerService_id,
      booking: reply.sec_data.data,
      repeated: reply.code === 'existing',
    };
  }

  /** The existing booking for re-payment, with the methods it may be paid by. */
  async current(
    body: CallBody<'currentService'>,
    options?: CallOptions,
  ): Promise<{ booking: Booking; availableMethods: ReplyOf<'currentService'>['availableMethods'] }> {
    const reply = await this.#transport.call('currentService', body, options);
    return { booking: reply.sec_data.data, availableMethods: reply.availableMethods };
  }

  async history(body: CallBody<'bookingService'>, options?: CallOptions): Promise<Booking[]> {
    return (await this.#transport.call('bookingService', body, options)).datas;
  }

  /**
   * The history with each booking's statement (an extension of the API), in one call: the
   * statements are `undefined` from a server that does not send them.
   */
  async historyWithStatements(
    body: CallBody<'bookingService'>,
    options?: CallOptions,
  ): Promise<{ bookings: Booking[]; statements: Statement[] | undefined }> {
    const reply = await this.#transport.call('bookingService', body, options);
    return { bookings: reply.datas, statements: reply.statements };
  }

  /** The PDF receipt of a paid bill (an extension of the API): its number, a file name and the bytes. */
  async receipt(
    body: CallBody<'receipt'>,
    options?: CallOptions,
  ): Promise<{ receiptNumber: string; filename: string; pdf: Uint8Array }> {
    const { datas } = await this.#transport.call('receipt', body, options);
    const pdf = base64ToBytes(datas.pdf);
    // The contract has checked it is base64; this only narrows the type.
    if (!pdf) throw new SelfStorageError({ code: 'invalid_reply', key: 'errors.noService' });
    return { receiptNumber: datas.receipt_number, filename: datas.filename, pdf };
  }
}
