import type { Language } from '@self-storage/core';
import { VAT_PERCENT } from '@self-storage/core/figures';
import { formatAmount } from '@self-storage/core/money';
import { interpolate } from '@self-storage/locales/translator';
import { serverTexts } from '../language/text.ts';
import type { Drawing } from '../receipts/pdf-drawing.ts';
import { finish, newDocument, pair, rule, write } from '../receipts/pdf-layout.ts';
import type { CreditNoteDocument } from './credit-note-document.ts';
import { buyerId, writeHeading } from './tax-invoice-pdf.ts';

/** The credit note's labels in one language, from the server's texts. */
const labelsIn = (language: Language) => {
  const labels = serverTexts(language).documents.creditNote;
  return {
    ...labels,
    branch: (branch: string) => interpolate(labels.branch, { branch }),
    reason: (moveOut: string) => interpolate(labels.reason, { moveOut }),
    reference: (kind: 'receipt' | 'tax_invoice', number: string, date: string, bill: number) =>
      interpolate(kind === 'tax_invoice' ? labels.taxInvoiceReference : labels.receiptReference, {
        number,
        date,
        bill,
      }),
    vat: interpolate(labels.vat, { percent: VAT_PERCENT }),
    refunded: (date: string) => interpolate(labels.refunded, { date }),
  };
};

const LABELS = { th: labelsIn('th'), en: labelsIn('en') };

/**
 * The credit note (ใบลดหนี้) of a move-out refund as an A4 PDF: what the Revenue Code asks of
 * one (the documents it reduces with their number and date, their value, the right value, the
 * difference and its VAT, and why). Dated by its issue, so asked again it is the same document.
 */
export const renderCreditNotePdf = (doc: CreditNoteDocument): Buffer => {
  const l = LABELS[doc.language];
  const issued = new Date(doc.issuedAt);
  const pdf = newDocument({
    info: {
      Title: `${l.title} ${doc.number}`,
      Author: doc.operator.name,
      CreationDate: issued,
      ModDate: issued,
    },
  });
  const money = (satang: number) => formatAmount(satang, doc.language);

  writeHeading(pdf, doc, l);
  pdf.moveDown(0.5);
  write(pdf, `${l.buyer}: ${doc.buyer.name}`);
  write(pdf, buyerId(l, doc.buyer));
  write(pdf, doc.buyer.address);
  write(pdf, `${l.booking} ${doc.bookingNumber}`);
  pdf.moveDown(0.5);
  write(pdf, l.reason(doc.moveOutText));
  pdf.moveDown();

  pair(pdf, l.item, l.amount, true);
  rule(pdf);
  for (const ref of doc.references) {
    write(pdf, l.reference(ref.document, ref.number, ref.dateText, ref.installmentNo), { bold: true });
    pair(pdf, l.originalValue, money(ref.originalBase));
    pair(pdf, l.correctValue, money(ref.correctBase));
    pair(pdf, l.difference, money(ref.base));
  }
  rule(pdf);
  pair(pdf, l.base, money(doc.base));
  pair(pdf, l.vat, money(doc.vat));
  pair(pdf, l.total, money(doc.refund), true);
  pdf.moveDown();
  write(pdf, l.refunded(doc.dateText));
  if (doc.withheld) {
    pdf.moveDown(0.5);
    write(pdf, l.withheld, { size: 9 });
  }
  return finish(pdf);
};

/** The credit note's drawing, for the worker that draws it off the server's thread. */
export const CREDIT_NOTE_DRAWING: Drawing<CreditNoteDocument> = { name: 'creditNote' };
