import type { CallBody, ReplyOf } from '../contract/endpoints.ts';
import type { CallOptions, Transport } from './transport.ts';

export type SavedCards = ReplyOf<'cards'>['datas']['cards'];

/**
 * The signed-in customer's saved cards (extension, issue 39): saved on the card page while paying,
 * kept by the server as a token with brand, last 4 digits and expiry. Autopay charges them.
 */
export class CardsResource {
  readonly #transport: Transport;
  constructor(transport: Transport) {
    this.#transport = transport;
  }

  /** The cards, oldest first, each flagged when it expires before a bill it pays by autopay. */
  async list(body: CallBody<'cards'> = {}, options?: CallOptions): Promise<SavedCards> {
    return (await this.#transport.call('cards', body, options)).datas.cards;
  }

  /** Forgets a card; the autopay that charged it stops. The cards left come back. */
  async remove(body: CallBody<'removeCard'>, options?: CallOptions): Promise<SavedCards> {
    return (await this.#transport.call('removeCard', body, options)).datas.cards;
  }

  /** Makes a card the one autopay uses when it is switched on without naming one. */
  async setDefault(body: CallBody<'defaultCard'>, options?: CallOptions): Promise<SavedCards> {
    return (await this.#transport.call('defaultCard', body, options)).datas.cards;
  }
}
