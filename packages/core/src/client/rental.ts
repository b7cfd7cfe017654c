import type { CallBody, ReplyOf } from '../contract/endpoints.ts';
import { base64ToBytes } from '../encoding/base64.ts';
import { SelfStorageError } from '../errors.ts';
import type { CallOptions, Transport } from './transport.ts';

type Booking = ReplyOf<'currentService'>['sec_data']['data'];
export type ExtensionQuote = ReplyOf<'extendQuote'>['datas'];
export type FinalAccount = ReplyOf<'moveOutQuote'>['datas'];
/** The credit note of a move-out refund: its figures and the documents it reduces, with the PDF's bytes. */
/** The rental's account: parts, bills and their lines, payments, credits, balance, due now and standing. */
export type Statement = ReplyOf<'statement'>['datas'];
/** A booking's autopay: its card, its next charge (day and amount) and every charge made. */
export type Autopay = ReplyOf<'autopay'>['datas'];
/** A rental's access pass and the passes shared from it. */
export type AccessPass = ReplyOf<'accessPass'>['datas'];
/** One attempt at a gate with one of the rental's passes. */
export type AccessAttempt = ReplyOf<'accessLog'>['datas']['attempts'][number];
export type CreditNote = Omit<ReplyOf<'creditNote'>['datas'], 'pdf'> & { pdf: Uint8Array };

/**
 * Changes to a booking after it is paid (extensions of the API): extend it, give notice to move
 * out and withdraw that notice. Each change has a quote, which changes nothing, before it.
 */
export class RentalResource {
  readonly #transport: Transport;
  constructor(transport: Transport) {
    this.#transport = transport;
  }

  /** The price and bills of a new end date, and the latest end date the unit allows. */
  async extendQuote(body: CallBody<'extendQuote'>, options?: CallOptions): Promise<ExtensionQuote> {
    return (await this.#transport.call('extendQuote', body, options)).datas;
  }

  /**
   * Adds the days at the price the customer saw (`totalOrange`). The booking that comes back names
   * the extension's first bill among `due_invoice_ids`: pay it as any re-payment; unpaid by
   * `rental.extension.payment_deadline`, the extension lapses.
   */
  async extend(
    body: CallBody<'extend'>,
    options?: CallOptions,
  ): Promise<{ quote: ExtensionQuote; booking: Booking }> {
    return (await this.#transport.call('extend', body, options)).datas;
  }

  /** The final account of a move-out date, before any notice is given. */
  async moveOutQuote(body: CallBody<'moveOutQuote'>, options?: CallOptions): Promise<FinalAccount> {
    return (await this.#transport.call('moveOutQuote', body, options)).datas;
  }

  /** Gives notice: the booking ends on the move-out date and its later bills are cancelled. */
  async moveOut(
    body: CallBody<'moveOut'>,
    options?: CallOptions,
  ): Promise<{ account: FinalAccount; booking: Booking }> {
    return (await this.#transport.call('moveOut', body, options)).datas;
  }

  /**
   * The credit note (ใบลดหนี้) of a move-out refund, once the refund is made: the day after the
   * move-out date by the server's clock (`rental.move_out.credit_note` names it then). Refused
   * before that day (409) and for a booking that refunds nothing or is not the caller's (404).
   */
  async creditNote(body: CallBody<'creditNote'>, options?: CallOptions): Promise<CreditNote> {
    const { datas } = await this.#transport.call('creditNote', body, options);
    const pdf = base64ToBytes(datas.pdf);
    // The contract has checked it is base64; this only narrows the type.
    if (!pdf) throw new SelfStorageError({ code: 'invalid_reply', key: 'errors.noService' });
    return { ...datas, pdf };
  }

  /**
   * The rental's account as the server keeps it (parsed with the contract's schema): every figure a
   * screen, mail or command shows of the booking, by the server's clock, none to add up again.
   */
  async statement(body: CallBody<'statement'>, options?: CallOptions): Promise<Statement> {
    return (await this.#transport.call('statement', body, options)).datas;
  }

  /**
   * Switches autopay on (`card_id`, else the default saved card) or off. On, the server charges
   * each bill on its due date by its clock and retries a failed charge before the grace period
   * ends; off stops every charge not yet made.
   */
  async autopay(body: CallBody<'autopay'>, options?: CallOptions): Promise<Autopay> {
    return (await this.#transport.call('autopay', body, options)).datas;
  }

  /** Withdraws the notice (until the move-out date): the end date and bills come back. */
  async withdrawMoveOut(body: CallBody<'withdrawMoveOut'>, options?: CallOptions): Promise<Booking> {
    return (await this.#transport.call('withdrawMoveOut', body, options)).datas.booking;
  }

  /**
   * The rental's access log: every attempt at its branch's gate with one of its passes, newest
   * first, granted or denied with the reason (who, when, which pass).
   */
  async access(body: CallBody<'accessLog'>, options?: CallOptions): Promise<AccessAttempt[]> {
    return (await this.#transport.call('accessLog', body, options)).datas.attempts;
  }

  /** The rental's access pass (its secret, PIN, days and state) and the passes shared from it. */
  async accessPass(body: CallBody<'accessPass'>, options?: CallOptions): Promise<AccessPass> {
    return (await this.#transport.call('accessPass', body, options)).datas;
  }

  /** Shares access with a person for a window of days: the link to their pass is shown this once. */
  async shareAccess(
    body: CallBody<'accessShare'>,
    options?: CallOptions,
  ): Promise<ReplyOf<'accessShare'>['datas']> {
    return (await this.#transport.call('accessShare', body, options)).datas;
  }

  /** Revokes a shared pass at once. */
  async revokeAccess(
    body: CallBody<'accessRevoke'>,
    options?: CallOptions,
  ): Promise<ReplyOf<'accessRevoke'>['datas']['share']> {
    return (await this.#transport.call('accessRevoke', body, options)).datas.share;
  }

  /** A shared person's pass, by the token in their link's fragment: no account needed. */
  async sharedPass(body: CallBody<'sharedPass'>, options?: CallOptions): Promise<AccessPass['pass']> {
    return (await this.#transport.call('sharedPass', body, options)).datas.pass;
  }
}
