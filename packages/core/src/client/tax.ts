import type { CallBody, ReplyOf } from '../contract/endpoints.ts';
import { base64ToBytes } from '../encoding/base64.ts';
import { SelfStorageError } from '../errors.ts';
import type { CallOptions, Transport } from './transport.ts';

type TaxInvoice = Omit<ReplyOf<'taxInvoice'>['datas'], 'pdf'> & { pdf: Uint8Array };

/**
 * Thai tax documents (extensions of the API): full tax invoices of paid bills, paying net of
 * withholding tax, and the withholding certificate a company then hands over.
 */
export class TaxResource {
  readonly #transport: Transport;
  constructor(transport: Transport) {
    this.#transport = transport;
  }

  /**
   * The full tax invoice of a paid bill (PDF/A-3 with its e-Tax XML attached), in the client's
   * language. Asked again, the same document; with corrected `buyer` details, a replacement that
   * cites the one it replaces.
   */
  async invoice(body: CallBody<'taxInvoice'>, options?: CallOptions): Promise<TaxInvoice> {
    const { datas } = await this.#transport.call('taxInvoice', body, options);
    const pdf = base64ToBytes(datas.pdf);
    // The contract has checked it is base64; this only narrows the type.
    if (!pdf) throw new SelfStorageError({ code: 'invalid_reply', key: 'errors.requestErorMsg' });
    return { ...datas, pdf };
  }

  /** The buyer a tax invoice is made out to, the withholding rate offered, and each paid bill's documents. */
  async documents(
    body: CallBody<'taxDocuments'>,
    options?: CallOptions,
  ): Promise<ReplyOf<'taxDocuments'>['datas']> {
    return (await this.#transport.call('taxDocuments', body, options)).datas;
  }

  /**
   * Whether a booking's payments are made net of withholding (`withholding` absent only reads it),
   * and what the bills due now come to: gross, VAT, withheld and net.
   */
  async withholding(
    body: CallBody<'withholding'>,
    options?: CallOptions,
  ): Promise<ReplyOf<'withholding'>['datas']> {
    return (await this.#transport.call('withholding', body, options)).datas;
  }

  /** Uploads the withholding certificate (50 ทวิ) of a bill paid net: a PDF, JPG or PNG, base64. */
  async uploadCertificate(
    body: CallBody<'withholdingCertificate'>,
    options?: CallOptions,
  ): Promise<ReplyOf<'withholdingCertificate'>['datas']> {
    return (await this.#transport.call('withholdingCertificate', body, options)).datas;
  }
}
