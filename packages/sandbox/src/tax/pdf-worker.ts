import { parentPort } from 'node:worker_threads';
import type { DrawingName } from '../receipts/pdf-drawing.ts';
import { renderReceiptPdf } from '../receipts/receipt-pdf.ts';
import { renderCreditNotePdf } from './credit-note-pdf.ts';
import { renderTaxInvoicePdf } from './tax-invoice-pdf.ts';

/**
 * Draws PDFs off the server's thread (receipts/pdf-drawing.ts starts it and hands it one drawing
 * at a time): calls the named drawing function, posts the bytes back. The drawings are imported
 * by name, not by a module URL, so the installed sandbox's bundle has this file as an entry of its
 * own (packages/sandbox/build.ts). It sits in tax/, the service that may import both receipts and tax.
 */
const DRAWINGS: Readonly<Record<DrawingName, (document: never) => Buffer>> = {
  receipt: renderReceiptPdf,
  taxInvoice: renderTaxInvoicePdf,
  creditNote: renderCreditNotePdf,
};

interface Job {
  id: number;
  name: DrawingName;
  document: never;
}

parentPort?.on('message', ({ id, name, document }: Job) => {
  try {
    parentPort?.postMessage({ id, pdf: DRAWINGS[name](document) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
