import type { CallBody, ReplyOf } from '../contract/endpoints.ts';
import type { CallOptions, Transport } from './transport.ts';

/** QR (PromptPay) and card checkout. */
export class PaymentResource {
  readonly #transport: Transport;
  constructor(transport: Transport) {
    this.#transport = transport;
  }

  async qrCheckout(
    body: CallBody<'qrCheckout'>,
    options?: CallOptions,
  ): Promise<ReplyOf<'qrCheckout'>['data']> {
    return (await this.#transport.call('qrCheckout', body, options)).data;
  }

  async qrInquire(
    body: CallBody<'qrInquire'>,
    options?: CallOptions,
  ): Promise<{ success: boolean; status: ReplyOf<'qrInquire'>['data']['status'] }> {
    const reply = await this.#transport.call('qrInquire', body, options);
    return { success: reply.success, status: reply.data.status };
  }

  /** Returns the card page the browser must go to. */
  async cardCheckout(body: CallBody<'cardCheckout'>, options?: CallOptions): Promise<string> {
    return (await this.#transport.call('cardCheckout', body, options)).redirect_url;
  }
}
