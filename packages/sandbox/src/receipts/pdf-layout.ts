import PDFDocument from 'pdfkit';
import { receiptFonts } from './fonts.ts';

/** The A4 page's margins and amount column, shared by receipts and tax invoices. */
export const LEFT = 56;
export const RIGHT = 539;
const AMOUNT_WIDTH = 120;

export type Doc = InstanceType<typeof PDFDocument>;

/**
 * SARA AM as NIKHAHIT + SARA AA, its compatibility decomposition: the font draws it as those two
 * glyphs anyway, and pdfkit maps each glyph to one text, so a reader copying or searching the PDF
 * (pdftotext) gets back what was drawn, not a SARA AA doubled or lost. NFKC reads it as SARA AM.
 */
const decomposeSaraAm = (text: string): string => text.replaceAll('\u0E33', '\u0E4D\u0E32');

/** A new A4 document with the Thai fonts registered as `regular` and `bold`. */
export const newDocument = (options: PDFKit.PDFDocumentOptions = {}): Doc => {
  const fonts = receiptFonts();
  const doc = new PDFDocument({ size: 'A4', margin: LEFT, ...options });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  return doc;
};

export const write = (
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
export const pair = (doc: Doc, left: string, right: string, bold = false) => {
  const y = doc.y;
  write(doc, left, { bold, width: RIGHT - LEFT - AMOUNT_WIDTH - 12 });
  const after = doc.y;
  doc.y = y;
  write(doc, right, { bold, x: RIGHT - AMOUNT_WIDTH, width: AMOUNT_WIDTH, align: 'right' });
  doc.y = Math.max(after, doc.y) + 4;
};

export const rule = (doc: Doc) => {
  doc.moveTo(LEFT, doc.y).lineTo(RIGHT, doc.y).lineWidth(0.5).strokeColor('#8a94a6').stroke();
  doc.y += 6;
};

/**
 * Ends the document and hands its bytes over. pdfkit writes the whole file while `end()` runs;
 * read without a `data` listener, its stream gives them at once, so a mail can attach a PDF in
 * the same transaction as the payment it confirms.
 */
export const finish = (doc: Doc): Buffer => {
  doc.end();
  const chunks: Buffer[] = [];
  for (let chunk = doc.read() as Buffer | null; chunk !== null; chunk = doc.read() as Buffer | null) {
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
};
