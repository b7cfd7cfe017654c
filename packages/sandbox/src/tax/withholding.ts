import { CUSTOMER_TYPE } from '@self-storage/core';
import type { WithholdingSatang } from '@self-storage/core/figures';
import type { SandboxContext } from '../context.ts';
import { findCustomer } from '../data/customers.ts';
import { invoiceIdsOfPayment } from '../data/payments.ts';
import {
  deleteWithholdingChoice,
  insertWithholding,
  isWithholdingChosen,
  recordWithholdingChoice,
} from '../data/withholdings.ts';
import { refuse } from '../errors.ts';
import { text } from '../language/text.ts';
import { billWithholding } from '../ledger/bill-parts.ts';
import { paymentWithholding } from '../ledger/net-payment.ts';

export const isCorporate = (ctx: SandboxContext, customerId: number): boolean =>
  findCustomer(ctx.store, customerId)?.customer_type === CUSTOMER_TYPE.corporate;

/** Whether the booking's payments are made net of withholding. */
export const withholdingChosen = (ctx: SandboxContext, bookingId: number): boolean =>
  isWithholdingChosen(ctx.store, bookingId);

/**
 * Records the customer's choice for a booking's payments from now on. Only a company withholds
 * tax: a person asking for it is refused, and asking not to is always fine.
 */
export const chooseWithholding = (
  ctx: SandboxContext,
  customerId: number,
  bookingId: number,
  withholding: boolean,
): void => {
  if (!withholding) {
    deleteWithholdingChoice(ctx.store, bookingId);
    return;
  }
  if (!isCorporate(ctx, customerId)) throw notForPersons();
  recordWithholdingChoice(ctx.store, bookingId, ctx.now());
};

export const notForPersons = () =>
  refuse('invalid_request', text('server.replies.tax.withholdingCompaniesOnly'));

/** A payment opened net of withholding: its rate, and the invoices it pays. */
export interface NetPayment {
  uuid: string;
  withholding_percent: number;
}

/** What a payment withholds (each of its bills worked out on its own); undefined for a gross one. */
export const withholdingOfPayment = (
  ctx: SandboxContext,
  payment: NetPayment,
): WithholdingSatang | undefined =>
  payment.withholding_percent <= 0
    ? undefined
    : paymentWithholding(ctx, invoiceIdsOfPayment(ctx.store, payment.uuid), payment.withholding_percent);

/**
 * Once a payment net of withholding is paid, each of its bills keeps its figures: the tax
 * invoice, the receipt and the certificate reminder read them. Called inside the settlement's
 * transaction.
 */
export const recordWithholdings = (ctx: SandboxContext, payment: NetPayment): void => {
  if (payment.withholding_percent <= 0) return;
  const invoiceIds = invoiceIdsOfPayment(ctx.store, payment.uuid);
  for (const id of invoiceIds) {
    const w = billWithholding(ctx, id, payment.withholding_percent);
    insertWithholding(ctx.store, {
      invoiceId: id,
      paymentUuid: payment.uuid,
      ratePercent: w.ratePercent,
      gross: w.gross,
      vat: w.vat,
      base: w.base,
      withheld: w.withheld,
      net: w.net,
      paidAt: ctx.now(),
    });
  }
};
