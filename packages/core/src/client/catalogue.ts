import type { ReplyOf, RequestOf } from '../contract/endpoints.ts';
import type { CallOptions, Transport } from './transport.ts';

/** Branches, service groups, sizes and free units. */
export class CatalogueResource {
  readonly #transport: Transport;
  constructor(transport: Transport) {
    this.#transport = transport;
  }

  async branches(
    body: RequestOf<'getBranch'>,
    options?: CallOptions,
  ): Promise<ReplyOf<'getBranch'>['datas']> {
    return (await this.#transport.call('getBranch', body, options)).datas;
  }

  async groups(
    body: RequestOf<'getGroupService'>,
    options?: CallOptions,
  ): Promise<ReplyOf<'getGroupService'>['datas']> {
    return (await this.#transport.call('getGroupService', body, options)).datas;
  }

  async sizes(body: RequestOf<'getSize'>, options?: CallOptions): Promise<ReplyOf<'getSize'>['datas']> {
    return (await this.#transport.call('getSize', body, options)).datas;
  }

  async units(body: RequestOf<'getUnit'>, options?: CallOptions): Promise<ReplyOf<'getUnit'>['datas']> {
    return (await this.#transport.call('getUnit', body, options)).datas;
  }
}
