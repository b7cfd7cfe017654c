import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { API_PREFIX, SelfStorageClient, type SelfStorageError, UPLOAD_MAX_BYTES } from '@self-storage/core';
import { endpoints } from '@self-storage/core/contract';
import { buildInvoicePaymentRequest } from '@self-storage/core/flow';
import PDFDocument from 'pdfkit';
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

/** A PDF of these objects, numbered from 1 (the first the catalog), with a classic cross-reference table. */
const classicPdf = (objects: readonly string[]): Buffer => {
  let file = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = file.length;
    file += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = file.length;
  const entries = offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`;
  file += `trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(file, 'latin1');
};

/**
 * The same with a cross-reference stream (PDF 1.5): deflated, its rows PNG-predicted ("Up"), as
 * office suites and scanners save.
 */
const xrefStreamPdf = (objects: readonly string[]): Buffer => {
  let file = '%PDF-1.5\n';
  const offsets = objects.map((body, i) => {
    const at = file.length;
    file += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = file.length;
  const rows = [[0, 0, 0, 255], ...[...offsets, xref].map((at) => [1, at >> 8, at & 255, 0])];
  const predicted = rows.flatMap((row, r) => [
    2,
    ...row.map((b, i) => (b - (rows[r - 1]?.[i] ?? 0) + 256) & 255),
  ]);
  const data = deflateSync(Buffer.from(predicted));
  const size = objects.length + 2;
  const head = `${size - 1} 0 obj\n<</Type/XRef/Size ${size}/W[1 2 1]/Root 1 0 R/Filter/FlateDecode/DecodeParms<</Columns 4/Predictor 12>>/Length ${data.length}>>\nstream\n`;
  const tail = `\nendstream\nendobj\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.concat([Buffer.from(file + head, 'latin1'), data, Buffer.from(tail, 'latin1')]);
};

const ONE_PAGE = [
  '<</Type/Catalog/Pages 2 0 R>>',
  '<</Type/Pages/Kids[3 0 R]/Count 1>>',
  '<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>',
];

/** A small real PDF: header, one empty page, its cross-reference table, trailer and end-of-file marker. */
const PDF_BASE64 = classicPdf(ONE_PAGE).toString('base64');

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

  it('checks a PDF by its structure: a header and an end marker around anything else are refused', async () => {
    const { token, bill } = await paidNet('structure@withholding.example', '0105561234572', 12);
    const upload = (file: Buffer) =>
      call(sb, 'withholdingCertificate', {
        token,
        invoice_id: bill.id,
        filename: 'cert.pdf',
        file: file.toString('base64'),
      });
    const padded = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(1_500_000, 'A'),
      Buffer.from('\n%%EOF\n'),
    ]);
    const tableless = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    // The table places object 2 where object 7 begins.
    const misplaced = classicPdf(ONE_PAGE);
    misplaced.write('7', misplaced.indexOf('2 0 obj'), 'latin1');
    const rootless = Buffer.from(
      classicPdf(ONE_PAGE).toString('latin1').replace('/Root 1 0 R', '/Root 9 0 R'),
      'latin1',
    );
    for (const file of [padded, tableless, misplaced, rootless])
      expect(await upload(file)).toMatchObject({
        ok: false,
        code: 400,
        message: 'file must be a PDF, or a JPG or PNG image, that opens.',
      });
    const drawn = new PDFDocument();
    drawn.text('50 Tawi');
    drawn.end();
    const chunks: Buffer[] = [];
    for (let chunk = drawn.read() as Buffer | null; chunk !== null; chunk = drawn.read() as Buffer | null)
      chunks.push(chunk);
    for (const file of [classicPdf(ONE_PAGE), xrefStreamPdf(ONE_PAGE), Buffer.concat(chunks)])
      expect((await upload(file)).ok).toBe(true);
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
      // Locked out, the address is refused before its body is read: a body that is not even
      // JSON gets the 429, not the 400 that parsing it would give.
      const unread = await fetch(`${small.url}/api/self-storage/booking/withholding-certificate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: 'x'.repeat(1_000_000),
      });
      expect(unread.status).toBe(429);
      expect(Number(unread.headers.get('Retry-After'))).toBeGreaterThan(0);
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
