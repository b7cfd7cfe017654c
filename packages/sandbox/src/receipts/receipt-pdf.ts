import type { Language } from '@self-storage/core';
import { formatAmount } from '@self-storage/core/money';
import { interpolate } from '@self-storage/locales/translator';
import { serverTexts } from '../language/text.ts';
import { VAT_PERCENT } from './operator.ts';
import type { Drawing } from './pdf-drawing.ts';
import { finish, newDocument, pair, rule, write } from './pdf-layout.ts';
import type { Receipt, ReceiptLine } from './receipt-data.ts';

/** The receipt's labels in one language, from the server's texts. */
const labelsIn = (language: Language) => {
  const labels = serverTexts(language).documents.receipt;
  return {
    ...labels,
    vat: interpolate(labels.vat, { percent: VAT_PERCENT }),
    withheld: (rate: number) => interpolate(labels.withheld, { rate }),
  };
};

const LABELS = { th: labelsIn('th'), en: labelsIn('en') };

/** The receipt as an A4 PDF. */
export const renderReceiptPdf = (receipt: Receipt): Buffer => {
  const l = LABELS[receipt.language];
  const doc = newDocument({ info: { Title: `${l.title} ${receipt.number}` } });

  write(doc, receipt.operator.name, { bold: true, size: 14 });
  write(doc, receipt.operator.address);
  write(doc, `${l.taxId} ${receipt.operator.taxId}`);
  doc.moveDown();
  write(doc, l.title, { bold: true, size: 18 });
  write(doc, `${l.number} ${receipt.number}`);
  write(doc, `${l.date} ${receipt.date}`);
  doc.moveDown(0.5);
  write(doc, `${l.customer}: ${receipt.customer.name}`);
  if (receipt.customer.registration) write(doc, `${l.registration} ${receipt.customer.registration}`);
  write(doc, receipt.customer.address);
  write(doc, `${l.booking} ${receipt.bookingNumber}`);
  doc.moveDown();

  const money = (satang: number) => formatAmount(satang, receipt.language);
  pair(doc, l.item, l.amount, true);
  rule(doc);
  // A discount reads as one: with a minus sign, below the rent it reduces.
  const signed = (satang: number) => (satang < 0 ? `−${money(-satang)}` : money(satang));
  const lines = (items: readonly ReceiptLine[]) => {
    for (const item of items) pair(doc, item.label, signed(item.amount));
  };
  lines(receipt.services);
  if (receipt.deposits.length > 0) {
    write(doc, l.deposits, { bold: true });
    lines(receipt.deposits);
  }
  rule(doc);
  pair(doc, l.vat, money(receipt.vat));
  pair(doc, l.total, money(receipt.total), true);
  if (receipt.withholding) {
    pair(doc, l.withheld(receipt.withholding.ratePercent), `−${money(receipt.withholding.withheld)}`);
    pair(doc, l.net, money(receipt.withholding.net), true);
  }
  doc.moveDown();
  write(doc, `${l.method}: ${l.methods[receipt.method]}`);
  return finish(doc);
};

/** The receipt's drawing, for the worker that draws it off the server's thread. */
export const RECEIPT_DRAWING: Drawing<Receipt> = { name: 'receipt' };
