import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PREFIX, SelfStorageClient, type SelfStorageError, UPLOAD_MAX_BYTES } from '@self-storage/core';
import { endpoints } from '@self-storage/core/contract';
import { buildInvoicePaymentRequest } from '@self-storage/core/flow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  control,
  day,
  JPEG_BASE64,
  mails,
  newCustomer,
  PNG_BASE64,
  personal,
  startSandbox,
  storageBody,
  type TestSandbox,
  verifyEmail,
} from './helpers.ts';

let sb: TestSandbox;
beforeAll(async () => {
  // Every upload here comes from loopback: the per-address limit is shown by a sandbox of its own.
  sb = await startSandbox({
    throttle: { addressUploads: { free: 1000, baseMs: 60_000, maxMs: 60_000, windowMs: 60_000 } },
  });
});
afterAll(() => sb.close());

const DAY_MS = 24 * 60 * 60 * 1000;

/** Sessions last 12 hours: after the clock moves a month, the customer logs in again. */
const relogin = (email: string) => sb.client.customer.login({ username: email, password: 'Secret-123' });

const company = async (email: string, legalNumber: string, where = sb): Promise<string> => {
  await verifyEmail(where, email);
  await where.client.customer.register(
    personal(email, {
      customerTypeId: 2,
      companyName: 'Siam Trading Co., Ltd.',
      companyDirector: 'Malee Suksan',
      legalNumber,
      personId: legalNumber,
    }),
  );
  return where.client.customer.login({ username: email, password: 'Secret-123' });
};

/** A small real PDF: header, one empty page, trailer and end-of-file marker. */
const PDF_BASE64 = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
).toString('base64');

describe('withholding tax (extension)', () => {
  it('charges a company net of 5% withheld from the amount before VAT, to the satang, on QR and card', async () => {
    const token = await company('accounts@withholding.example', '0105561234567');
    // Unit 13, 2 sqm at 1,960 baht a month, three months in instalments: bill 1 carries the fees.
    const body = await storageBody(sb, token, 13, day(1), day(90), { instalments: true });
    const { booking, customerServiceId } = await sb.client.booking.store({ ...body, withholding: true });
    const [bill1, bill2] = booking.invoices;
    if (!bill1 || !bill2) throw new Error('two bills expected');

    const qr = await sb.client.payment.qrCheckout(buildInvoicePaymentRequest(booking, token));
    // Bill 1: 2,160.00 rent and fees (VAT included) + 500.00 key card deposit = 2,660.00.
    // VAT 2,160.00 × 7/107 = 141.31; before VAT 2,018.69; 5% of it 100.93; 2,660.00 − 100.93 = 2,559.07.
    expect(bill1.amount).toBe(2660);
    expect(qr.withholding).toEqual({
      rate_percent: 5,
      gross: 2660,
      vat: 141.31,
      base: 2018.69,
      withheld: 100.93,
      net: 2559.07,
    });
    expect(qr.amount).toBe(2559.07);
    // The PromptPay QR itself is for the net (EMVCo tag 54, length 07).
    expect(qr.qrCode.payload).toContain('54072559.07');
    expect((await control(sb, `/sandbox/payments/${qr.uuid}/pay`)).status).toBe(200);

    const documents = await sb.client.tax.documents({ token, customer_service_id: customerServiceId });
    expect(documents.withholding_rate_percent).toBe(5);
    expect(documents.withholding_bookings).toEqual([customerServiceId]);
    expect(documents.bills).toEqual([
      {
        invoice_id: bill1.id,
        customerService_id: customerServiceId,
        tax_invoice: null,
        withholding: {
          rate_percent: 5,
          gross: 2660,
          vat: 141.31,
          base: 2018.69,
          withheld: 100.93,
          net: 2559.07,
          certificate: 'missing',
          certificate_due: day(30),
          certificate_filename: null,
        },
      },
    ]);
    const mail = (await mails(sb, 'accounts@withholding.example')).at(-1);
    expect(mail?.text).toContain(
      'Withholding tax 5% of 2,018.69 baht (before VAT): 2,660.00 baht − 100.93 baht = 2,559.07 baht paid',
    );
    expect(mail?.text).toContain(`certificate (50 Tawi) by`);

    // Bill 2 falls due 30 days on; the choice holds for the kiosk too, and a card page made now charges the net.
    sb.advance(31 * DAY_MS);
    const later = await relogin('accounts@withholding.example');
    const choice = await sb.client.tax.withholding({ token: later, customer_service_id: customerServiceId });
    // Bill 2: 1,960.00 rent; VAT 128.22; before VAT 1,831.78; 5% 91.59; net 1,868.41.
    expect(choice).toEqual({
      withholding: true,
      due: { rate_percent: 5, gross: 1960, vat: 128.22, base: 1831.78, withheld: 91.59, net: 1868.41 },
    });
    const cardUrl = await sb.client.payment.cardCheckout({ customerInvoiceIds: [bill2.id], tokenu: later });
    expect(await (await fetch(cardUrl)).text()).toContain('1,868.41');
    // Paying in full instead: the pending net card payment is not handed back for it.
    const full = await sb.client.payment.qrCheckout({
      customerInvoiceIds: [bill2.id],
      tokenu: later,
      withholding: false,
    });
    expect(full.amount).toBe(1960);
    expect(full.withholding).toBeUndefined();
    sb.advance(-31 * DAY_MS);
  });

  it('pays a kiosk bill net when the booking pays net', async () => {
    const token = await company('kiosk@withholding.example', '0105561234568');
    const body = await storageBody(sb, token, 14, day(1), day(6), { method: 4 });
    const { booking } = await sb.client.booking.store({ ...body, withholding: true });
    const paid = await control(sb, `/sandbox/kiosk/${booking.payment_reference}/pay`);
    // One bill of 6 days' rent and fees, the key card deposit among them.
    const gross = booking.amount_due;
    const deposits = 500;
    const services = Math.round((gross - deposits) * 100);
    const vat = Math.round((services * 7) / 107);
    const withheld = Math.round(((services - vat) * 5) / 100);
    expect(paid.body.amount).toBe((Math.round(gross * 100) - withheld) / 100);
  });

  it('refuses withholding to a person', async () => {
    const token = await newCustomer(sb, 'person@withholding.example');
    const body = await storageBody(sb, token, 15, day(1), day(20));
    const refusal = await sb.client.booking.store({ ...body, withholding: true }).catch((e: unknown) => e);
    expect((refusal as SelfStorageError).message).toMatch(/corporate accounts only/);
    const documents = await sb.client.tax.documents({ token });
    expect(documents.withholding_rate_percent).toBeNull();
  });
});

describe('the withholding certificate (extension)', () => {
  const paidNet = async (
    email: string,
    legal: string,
    unit: number,
    start = day(1),
    end = day(20),
    where = sb,
  ) => {
    const token = await company(email, legal, where);
    const body = await storageBody(where, token, unit, start, end);
    const { booking, customerServiceId } = await where.client.booking.store({ ...body, withholding: true });
    const { uuid } = await where.client.payment.qrCheckout(buildInvoicePaymentRequest(booking, token));
    await control(where, `/sandbox/payments/${uuid}/pay`);
    const bill = booking.invoices[0];
    if (!bill) throw new Error('no bill');
    return { token, bill, customerServiceId };
  };

  it('takes a PDF, JPG or PNG, and refuses one too large or not an image or PDF', async () => {
    const { token, bill } = await paidNet('cert@withholding.example', '0105561234569', 16);
    const upload = (file: string, filename = 'cert.pdf') =>
      sb.client.tax
        .uploadCertificate({ token, invoice_id: bill.id, filename, file })
        .catch((e: unknown) => e as SelfStorageError);

    const tooLarge = await upload(Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x25).toString('base64'));
    expect((tooLarge as SelfStorageError).message).toMatch(/larger than 2 MB/);
    const html = await upload(
      Buffer.from('<html><body>50 tawi</body></html>').toString('base64'),
      'cert.html',
    );
    expect((html as SelfStorageError).message).toMatch(/must be a PDF, or a JPG or PNG image, that opens/);
    const brokenPdf = await upload(Buffer.from('%PDF-1.4\n<script>').toString('base64'));
    expect((brokenPdf as SelfStorageError).message).toMatch(/must be a PDF/);
    const brokenPng = await upload(PNG_BASE64.slice(0, 40), 'cert.png');
    expect((brokenPng as SelfStorageError).message).toMatch(/JPG or PNG image that opens/);

    expect(await upload(JPEG_BASE64, 'cert.jpg')).toMatchObject({
      certificate: 'received',
      certificate_filename: 'cert.jpg',
    });
    expect(await upload(PDF_BASE64, '50-tawi.pdf')).toMatchObject({
      certificate: 'received',
      certificate_filename: '50-tawi.pdf',
    });
    const documents = await sb.client.tax.documents({ token });
    expect(documents.bills[0]?.withholding?.certificate).toBe('received');
  });

  it('marks a certificate missing past its 30 days overdue, and refuses one for a bill paid in full', async () => {
    const { token, bill } = await paidNet('late@withholding.example', '0105561234570', 15, day(1), day(6));
    const before = await sb.client.tax.documents({ token });
    expect(before.bills[0]?.invoice_id).toBe(bill.id);
    expect(before.bills[0]?.withholding?.certificate).toBe('missing');
    sb.advance(31 * DAY_MS);
    const after = await sb.client.tax.documents({ token: await relogin('late@withholding.example') });
    expect(after.bills[0]?.withholding?.certificate).toBe('overdue');
    sb.advance(-31 * DAY_MS);

    const person = await newCustomer(sb, 'full@withholding.example');
    const body = await storageBody(sb, person, 15, day(8), day(13));
    const { booking } = await sb.client.booking.store(body);
    const { uuid } = await sb.client.payment.qrCheckout(buildInvoicePaymentRequest(booking, person));
    await control(sb, `/sandbox/payments/${uuid}/pay`);
    const refusal = await sb.client.tax
      .uploadCertificate({
        token: person,
        invoice_id: booking.invoices[0]?.id ?? 0,
        filename: 'c.pdf',
        file: PDF_BASE64,
      })
      .catch((e: unknown) => e);
    expect((refusal as SelfStorageError).message).toMatch(/was not paid net of withholding tax/);
  });

  it('throttles certificate uploads by one account: past ten within half an hour, 429', async () => {
    const { token, bill } = await paidNet('often@withholding.example', '0105561234573', 11);
    const body = { token, invoice_id: bill.id, filename: 'cert.pdf', file: PDF_BASE64 };
    for (let i = 0; i < 10; i += 1) expect((await call(sb, 'withholdingCertificate', body)).ok).toBe(true);
    const res = await fetch(`${sb.url}${API_PREFIX}${endpoints.withholdingCertificate.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('throttles certificate uploads from one address, whatever the account', async () => {
    const small = await startSandbox({
      throttle: { addressUploads: { free: 2, baseMs: 60_000, maxMs: 60_000, windowMs: 60_000 } },
    });
    try {
      const one = await paidNet('one@withholding.example', '0105561234574', 16, day(1), day(20), small);
      const two = await paidNet('two@withholding.example', '0105561234575', 15, day(1), day(20), small);
      const upload = (owing: typeof one) =>
        call(small, 'withholdingCertificate', {
          token: owing.token,
          invoice_id: owing.bill.id,
          filename: 'cert.pdf',
          file: PDF_BASE64,
        });
      expect((await upload(one)).ok).toBe(true);
      expect((await upload(one)).ok).toBe(true);
      expect(await upload(two)).toMatchObject({ ok: false, code: 429 });
    } finally {
      await small.close();
    }
  });

  it('shows the withholding on the receipt and on the tax invoice: gross, VAT, withheld, net', async () => {
    const { token, bill } = await paidNet(
      'receipt@withholding.example',
      '0105561234571',
      14,
      day(8),
      day(13),
    );
    const thai = new SelfStorageClient({ baseUrl: sb.url, language: 'th' });
    const dir = mkdtempSync(join(tmpdir(), 'self-storage-withholding-'));
    const text = (pdf: Uint8Array, name: string) => {
      writeFileSync(join(dir, name), pdf);
      return execFileSync('pdftotext', ['-layout', join(dir, name), '-'], { encoding: 'utf8' })
        .normalize('NFKC')
        .replace(/[\p{Mn}\s]/gu, '');
    };
    const loose = (s: string) => s.normalize('NFKC').replace(/[\p{Mn}\s]/gu, '');
    const receipt = text((await thai.booking.receipt({ token, invoice_id: bill.id })).pdf, 'receipt.pdf');
    expect(receipt).toContain(loose('หักภาษี ณ ที่จ่าย 5% (ของยอดก่อนภาษีมูลค่าเพิ่ม)'));
    expect(receipt).toContain(loose('รับชำระสุทธิ'));
    const invoice = await thai.tax.invoice({ token, invoice_id: bill.id });
    expect(invoice.buyer).toMatchObject({
      kind: 'company',
      name: 'Siam Trading Co., Ltd.',
      tax_id: '0105561234571',
      branch: '00000',
    });
    const tax = text(invoice.pdf, 'tax-invoice.pdf');
    expect(tax).toContain(loose('เลขประจำตัวผู้เสียภาษี 0105561234571 (สำนักงานใหญ่)'));
    expect(tax).toContain(loose('หักภาษี ณ ที่จ่าย 5%'));
    expect(tax).toContain(loose('รับชำระสุทธิ'));
    const branch = await thai.tax.invoice({
      token,
      invoice_id: bill.id,
      buyer: { ...invoice.buyer, branch: '00002' },
    });
    expect(branch.replaces).toBe(invoice.tax_invoice_number);
    expect(text(branch.pdf, 'branch.pdf')).toContain(loose('(สาขาที่ 00002)'));
  });
});
