import type { Store } from '../db/store.ts';
import { columns, integer, maybe, nullable, oneOf, text } from './row.ts';

/**
 * Table `tax_invoices`: the tax invoices of paid bills, numbered per year. A corrected buyer
 * makes a new one that replaces the one in force; at most one per bill is in force.
 */

const parseTaxInvoice = columns({
  id: integer,
  number: text,
  invoice_id: integer,
  buyer_kind: oneOf(['person', 'company'] as const),
  buyer_name: text,
  buyer_address: text,
  buyer_tax_id: text,
  buyer_branch: nullable(text),
  replaces_id: nullable(integer),
  issued_at: integer,
});
export type TaxInvoiceRow = ReturnType<typeof parseTaxInvoice>;

const TAX_INVOICE =
  'SELECT id, number, invoice_id, buyer_kind, buyer_name, buyer_address, buyer_tax_id, buyer_branch, replaces_id, issued_at FROM tax_invoices';

export const findTaxInvoice = (store: Store, id: number): TaxInvoiceRow | undefined =>
  maybe(parseTaxInvoice, store.get(`${TAX_INVOICE} WHERE id = ?`, id));

/** The bill's tax invoice in force, if one was issued. */
export const taxInvoiceInForce = (store: Store, invoiceId: number): TaxInvoiceRow | undefined =>
  maybe(parseTaxInvoice, store.get(`${TAX_INVOICE} WHERE invoice_id = ? AND replaced = 0`, invoiceId));

const parseSeq = columns({ seq: nullable(integer) });

/** The last number of the year's sequence (0 before the first). */
export const lastTaxInvoiceSeq = (store: Store, year: number): number =>
  maybe(parseSeq, store.get('SELECT max(seq) AS seq FROM tax_invoices WHERE year = ?', year))?.seq ?? 0;

export const markTaxInvoiceReplaced = (store: Store, id: number): void => {
  store.run('UPDATE tax_invoices SET replaced = 1 WHERE id = ?', id);
};

export interface NewTaxInvoice {
  number: string;
  year: number;
  seq: number;
  invoiceId: number;
  buyer: { kind: 'person' | 'company'; name: string; address: string; taxId: string; branch: string | null };
  replacesId: number | null;
  issuedAt: number;
}

export const insertTaxInvoice = (store: Store, t: NewTaxInvoice): void => {
  store.run(
    `INSERT INTO tax_invoices (number, year, seq, invoice_id, buyer_kind, buyer_name, buyer_address, buyer_tax_id,
       buyer_branch, replaces_id, issued_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    t.number,
    t.year,
    t.seq,
    t.invoiceId,
    t.buyer.kind,
    t.buyer.name,
    t.buyer.address,
    t.buyer.taxId,
    t.buyer.branch,
    t.replacesId,
    t.issuedAt,
  );
};

const parseBuyer = columns({
  buyer_name: text,
  buyer_address: text,
  buyer_tax_id: text,
  buyer_branch: nullable(text),
});

/** The buyer of the customer's last tax invoice. */
export const lastBuyerOfCustomer = (
  store: Store,
  customerId: number,
): ReturnType<typeof parseBuyer> | undefined =>
  maybe(
    parseBuyer,
    store.get(
      `SELECT t.buyer_name, t.buyer_address, t.buyer_tax_id, t.buyer_branch FROM tax_invoices t
         JOIN invoices i ON i.id = t.invoice_id JOIN bookings b ON b.id = i.booking_id
       WHERE b.customer_id = ? ORDER BY t.id DESC LIMIT 1`,
      customerId,
    ),
  );

const parseBill = columns({ id: integer, booking_id: integer });

/**
 * The customer's paid bills with a tax invoice or a withholding, of one booking or all, newest
 * booking first.
 */
export const billsWithTaxDocuments = (
  store: Store,
  customerId: number,
  bookingId: number | null,
): ReturnType<typeof parseBill>[] =>
  store
    .all(
      `SELECT i.id, i.booking_id FROM invoices i JOIN bookings b ON b.id = i.booking_id
       WHERE b.customer_id = ? AND (? IS NULL OR b.id = ?) AND i.status = 'paid'
         AND (EXISTS (SELECT 1 FROM tax_invoices t WHERE t.invoice_id = i.id)
           OR EXISTS (SELECT 1 FROM withholdings w WHERE w.invoice_id = i.id))
       ORDER BY b.id DESC, i.installment_no`,
      customerId,
      bookingId,
      bookingId,
    )
    .map(parseBill);
