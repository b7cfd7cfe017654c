import * as z from 'zod';
import { baht, envelope, id, wireDate } from './common.ts';
import { lazySchema } from './lazy.ts';

/**
 * Thai tax documents, extensions of this API: full tax invoices (ใบกำกับภาษี/ใบเสร็จรับเงิน) of
 * paid bills, paying net of withholding tax (ภาษีหัก ณ ที่จ่าย) and the withholding certificate
 * (50 ทวิ) that follows. docs/api.md describes each call.
 */

/** A head office is branch 00000; any other branch of a company has a five-digit number. */
export const HEAD_OFFICE_BRANCH = '00000';

/**
 * Who a tax invoice is made out to. A company: its registration number (13 digits, its tax ID)
 * and its branch; a person: a Thai ID or a passport number, no branch.
 */
export const taxBuyer = lazySchema(() =>
  z.object({
    kind: z.enum(['person', 'company']),
    name: z.string().trim().min(1).max(200),
    address: z.string().trim().min(1).max(500),
    tax_id: z
      .string()
      .trim()
      .regex(/^(\d{13}|[A-Z0-9]{6,15})$/, 'a 13-digit tax ID, or a passport number'),
    branch: z
      .string()
      .regex(/^\d{5}$/, 'five digits; 00000 is the head office')
      .nullable(),
  }),
);

/** What a corrected request may change of the buyer (the kind is the account's). */
export const taxBuyerCorrection = lazySchema(() => taxBuyer.omit({ kind: true }));

export const taxInvoiceRequest = lazySchema(() =>
  z.object({
    token: z.string().min(1),
    invoice_id: id,
    /**
     * Corrected buyer details. Absent, or the same as the issued invoice's: the issued invoice
     * again. Different: a replacement with its own number that cites the one it replaces.
     */
    buyer: taxBuyerCorrection.optional(),
  }),
);

export const taxInvoiceReply = lazySchema(() =>
  z.object({
    ...envelope,
    datas: z.object({
      tax_invoice_number: z.string(),
      issue_date: wireDate,
      /** The number of the tax invoice this one replaces, or null for the first one of a bill. */
      replaces: z.string().nullable(),
      buyer: taxBuyer,
      filename: z.string(),
      /** The PDF/A-3 file with its e-Tax XML attached, base64. */
      pdf: z.base64(),
    }),
  }),
);

/** A payment's (or a bill's) withholding, as the server works it out; amounts in baht. */
export const withholdingFigures = lazySchema(() =>
  z.object({
    rate_percent: z.number().int().positive(),
    /** What the bills come to, VAT included. */
    gross: baht,
    /** The VAT in `gross`. */
    vat: baht,
    /** The amount before VAT the rate applies to (deposits carry neither VAT nor withholding). */
    base: baht,
    withheld: baht,
    /** gross − withheld: what the customer pays. */
    net: baht,
  }),
);

/** The withholding certificate of a bill paid net: missing, received, or missing past its due date. */
export const CERTIFICATE_STATES = ['missing', 'received', 'overdue'] as const;

export const billTaxDocuments = lazySchema(() =>
  z.object({
    invoice_id: id,
    customerService_id: id,
    tax_invoice: z
      .object({ number: z.string(), issue_date: wireDate, replaces: z.string().nullable() })
      .nullable(),
    withholding: withholdingFigures
      .extend({
        certificate: z.enum(CERTIFICATE_STATES),
        /** The server's last day for the certificate. */
        certificate_due: wireDate,
        certificate_filename: z.string().nullable(),
      })
      .nullable(),
  }),
);

export const taxDocumentsRequest = lazySchema(() =>
  z.object({
    token: z.string().min(1),
    /** One booking's bills; absent, every booking's. */
    customer_service_id: id.optional(),
  }),
);

export const taxDocumentsReply = lazySchema(() =>
  z.object({
    ...envelope,
    datas: z.object({
      /** The buyer a new tax invoice is made out to: the last one issued, else the registration's. */
      buyer: taxBuyer,
      /** The operator's rate, offered to corporate accounts only; null for a person. */
      withholding_rate_percent: z.number().int().positive().nullable(),
      /** Days after a payment net of withholding within which its certificate is due. */
      certificate_days: z.number().int().positive(),
      /** The bookings whose payments are made net of withholding. */
      withholding_bookings: z.array(id),
      /** Paid bills with a tax invoice or a withholding, and nothing else. */
      bills: z.array(billTaxDocuments),
    }),
  }),
);

/** The choice a checkout or booking-storage may carry: pay this booking's bills net of withholding. */
export const withholdingChoice = {
  withholding: z.boolean().optional().meta({
    description:
      "Extension: pay net of withholding tax (corporate accounts); absent keeps the booking's choice.",
  }),
};

export const withholdingRequest = lazySchema(() =>
  z.object({
    token: z.string().min(1),
    customer_service_id: id,
    /** The choice for this booking's payments from now on; absent only reads it. */
    withholding: z.boolean().optional(),
  }),
);

export const withholdingReply = lazySchema(() =>
  z.object({
    ...envelope,
    datas: z.object({
      withholding: z.boolean(),
      /** What paying the bills due now would come to, with the choice as it now stands; null when nothing is due. */
      due: withholdingFigures.extend({ rate_percent: z.number().int().nonnegative() }).nullable(),
    }),
  }),
);

/** The withholding certificate of a bill paid net: a PDF, JPG or PNG, base64 without a data-URL prefix. */
export const withholdingCertificateRequest = lazySchema(() =>
  z.object({
    token: z.string().min(1),
    invoice_id: id,
    filename: z.string().trim().min(1).max(200),
    file: z.string().min(1),
  }),
);

export const withholdingCertificateReply = lazySchema(() =>
  z.object({
    ...envelope,
    datas: z.object({
      invoice_id: id,
      certificate: z.enum(CERTIFICATE_STATES),
      certificate_filename: z.string(),
    }),
  }),
);
