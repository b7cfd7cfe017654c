import * as z from 'zod';
import { baht, envelope, id, wireDate } from './common.ts';
import { lazySchema } from './lazy.ts';
import { taxBuyer } from './tax.ts';

/**
 * Extension (issue 24): the refund document of a move-out. A notice whose final account refunds
 * money leads to a credit note (ใบลดหนี้): issued the day after the move-out date by the
 * server's clock, once the notice can no longer be withdrawn; it reduces the receipts or tax
 * invoices that covered the refunded rent and states the money paid back. docs/api.md.
 */
export const creditNoteRequest = lazySchema(() =>
  z.object({ token: z.string().min(1), customer_service_id: id }),
);

/** A document the credit note reduces: the tax invoice in force of a paid bill, else its receipt. */
export const creditNoteReference = lazySchema(() =>
  z.object({
    invoice_id: id,
    installment_no: z.number().int().positive(),
    document: z.enum(['receipt', 'tax_invoice']),
    number: z.string(),
    date: wireDate,
    /** The bill's amount subject to VAT, VAT included, and the part of it refunded. */
    original: baht,
    refund: baht,
  }),
);

export const creditNoteReply = lazySchema(() =>
  z.object({
    ...envelope,
    datas: z.object({
      credit_note_number: z.string(),
      /** The refund date: the day after the move-out date. */
      issue_date: wireDate,
      move_out_date: wireDate,
      buyer: taxBuyer,
      references: z.array(creditNoteReference).min(1),
      /** The refund before VAT, its VAT, and the money paid back (both together). */
      base: baht,
      vat: baht,
      refund: baht,
      filename: z.string(),
      /** The PDF, base64. */
      pdf: z.base64(),
    }),
  }),
);
