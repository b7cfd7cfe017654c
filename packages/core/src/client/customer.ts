import type { CallBody } from '../contract/endpoints.ts';
import type { CallOptions, Transport } from './transport.ts';

/** Accounts: login, OTP, registration, passwords, identify. */
export class CustomerResource {
  readonly #transport: Transport;
  constructor(transport: Transport) {
    this.#transport = transport;
  }

  /** Returns the session token. */
  async login(body: CallBody<'login'>, options?: CallOptions): Promise<string> {
    return (await this.#transport.call('login', body, options)).datas.token;
  }

  /** Returns the booking a payment pin belongs to. */
  async pinVerify(body: CallBody<'pinVerify'>, options?: CallOptions): Promise<number> {
    return (await this.#transport.call('pinVerify', body, options)).datas.customer_service_id;
  }

  async sendOtp(body: CallBody<'sendOtp'>, options?: CallOptions): Promise<void> {
    await this.#transport.call('sendOtp', body, options);
  }

  async verifyOtp(body: CallBody<'verifyOtp'>, options?: CallOptions): Promise<void> {
    await this.#transport.call('verifyOtp', body, options);
  }

  async register(body: CallBody<'register'>, options?: CallOptions): Promise<void> {
    await this.#transport.call('register', body, options);
  }

  async forgetPassword(body: CallBody<'forgetPassword'>, options?: CallOptions): Promise<void> {
    await this.#transport.call('forgetPassword', body, options);
  }

  async changePassword(body: CallBody<'changePassword'>, options?: CallOptions): Promise<void> {
    await this.#transport.call('changePassword', body, options);
  }

  /** Ends the session on the server (beyond the spec): its token is refused from then on. */
  async logout(body: CallBody<'logout'>, options?: CallOptions): Promise<void> {
    await this.#transport.call('logout', body, options);
  }

  /** Trades a decrypted identify token for a session token. */
  async identify(body: CallBody<'identify'>, options?: CallOptions): Promise<string> {
    return (await this.#transport.call('identify', body, options)).datas.token;
  }
}
