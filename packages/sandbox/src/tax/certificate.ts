import type { ReplyOf, RequestOf } from '@self-storage/core';
import { requireCustomer } from '../accounts/sessions.ts';
import type { Call, SandboxContext } from '../context.ts';
import { isOwnInvoice } from '../data/invoices.ts';
import { findBillWithholding, saveCertificate } from '../data/withholdings.ts';
import { refuse } from '../errors.ts';
import { text } from '../language/text.ts';
import { ok } from '../reply.ts';
import { certificateState } from './certificate-due.ts';
import { checkCertificateFile } from './certificate-file.ts';

/**
 * The withholding certificate (50 ทวิ) of a bill of the caller's paid net (an extension). A new
 * upload replaces the last one: a company may correct a certificate it sent.
 */
export const withholdingCertificate = async (
  ctx: SandboxContext,
  body: RequestOf<'withholdingCertificate'>,
  call: Call,
): Promise<ReplyOf<'withholdingCertificate'>> => {
  const customerId = requireCustomer(ctx, body.token);
  const owned = isOwnInvoice(ctx.store, body.invoice_id, customerId);
  if (!owned || !findBillWithholding(ctx.store, body.invoice_id))
    throw refuse('not_found', text('server.replies.tax.certificateNotOwed', { invoiceId: body.invoice_id }));
  // Counted before the file is decoded (the costly part), as a registration's upload is. The
  // address counts every attempt, a locked account's too: its lock is what refuses a flood
  // before the body is read (createGates).
  const { accountUploads, addressUploads } = ctx.throttles;
  const account = String(customerId);
  addressUploads.check(call.address);
  addressUploads.record(call.address);
  accountUploads.check(account);
  accountUploads.record(account);
  const file = await checkCertificateFile('file', body.file, { sandbox: ctx.store, customer: account });
  const filename = body.filename.trim();
  saveCertificate(ctx.store, body.invoice_id, {
    filename,
    mime: file.mime,
    bytes: file.bytes,
    at: ctx.now(),
  });
  const row = findBillWithholding(ctx.store, body.invoice_id);
  return ok(call, text('server.replies.tax.certificateReceived'), {
    datas: {
      invoice_id: body.invoice_id,
      certificate: row ? certificateState(row, ctx.now()) : 'received',
      certificate_filename: filename,
    },
  });
};
