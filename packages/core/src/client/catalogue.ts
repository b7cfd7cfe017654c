import type { CallBody, ReplyOf } from '../contract/endpoints.ts';
import type { CallOptions, Transport } from './transport.ts';

/** Branches, service groups, sizes and free units. */
export class CatalogueResource {
  readonly #transport: Transport;
  constructor(transport: Transport) {
    this.#transport = transport;
  }

  async branches(body: CallBody<'getBranch'>, options?: CallOptions): Promise<ReplyOf<'getBranch'>['datas']> {
    return (await this.#transport.call('getBranch', body, options)).datas;
  }

  async groups(
    body: CallBody<'getGroupService'>,
    options?: CallOptions,
  ): Promise<ReplyOf<'getGroupService'>['datas']> {
    return (await this.#transport.call('getGroupService', body, options)).datas;
  }

  async sizes(body: CallBody<'getSize'>, options?: CallOptions): Promise<ReplyOf<'getSize'>['datas']> {
    return (await this.#transport.call('getSize', body, options)).datas;
  }

  async units(body: CallBody<'getUnit'>, options?: CallOptions): Promise<ReplyOf<'getUnit'>['datas']> {
    return (await this.#transport.call('getUnit', body, options)).datas;
  }
}
