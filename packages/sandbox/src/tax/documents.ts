import type { ReplyOf, RequestOf } from '@self-storage/core';
import { today } from '@self-storage/core/dates';
import { WITHHOLDING_CERTIFICATE_DAYS } from '@self-storage/core/figures';
import { fromSatang } from '@self-storage/core/money';
import { requireCustomer } from '../accounts/sessions.ts';
import type { Call, SandboxContext } from '../context.ts';
import { billsWithTaxDocuments, findTaxInvoice, taxInvoiceInForce } from '../data/tax-invoices.ts';
import { findBillWithholding, withholdingBookingsOf } from '../data/withholdings.ts';
import { withholdingRate } from '../ledger/operator-tax.ts';
import { OK, ok } from '../reply.ts';
import { buyerReply, currentBuyer } from './buyer.ts';
import { certificateDue, certificateState } from './certificate-due.ts';
import { isCorporate } from './withholding.ts';

type Bill = ReplyOf<'taxDocuments'>['datas']['bills'][number];

/** One paid bill's tax invoice in force and withholding, as the wire has them. */
const billDocuments = (ctx: SandboxContext, invoiceId: number, bookingId: number): Bill => {
  const issued = taxInvoiceInForce(ctx.store, invoiceId);
  const w = findBillWithholding(ctx.store, invoiceId);
  return {
    invoice_id: invoiceId,
    customerService_id: bookingId,
    tax_invoice: issued
      ? {
          number: issued.number,
          issue_date: today(issued.issued_at),
          replaces:
            issued.replaces_id === null
              ? null
              : (findTaxInvoice(ctx.store, issued.replaces_id)?.number ?? null),
        }
      : null,
    withholding: w
      ? {
          rate_percent: w.rate_percent,
          gross: fromSatang(w.gross_satang),
          vat: fromSatang(w.vat_satang),
          base: fromSatang(w.base_satang),
          withheld: fromSatang(w.withheld_satang),
          net: fromSatang(w.net_satang),
          certificate: certificateState(w, ctx.now()),
          certificate_due: certificateDue(w.paid_at),
          certificate_filename: w.certificate_filename,
        }
      : null,
  };
};

/**
 * The caller's tax documents (an extension): who a new tax invoice is made out to, the
 * withholding offered, and each paid bill that has a tax invoice or was paid net.
 */
export const taxDocuments = (
  ctx: SandboxContext,
  body: RequestOf<'taxDocuments'>,
  call: Call,
): ReplyOf<'taxDocuments'> => {
  const customerId = requireCustomer(ctx, body.token);
  const bills = billsWithTaxDocuments(ctx.store, customerId, body.customer_service_id ?? null).map((row) =>
    billDocuments(ctx, row.id, row.booking_id),
  );
  const chosen = withholdingBookingsOf(ctx.store, customerId);
  return ok(call, OK, {
    datas: {
      buyer: buyerReply(currentBuyer(ctx, customerId)),
      withholding_rate_percent: isCorporate(ctx, customerId) ? withholdingRate() : null,
      certificate_days: WITHHOLDING_CERTIFICATE_DAYS,
      withholding_bookings: chosen,
      bills,
    },
  });
};
