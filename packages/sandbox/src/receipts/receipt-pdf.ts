import { formatAmount } from '@self-storage/core';
import PDFDocument from 'pdfkit';
import { receiptFonts } from './fonts.ts';
import type { Receipt, ReceiptLine } from './receipt-data.ts';

const LABELS = {
  th: {
    title: 'ใบเสร็จรับเงิน',
    number: 'เลขที่',
    date: 'วันที่',
    taxId: 'เลขประจำตัวผู้เสียภาษี',
    customer: 'ลูกค้า',
    registration: 'เลขทะเบียนนิติบุคคล',
    booking: 'หมายเลขการจอง',
    item: 'รายการ',
    amount: 'จำนวนเงิน (บาท)',
    deposits: 'เงินมัดจำ (ไม่มีภาษีมูลค่าเพิ่ม)',
    vat: 'ภาษีมูลค่าเพิ่ม 7% (รวมอยู่ในค่าบริการ)',
    total: 'รวมที่ชำระ',
    method: 'ชำระโดย',
    methods: { qr: 'คิวอาร์โค้ด (พร้อมเพย์)', card: 'บัตรเครดิต/เดบิต', kiosk: 'ตู้คีออสก์' },
  },
  en: {
    title: 'Receipt',
    number: 'No.',
    date: 'Date',
    taxId: 'Tax ID',
    customer: 'Customer',
    registration: 'Company registration no.',
    booking: 'Booking number',
    item: 'Item',
    amount: 'Amount (baht)',
    deposits: 'Deposits (no VAT)',
    vat: 'VAT 7% (included in the service charges)',
    total: 'Total paid',
    method: 'Paid by',
    methods: { qr: 'QR code (PromptPay)', card: 'Credit/debit card', kiosk: 'Kiosk' },
  },
} as const;

const LEFT = 56;
const RIGHT = 539;
const AMOUNT_WIDTH = 120;

type Doc = InstanceType<typeof PDFDocument>;

/**
 * SARA AM as NIKHAHIT + SARA AA, its compatibility decomposition: the font draws it as those two
 * glyphs anyway, and pdfkit maps each glyph to one text, so a reader copying or searching the PDF
 * (pdftotext) gets back what was drawn, not a SARA AA doubled or lost. NFKC reads it as SARA AM.
 */
const decomposeSaraAm = (text: string): string => text.replaceAll('\u0E33', '\u0E4D\u0E32');

const write = (
  doc: Doc,
  text: string,
  options: { bold?: boolean; size?: number; x?: number; width?: number; align?: 'left' | 'right' } = {},
) => {
  const x = options.x ?? LEFT;
  doc
    .font(options.bold ? 'bold' : 'regular')
    .fontSize(options.size ?? 11)
    .text(decomposeSaraAm(text), x, undefined, { width: options.width ?? RIGHT - x, align: options.align });
};

/** A line of the table: its text on the left, an amount (or the column's heading) on the right. */
const pair = (doc: Doc, left: string, right: string, bold = false) => {
  const y = doc.y;
  write(doc, left, { bold, width: RIGHT - LEFT - AMOUNT_WIDTH - 12 });
  const after = doc.y;
  doc.y = y;
  write(doc, right, { bold, x: RIGHT - AMOUNT_WIDTH, width: AMOUNT_WIDTH, align: 'right' });
  doc.y = Math.max(after, doc.y) + 4;
};

const rule = (doc: Doc) => {
  doc.moveTo(LEFT, doc.y).lineTo(RIGHT, doc.y).lineWidth(0.5).strokeColor('#8a94a6').stroke();
  doc.y += 6;
};

/**
 * The receipt as an A4 PDF. pdfkit writes the whole file while `end()` runs; read without a
 * `data` listener, its stream hands the bytes over at once, so a mail can attach it in the same
 * transaction as the payment it confirms.
 */
export const renderReceiptPdf = (receipt: Receipt): Buffer => {
  const l = LABELS[receipt.language];
  const fonts = receiptFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: { Title: `${l.title} ${receipt.number}` },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);

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
  const lines = (items: readonly ReceiptLine[]) => {
    for (const item of items) pair(doc, item.label, money(item.amount));
  };
  lines(receipt.services);
  if (receipt.deposits.length > 0) {
    write(doc, l.deposits, { bold: true });
    lines(receipt.deposits);
  }
  rule(doc);
  pair(doc, l.vat, money(receipt.vat));
  pair(doc, l.total, money(receipt.total), true);
  doc.moveDown();
  write(doc, `${l.method}: ${l.methods[receipt.method]}`);
  doc.end();
  const chunks: Buffer[] = [];
  for (let chunk = doc.read() as Buffer | null; chunk !== null; chunk = doc.read() as Buffer | null) {
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
};
