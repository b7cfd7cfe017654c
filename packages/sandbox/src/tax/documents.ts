import type { ReplyOf, RequestOf } from '@self-storage/core';
import { WITHHOLDING_CERTIFICATE_DAYS } from '@self-storage/core/figures';
import { fromSatang } from '@self-storage/core/money';
import { requireCustomer } from '../accounts/sessions.ts';
import type { Call, SandboxContext } from '../context.ts';
import { OK, ok } from '../reply.ts';
import { bangkokDate } from '../time.ts';
import { buyerReply, currentBuyer } from './buyer.ts';
import { certificateDue, certificateState } from './certificate-due.ts';
import { withholdingRate } from './operator-tax.ts';
import { taxInvoiceById } from './tax-invoices.ts';
import { isCorporate, withholdingOfBill } from './withholding.ts';

type Bill = ReplyOf<'taxDocuments'>['datas']['bills'][number];

/** One paid bill's tax invoice in force and withholding, as the wire has them. */
const billDocuments = (ctx: SandboxContext, invoiceId: number, bookingId: number): Bill => {
  const tax = ctx.store.get<{ id: number }>(
    'SELECT id FROM tax_invoices WHERE invoice_id = ? AND replaced = 0',
    invoiceId,
  );
  const issued = tax ? taxInvoiceById(ctx, tax.id) : undefined;
  const w = withholdingOfBill(ctx, invoiceId);
  return {
    invoice_id: invoiceId,
    customerService_id: bookingId,
    tax_invoice: issued
      ? {
          number: issued.number,
          issue_date: bangkokDate(issued.issued_at),
          replaces:
            issued.replaces_id === null ? null : (taxInvoiceById(ctx, issued.replaces_id)?.number ?? null),
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
  const bills = ctx.store
    .all<{ id: number; booking_id: number }>(
      `SELECT i.id, i.booking_id FROM invoices i JOIN bookings b ON b.id = i.booking_id
       WHERE b.customer_id = ? AND (? IS NULL OR b.id = ?) AND i.status = 'paid'
         AND (EXISTS (SELECT 1 FROM tax_invoices t WHERE t.invoice_id = i.id)
           OR EXISTS (SELECT 1 FROM withholdings w WHERE w.invoice_id = i.id))
       ORDER BY b.id DESC, i.installment_no`,
      customerId,
      body.customer_service_id ?? null,
      body.customer_service_id ?? null,
    )
    .map((row) => billDocuments(ctx, row.id, row.booking_id));
  const chosen = ctx.store
    .all<{ booking_id: number }>(
      `SELECT c.booking_id FROM withholding_choices c JOIN bookings b ON b.id = c.booking_id
       WHERE b.customer_id = ? ORDER BY c.booking_id`,
      customerId,
    )
    .map((row) => row.booking_id);
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
