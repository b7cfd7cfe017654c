import type { CallBody, ReplyOf } from '../contract/endpoints.ts';
import type { CallOptions, Transport } from './transport.ts';

export type Profile = ReplyOf<'profile'>['datas'];

/** The signed-in customer's own account (extensions of the API): profile, consent, sessions. */
export class AccountResource {
  readonly #transport: Transport;
  constructor(transport: Transport) {
    this.#transport = transport;
  }

  async profile(body: CallBody<'profile'> = {}, options?: CallOptions): Promise<Profile> {
    return (await this.#transport.call('profile', body, options)).datas;
  }

  /** Name, phone and address, checked as at registration; the email never changes here. */
  async updateProfile(body: CallBody<'updateProfile'>, options?: CallOptions): Promise<Profile> {
    return (await this.#transport.call('updateProfile', body, options)).datas;
  }

  /** Records a change of the marketing consent (build it with `marketingConsentRecord`). */
  async marketingConsent(body: CallBody<'marketingConsent'>, options?: CallOptions): Promise<Profile> {
    return (await this.#transport.call('marketingConsent', body, options)).datas;
  }

  /** Ends every session of the account, this one included; returns how many ended. */
  async logoutAll(body: CallBody<'logoutAll'> = {}, options?: CallOptions): Promise<number> {
    return (await this.#transport.call('logoutAll', body, options)).datas.ended;
  }
}
