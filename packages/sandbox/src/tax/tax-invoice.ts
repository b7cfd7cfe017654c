import type { ReplyOf, RequestOf } from '@self-storage/core';
import { requireCustomer } from '../accounts/sessions.ts';
import type { Call, SandboxContext } from '../context.ts';
import { findOwnInvoice } from '../data/invoices.ts';
import { findTaxInvoice } from '../data/tax-invoices.ts';
import { refuse } from '../errors.ts';
import { text } from '../language/text.ts';
import { drawPdf } from '../receipts/pdf-drawing.ts';
import { OK, ok } from '../reply.ts';
import { buyerReply, correctedBuyer, registeredBuyer } from './buyer.ts';
import { taxInvoiceDocument } from './tax-invoice-document.ts';
import { TAX_INVOICE_DRAWING } from './tax-invoice-pdf.ts';
import { issueTaxInvoice } from './tax-invoices.ts';

/** Whether the invoice is a paid bill of this customer's. */
const paidBillOf = (ctx: SandboxContext, customerId: number, invoiceId: number): boolean =>
  findOwnInvoice(ctx.store, invoiceId, customerId)?.status === 'paid';

/**
 * The full tax invoice of a paid bill of the caller's, in the caller's language (an extension):
 * issued at the first request, the same one after; corrected buyer details replace it. Drawn off
 * the server's thread in the caller's fair share.
 */
export const taxInvoice = async (
  ctx: SandboxContext,
  body: RequestOf<'taxInvoice'>,
  call: Call,
): Promise<ReplyOf<'taxInvoice'>> => {
  const customerId = requireCustomer(ctx, body.token);
  if (!paidBillOf(ctx, customerId, body.invoice_id))
    throw refuse('not_found', text('server.replies.tax.noPaidBill', { invoiceId: body.invoice_id }));
  const kind = registeredBuyer(ctx, customerId).kind;
  const corrected = body.buyer ? correctedBuyer(kind, body.buyer) : undefined;
  const row = issueTaxInvoice(ctx, customerId, body.invoice_id, corrected);
  const document = taxInvoiceDocument(ctx, customerId, row, call.language);
  if (!document) throw new Error(`tax invoice ${row.number} has no paid bill`);
  const pdf = await drawPdf(
    { sandbox: ctx.store, customer: String(customerId) },
    TAX_INVOICE_DRAWING,
    document,
  );
  return ok(call, OK, {
    datas: {
      tax_invoice_number: row.number,
      issue_date: document.issueDate,
      replaces:
        row.replaces_id === null ? null : (findTaxInvoice(ctx.store, row.replaces_id)?.number ?? null),
      buyer: buyerReply(document.buyer),
      filename: `${row.number}.pdf`,
      pdf: pdf.toString('base64'),
    },
  });
};
