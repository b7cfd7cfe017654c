import type { Language } from '@self-storage/core';
import { formatDate } from '@self-storage/core/dates';
import { VAT_PERCENT } from '@self-storage/core/figures';
import type { SandboxContext } from '../context.ts';
import { type CreditNoteRow, creditNoteLines } from '../data/credit-notes.ts';
import { noticeWithBookingNumber } from '../data/move-out-notices.ts';
import { findBillWithholding } from '../data/withholdings.ts';
import { OPERATOR_TAX } from '../ledger/operator-tax.ts';
import { OPERATOR } from '../receipts/operator.ts';
import type { Buyer } from './buyer.ts';
import { splitVat } from './tax-invoice-document.ts';

/** A document the credit note reduces, and by how much; amounts in satang, before VAT unless named. */
export interface CreditNoteReference {
  invoiceId: number;
  installmentNo: number;
  document: 'receipt' | 'tax_invoice';
  number: string;
  date: string;
  dateText: string;
  /** The bill's amount subject to VAT and the part refunded, VAT included. */
  original: number;
  refund: number;
  /** The value before VAT on the document, the value that is right now, and the difference. */
  originalBase: number;
  correctBase: number;
  base: number;
  vat: number;
}

/** Everything a credit note states, its texts in one language; amounts in satang. */
export interface CreditNoteDocument {
  language: Language;
  number: string;
  issueDate: string;
  dateText: string;
  moveOutDate: string;
  moveOutText: string;
  issuedAt: number;
  operator: { name: string; address: string; taxId: string; branch: string };
  buyer: Buyer;
  bookingNumber: string;
  references: CreditNoteReference[];
  /** The refund before VAT, its VAT, and the money paid back. */
  base: number;
  vat: number;
  refund: number;
  /** A bill it reduces was paid net of withholding tax. */
  withheld: boolean;
}

/** VAT included in an amount, worked out as the receipts do: once, on the whole. */
const vatIn = (gross: number): number => Math.round((gross * VAT_PERCENT) / (100 + VAT_PERCENT));

export const creditNoteDocument = (
  ctx: SandboxContext,
  row: CreditNoteRow,
  language: Language,
): CreditNoteDocument => {
  const th = language === 'th';
  const notice = noticeWithBookingNumber(ctx.store, row.notice_id);
  if (!notice) throw new Error(`credit note ${row.number} names a missing notice`);
  const lines = creditNoteLines(ctx.store, row.id);
  const refund = lines.reduce((sum, l) => sum + l.refund_satang, 0);
  const vat = vatIn(refund);
  const split = splitVat(
    lines.map((l) => ({ label: l.document_number, amount: l.refund_satang })),
    vat,
  );
  const references = lines.map((line, i): CreditNoteReference => {
    const part = split[i] as (typeof split)[number];
    const originalBase = line.original_satang - vatIn(line.original_satang);
    return {
      invoiceId: line.invoice_id,
      installmentNo: line.installment_no,
      document: line.document_kind,
      number: line.document_number,
      date: line.document_date,
      dateText: formatDate(line.document_date, language),
      original: line.original_satang,
      refund: line.refund_satang,
      originalBase,
      correctBase: originalBase - part.net,
      base: part.net,
      vat: part.vat,
    };
  });
  return {
    language,
    number: row.number,
    issueDate: row.issue_date,
    dateText: formatDate(row.issue_date, language),
    moveOutDate: notice.move_out_date,
    moveOutText: formatDate(notice.move_out_date, language),
    issuedAt: row.issued_at,
    operator: {
      name: th ? OPERATOR.name_th : OPERATOR.name_en,
      address: th ? OPERATOR.address_th : OPERATOR.address_en,
      taxId: OPERATOR.taxId,
      branch: OPERATOR_TAX.branch,
    },
    buyer: {
      kind: row.buyer_kind,
      name: row.buyer_name,
      address: row.buyer_address,
      taxId: row.buyer_tax_id,
      branch: row.buyer_branch,
    },
    bookingNumber: notice.booking_number,
    references,
    base: refund - vat,
    vat,
    refund,
    withheld: lines.some((l) => findBillWithholding(ctx.store, l.invoice_id) !== undefined),
  };
};
