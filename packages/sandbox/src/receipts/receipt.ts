import type { ReplyOf, RequestOf } from '@self-storage/core';
import { requireCustomer } from '../accounts/sessions.ts';
import type { Call, SandboxContext } from '../context.ts';
import { refuse } from '../errors.ts';
import { text } from '../language/text.ts';
import { OK, ok } from '../reply.ts';
import { drawPdf } from './pdf-drawing.ts';
import { receiptOf } from './receipt-data.ts';
import { RECEIPT_DRAWING } from './receipt-pdf.ts';

/**
 * The PDF receipt of one paid bill of the caller's, in the caller's language (an extension), drawn
 * off the server's thread in the caller's fair share.
 */
export const receipt = async (
  ctx: SandboxContext,
  body: RequestOf<'receipt'>,
  call: Call,
): Promise<ReplyOf<'receipt'>> => {
  const customerId = requireCustomer(ctx, body.token);
  const found = receiptOf(ctx, customerId, body.invoice_id, call.language);
  if (!found)
    throw refuse('not_found', text('server.replies.receipts.noReceipt', { invoiceId: body.invoice_id }));
  const pdf = await drawPdf({ sandbox: ctx.store, customer: String(customerId) }, RECEIPT_DRAWING, found);
  return ok(call, OK, {
    datas: { receipt_number: found.number, filename: `${found.number}.pdf`, pdf: pdf.toString('base64') },
  });
};
