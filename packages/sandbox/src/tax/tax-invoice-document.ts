import type { Language } from '@self-storage/core';
import { formatDate, today } from '@self-storage/core/dates';
import type { SandboxContext } from '../context.ts';
import { findInvoice } from '../data/invoices.ts';
import { findTaxInvoice, type TaxInvoiceRow } from '../data/tax-invoices.ts';
import { findBillWithholding } from '../data/withholdings.ts';
import { OPERATOR_TAX } from '../ledger/operator-tax.ts';
import { OPERATOR } from '../receipts/operator.ts';
import { type ReceiptLine, receiptOf } from '../receipts/receipt-data.ts';
import type { Buyer } from './buyer.ts';
import { buyerOf } from './tax-invoices.ts';

/** A service line: its amount before VAT, the VAT on it and both together, in satang. */
export interface TaxLine {
  label: string;
  net: number;
  vat: number;
  gross: number;
}

/** Everything a full tax invoice states, its texts in one language; amounts in satang. */
export interface TaxInvoiceDocument {
  language: Language;
  number: string;
  /** YYYY-MM-DD (Bangkok) of issue and of payment; `dateText` and `paidText` as shown. */
  issueDate: string;
  dateText: string;
  paidText: string;
  issuedAt: number;
  operator: { name: string; address: string; taxId: string; branch: string };
  buyer: Buyer;
  bookingNumber: string;
  services: TaxLine[];
  /** Refundable deposits: outside VAT. */
  deposits: { label: string; amount: number }[];
  /** Sum of the services before VAT, the VAT, and everything with deposits. */
  base: number;
  vat: number;
  total: number;
  withholding: { ratePercent: number; withheld: number; net: number } | undefined;
  replaces:
    | { number: string; date: string; dateText: string; reasons: readonly ReplacementReason[] }
    | undefined;
}

/**
 * Each line's amount before VAT: the VAT of the whole is worked out once (as the receipt and the
 * withholding do) and shared over the lines in proportion, the last line taking the rounding, so
 * the lines add up to the totals to the satang.
 */
export const splitVat = (lines: readonly { label: string; amount: number }[], vat: number): TaxLine[] => {
  const gross = lines.reduce((sum, l) => sum + l.amount, 0);
  let left = vat;
  return lines.map((line, index) => {
    const lineVat =
      index === lines.length - 1 ? left : gross === 0 ? 0 : Math.round((vat * line.amount) / gross);
    left -= lineVat;
    return { label: line.label, net: line.amount - lineVat, vat: lineVat, gross: line.amount };
  });
};

/**
 * The receipt's lines with each discount taken off the line it follows (its rent), named in that
 * line: a tax invoice's lines, and the e-Tax lines drawn from them, are the amounts charged.
 */
const chargedLines = (lines: readonly ReceiptLine[]): ReceiptLine[] => {
  const out: ReceiptLine[] = [];
  for (const line of lines) {
    const before = out.at(-1);
    if (line.amount < 0 && before)
      out[out.length - 1] = { label: `${before.label}, ${line.label}`, amount: before.amount + line.amount };
    else out.push(line);
  }
  return out;
};

/** Why a tax invoice was replaced: what of the buyer changed (`other`: the tax ID or branch). */
export type ReplacementReason = 'name' | 'address' | 'other';

/** Every detail that changed, so two corrections are both named; `other` alone when none of these. */
const reasonsOf = (was: Buyer, now: Buyer): ReplacementReason[] => {
  const reasons: ReplacementReason[] = [];
  if (was.name !== now.name) reasons.push('name');
  if (was.address !== now.address) reasons.push('address');
  if (reasons.length === 0 || was.taxId !== now.taxId || was.branch !== now.branch) reasons.push('other');
  return reasons;
};

/** The document of an issued tax invoice, in a language; undefined if its bill is not the customer's paid one. */
export const taxInvoiceDocument = (
  ctx: SandboxContext,
  customerId: number,
  row: TaxInvoiceRow,
  language: Language,
): TaxInvoiceDocument | undefined => {
  const receipt = receiptOf(ctx, customerId, row.invoice_id, language);
  if (!receipt) return undefined;
  const th = language === 'th';
  const services = splitVat(chargedLines(receipt.services), receipt.vat);
  const paidAt = findInvoice(ctx.store, row.invoice_id)?.paid_at as number;
  const replaced = row.replaces_id === null ? undefined : findTaxInvoice(ctx.store, row.replaces_id);
  const withheld = findBillWithholding(ctx.store, row.invoice_id);
  return {
    language,
    number: row.number,
    issueDate: today(row.issued_at),
    dateText: formatDate(today(row.issued_at), language),
    paidText: formatDate(today(paidAt), language),
    issuedAt: row.issued_at,
    operator: {
      name: th ? OPERATOR.name_th : OPERATOR.name_en,
      address: th ? OPERATOR.address_th : OPERATOR.address_en,
      taxId: OPERATOR.taxId,
      branch: OPERATOR_TAX.branch,
    },
    buyer: buyerOf(row),
    bookingNumber: receipt.bookingNumber,
    services,
    deposits: receipt.deposits,
    base: services.reduce((sum, l) => sum + l.net, 0),
    vat: receipt.vat,
    total: receipt.total,
    withholding: withheld
      ? { ratePercent: withheld.rate_percent, withheld: withheld.withheld_satang, net: withheld.net_satang }
      : undefined,
    replaces: replaced
      ? {
          number: replaced.number,
          date: today(replaced.issued_at),
          dateText: formatDate(today(replaced.issued_at), language),
          reasons: reasonsOf(buyerOf(replaced), buyerOf(row)),
        }
      : undefined,
  };
};
