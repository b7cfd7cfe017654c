import { VAT_PERCENT } from '@self-storage/core/figures';
import { formatAmount } from '@self-storage/core/money';
import type { Drawing } from '../receipts/pdf-drawing.ts';
import { finish, newDocument, pair, rule, write } from '../receipts/pdf-layout.ts';
import type { CreditNoteDocument } from './credit-note-document.ts';
import { buyerId, writeHeading } from './tax-invoice-pdf.ts';

const LABELS = {
  th: {
    title: 'ใบลดหนี้',
    original: 'ต้นฉบับ',
    number: 'เลขที่',
    date: 'วันที่',
    taxId: 'เลขประจำตัวผู้เสียภาษี',
    personId: 'เลขประจำตัวประชาชน',
    passport: 'เลขที่หนังสือเดินทาง',
    headOffice: 'สำนักงานใหญ่',
    branch: (n: string) => `สาขาที่ ${n}`,
    buyer: 'ผู้ซื้อ/ผู้รับบริการ',
    booking: 'หมายเลขการจอง',
    reason: (moveOut: string) =>
      `เหตุที่ลดหนี้: ลูกค้าย้ายออกก่อนกำหนดเมื่อวันที่ ${moveOut} ค่าเช่าของเดือนที่ยังไม่เริ่มซึ่งชำระไว้แล้วจึงคืนให้ตามนโยบายการคืนเงิน`,
    item: 'รายการ',
    amount: 'มูลค่าก่อนภาษี (บาท)',
    reference: (kind: 'receipt' | 'tax_invoice', number: string, date: string, bill: number) =>
      `${kind === 'tax_invoice' ? 'ใบกำกับภาษี' : 'ใบเสร็จรับเงิน'}เลขที่ ${number} ลงวันที่ ${date} (บิลที่ ${bill})`,
    originalValue: 'มูลค่าบริการตามเอกสารเดิม',
    correctValue: 'มูลค่าบริการที่ถูกต้อง',
    difference: 'ผลต่าง',
    base: 'รวมมูลค่าที่ลดลง (ก่อนภาษีมูลค่าเพิ่ม)',
    vat: `ภาษีมูลค่าเพิ่ม ${VAT_PERCENT}%`,
    total: 'รวมเงินที่คืนให้ลูกค้า',
    refunded: (date: string) => `คืนเงินวันที่ ${date} (วันถัดจากวันย้ายออก)`,
    withheld:
      'บิลที่อ้างถึงชำระโดยหักภาษี ณ ที่จ่าย: คืนเงินเต็มจำนวนตามใบลดหนี้นี้ ภาษีที่หักไว้เป็นไปตามหนังสือรับรองการหักภาษี ณ ที่จ่ายฉบับเดิม',
  },
  en: {
    title: 'Credit Note',
    original: 'Original',
    number: 'No.',
    date: 'Date',
    taxId: 'Tax ID',
    personId: 'Thai ID',
    passport: 'Passport no.',
    headOffice: 'Head office',
    branch: (n: string) => `Branch ${n}`,
    buyer: 'Buyer',
    booking: 'Booking number',
    reason: (moveOut: string) =>
      `Reason: the customer moved out early, on ${moveOut}; rent paid for months not begun is refunded under the refund policy.`,
    item: 'Item',
    amount: 'Before VAT (baht)',
    reference: (kind: 'receipt' | 'tax_invoice', number: string, date: string, bill: number) =>
      `${kind === 'tax_invoice' ? 'Tax invoice' : 'Receipt'} No. ${number} of ${date} (bill ${bill})`,
    originalValue: 'Value of the service on that document',
    correctValue: 'Correct value of the service',
    difference: 'Difference',
    base: 'Total reduction before VAT',
    vat: `VAT ${VAT_PERCENT}%`,
    total: 'Total refunded to the customer',
    refunded: (date: string) => `Refunded on ${date} (the day after the move-out date)`,
    withheld:
      'A bill this note cites was paid net of withholding tax: the full amount of this credit note is refunded, and the tax withheld stays as the withholding certificate states.',
  },
} as const;

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
