import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SelfStorageClient, SelfStorageError } from '@self-storage/core';
import { buildInvoicePaymentRequest } from '@self-storage/core/flow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, control, day, demoToken, startSandbox, type TestSandbox } from './helpers.ts';

let sb: TestSandbox;
let token: string;
beforeAll(async () => {
  sb = await startSandbox();
  token = await demoToken(sb);
});
afterAll(() => sb.close());

const dir = process.env.RECEIPTS_DIR ?? mkdtempSync(join(tmpdir(), 'self-storage-receipts-'));

/** The text of a PDF as poppler's pdftotext reads it back. */
const pdfText = (pdf: Uint8Array, name: string): string => {
  const path = join(dir, name);
  writeFileSync(path, pdf);
  // NFKC: the PDF writes SARA AM as its compatibility decomposition (see receipt-pdf.ts).
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }).normalize('NFKC');
};

/** A paid booking of the demo customer in instalments; its first invoice. */
const paidBooking = async (unitId: number) => {
  const { booking } = await book(sb, token, unitId, day(1), day(70), { instalments: true });
  const { uuid } = await sb.client.payment.qrCheckout(buildInvoicePaymentRequest(booking, token));
  expect((await control(sb, `/sandbox/payments/${uuid}/pay`)).status).toBe(200);
  const invoice = booking.invoices[0];
  if (!invoice) throw new Error('no invoice');
  return { booking, invoice };
};

describe('POST /booking/receipt (extension)', () => {
  it('answers the PDF receipt of a paid bill in Thai, with the booking number, the amount and Thai text', async () => {
    const { booking, invoice } = await paidBooking(11);
    const client = new SelfStorageClient({ baseUrl: sb.url, language: 'th' });
    const receipt = await client.booking.receipt({ token, invoice_id: invoice.id });
    expect(receipt.receiptNumber).toBe(`RC-2026-${String(invoice.id).padStart(6, '0')}`);
    expect(receipt.filename).toBe(`${receipt.receiptNumber}.pdf`);
    expect(new TextDecoder().decode(receipt.pdf.slice(0, 5))).toBe('%PDF-');
    const text = pdfText(receipt.pdf, 'receipt-th.pdf');
    const thai = (expected: string) => expect(text).toContain(expected.normalize('NFKC'));
    thai('ใบเสร็จรับเงิน');
    expect(text).toContain(booking.booking_number);
    expect(text).toContain(receipt.receiptNumber);
    thai('เลขประจำตัวผู้เสียภาษี 0105566012345');
    thai('ค่ามัดจำคีย์การ์ด');
    thai('ภาษีมูลค่าเพิ่ม 7%');
    expect(text).toContain(invoice.amount.toLocaleString('en-US', { minimumFractionDigits: 2 }));
    // Buddhist era in Thai.
    expect(text).toMatch(/วันที่ \d{1,2} .+ 25\d\d/);
    thai('บริษัท เซลฟ์สตอเรจ จำกัด');
    thai('จำนวนเงิน (บาท)');
    expect(text).toContain('Somchai Jaidee');
  });

  it("answers it in English too, and refuses an unpaid bill or another customer's", async () => {
    const { booking, invoice } = await paidBooking(12);
    const english = new SelfStorageClient({ baseUrl: sb.url, language: 'en' });
    const receipt = await english.booking.receipt({ token, invoice_id: invoice.id });
    const text = pdfText(receipt.pdf, 'receipt-en.pdf');
    expect(text).toContain('Receipt');
    expect(text).toContain('Tax ID 0105566012345');
    expect(text).toContain('Total paid');
    expect(text).toContain(booking.booking_number);
    expect(text).toMatch(/Paid by: QR code/);

    const unpaid = booking.invoices[1];
    if (!unpaid) throw new Error('no second bill');
    const refusal = await english.booking.receipt({ token, invoice_id: unpaid.id }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(SelfStorageError);
    expect((refusal as SelfStorageError).code).toBe('rejected');
  });
});
