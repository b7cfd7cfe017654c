import type { Language } from '@self-storage/core';
import { HEAD_OFFICE_BRANCH } from '@self-storage/core/contract';
import { VAT_PERCENT } from '@self-storage/core/figures';
import { formatAmount } from '@self-storage/core/money';
import { interpolate } from '@self-storage/locales/translator';
import { serverTexts } from '../language/text.ts';
import type { Drawing } from '../receipts/pdf-drawing.ts';
import { type Doc, finish, newDocument, pair, rule, write } from '../receipts/pdf-layout.ts';
import type { Buyer } from './buyer.ts';
import { ETAX_XML_FILENAME, etaxXml } from './etax-xml.ts';
import type { ReplacementReason, TaxInvoiceDocument } from './tax-invoice-document.ts';

/** The tax invoice's labels in one language, from the server's texts. */
const labelsIn = (language: Language) => {
  const labels = serverTexts(language).documents.taxInvoice;
  return {
    ...labels,
    branch: (branch: string) => interpolate(labels.branch, { branch }),
    vat: interpolate(labels.vat, { percent: VAT_PERCENT }),
    withheld: (rate: number) => interpolate(labels.withheld, { rate }),
    replaces: (number: string, date: string) => interpolate(labels.replaces, { number, date }),
    reasons: (reasons: readonly ReplacementReason[]) =>
      interpolate(reasons.length > 1 ? labels.reasons : labels.reason, {
        reasons: reasons.map((reason) => labels.reasonNames[reason]).join(labels.reasonSeparator),
      }),
  };
};

const LABELS = { th: labelsIn('th'), en: labelsIn('en') };

type Labels = (typeof LABELS)[keyof typeof LABELS];
/** The labels a tax ID line needs: a credit note writes the buyer as the tax invoice does. */
export type IdLabels = Pick<Labels, 'taxId' | 'personId' | 'passport' | 'headOffice' | 'branch'>;

export const office = (l: IdLabels, branch: string): string =>
  branch === HEAD_OFFICE_BRANCH ? l.headOffice : l.branch(branch);

/** What a tax document's heading needs: the issuer, the title, the number and the date. */
export interface Heading {
  operator: { name: string; address: string; taxId: string; branch: string };
  number: string;
  dateText: string;
}
export type HeadingLabels = IdLabels & { title: string; original: string; number: string; date: string };

/** The issuer, then the document's title, number and date: a tax invoice and a credit note alike. */
export const writeHeading = (pdf: Doc, doc: Heading, l: HeadingLabels) => {
  write(pdf, doc.operator.name, { bold: true, size: 14 });
  write(pdf, doc.operator.address);
  write(pdf, `${l.taxId} ${doc.operator.taxId} (${office(l, doc.operator.branch)})`);
  pdf.moveDown();
  pair(pdf, l.title, l.original, true);
  write(pdf, `${l.number} ${doc.number}`);
  write(pdf, `${l.date} ${doc.dateText}`);
};

export const buyerId = (l: IdLabels, buyer: Buyer): string => {
  if (buyer.kind === 'company')
    return `${l.taxId} ${buyer.taxId} (${office(l, buyer.branch ?? HEAD_OFFICE_BRANCH)})`;
  return `${/^\d{13}$/.test(buyer.taxId) ? l.personId : l.passport} ${buyer.taxId}`;
};

/**
 * The full tax invoice as a PDF/A-3b file (pdfkit writes the PDF/A identification in its XMP
 * metadata, embeds the fonts and an sRGB output intent) with its e-Tax XML attached as an
 * associated file (AFRelationship Data). Its dates are the issue's, so the same invoice asked
 * again is the same document.
 */
export const renderTaxInvoicePdf = (doc: TaxInvoiceDocument): Buffer => {
  const l = LABELS[doc.language];
  const issued = new Date(doc.issuedAt);
  const pdf = newDocument({
    subset: 'PDF/A-3b',
    pdfVersion: '1.7',
    lang: doc.language === 'th' ? 'th-TH' : 'en-GB',
    displayTitle: true,
    info: {
      Title: `${l.title} ${doc.number}`,
      Author: doc.operator.name,
      CreationDate: issued,
      ModDate: issued,
    },
  });
  const money = (satang: number) => formatAmount(satang, doc.language);

  writeHeading(pdf, doc, l);
  write(pdf, `${l.paid} ${doc.paidText}`);
  if (doc.replaces) {
    write(pdf, l.replaces(doc.replaces.number, doc.replaces.dateText), { bold: true });
    write(pdf, l.reasons(doc.replaces.reasons));
  }
  pdf.moveDown(0.5);
  write(pdf, `${l.buyer}: ${doc.buyer.name}`);
  write(pdf, buyerId(l, doc.buyer));
  write(pdf, doc.buyer.address);
  write(pdf, `${l.booking} ${doc.bookingNumber}`);
  pdf.moveDown();

  pair(pdf, l.item, l.amount, true);
  rule(pdf);
  for (const line of doc.services) pair(pdf, line.label, money(line.net));
  rule(pdf);
  pair(pdf, l.base, money(doc.base));
  pair(pdf, l.vat, money(doc.vat));
  if (doc.deposits.length > 0) {
    write(pdf, l.deposits, { bold: true });
    for (const deposit of doc.deposits) pair(pdf, deposit.label, money(deposit.amount));
  }
  pair(pdf, l.total, money(doc.total), true);
  if (doc.withholding) {
    pair(pdf, l.withheld(doc.withholding.ratePercent), `−${money(doc.withholding.withheld)}`);
    pair(pdf, l.net, money(doc.withholding.net), true);
  }
  pdf.moveDown();
  write(pdf, l.electronic, { size: 9 });

  // pdfkit writes `relationship` as the file's AFRelationship; its type definitions lack it.
  const attachment: PDFKit.Mixins.PDFAttachmentOptions & { relationship: 'Data' } = {
    name: ETAX_XML_FILENAME,
    type: 'text/xml',
    relationship: 'Data',
    description: 'e-Tax Invoice (ETDA)',
    creationDate: issued,
    modifiedDate: issued,
  };
  pdf.file(Buffer.from(etaxXml(doc), 'utf8'), attachment);
  return finish(pdf);
};

/** The tax invoice's drawing, for the worker that draws it off the server's thread. */
export const TAX_INVOICE_DRAWING: Drawing<TaxInvoiceDocument> = { name: 'taxInvoice' };
