import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SelfStorageClient } from '@self-storage/core';
import { buildInvoicePaymentRequest } from '@self-storage/core/flow';
import type { Sandbox } from '@self-storage/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cli, createCli } from './support/cli.ts';
import { DEMO, dates, thaiId, uniqueEmail } from './support/fixtures.ts';
import { startTestSandbox } from './support/sandbox.ts';

let sandbox: Sandbox;
let cli: Cli;
let client: SelfStorageClient;
const dir = mkdtempSync(join(tmpdir(), 'self-storage-tax-cli-'));
const { start, end } = dates(20);

beforeAll(async () => {
  sandbox = await startTestSandbox();
  cli = createCli(sandbox.url);
  client = new SelfStorageClient({ baseUrl: sandbox.url, language: 'en' });
});
afterAll(() => sandbox.close());

const control = (path: string) =>
  fetch(`${sandbox.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' } });

/** Books a free 2 sqm unit for the token's account, paid in full by QR, net of withholding if asked. */
const bookFor = async (token: string, withholding = false) => {
  const selection = {
    project_id: 1,
    open_service_id: 1,
    open_service_model_id: 2,
    start_date: start,
    end_date: end,
  };
  const unit = (await client.catalogue.units(selection)).units[0];
  if (!unit) throw new Error('no free unit');
  const data = await client.booking.calculate({
    ...selection,
    unit_id: unit.unit_id,
    is_reccuring: 0,
    is_reccuringcheck: 0,
    is_paymentcheck: 1,
    promo_code: '',
  });
  const { booking } = await client.booking.store({
    payment_method: 1,
    isInstallment: 1,
    start_date: start,
    end_date: end,
    unit_id: unit.unit_id,
    token,
    data,
    totalOrange: data.total_after_discount,
    withholding,
  });
  return booking;
};

/** Books as bookFor does and pays the bill by QR through the sandbox. */
const paidBill = async (token: string, withholding = false) => {
  const booking = await bookFor(token, withholding);
  const qr = await client.payment.qrCheckout(buildInvoicePaymentRequest(booking, token));
  expect((await control(`/sandbox/payments/${qr.uuid}/pay`)).status).toBe(200);
  return { booking, invoiceId: booking.invoices[0]?.id ?? 0 };
};

/** A company account, registered and logged in through the SDK. */
const company = async () => {
  const email = uniqueEmail('company');
  await client.customer.sendOtp({ email });
  const mail = (await (await fetch(`${sandbox.url}/sandbox/mail?to=${email}`)).json()) as {
    messages: { text: string }[];
  };
  const otp = /\b(\d{6})\b/.exec(mail.messages.at(-1)?.text ?? '')?.[1] ?? '';
  await client.customer.verifyOtp({ email, otp });
  const legal = thaiId();
  await client.customer.register({
    customerTypeId: 2,
    personTypeId: 1,
    firstname: 'Malee',
    lastname: 'Suksan',
    companyDirector: 'Malee Suksan',
    companyName: 'Siam Trading Co., Ltd.',
    fullAddress: '99 Rama IV Road, Bangkok 10110',
    email,
    phone: `08${legal.slice(3, 11)}`,
    legalNumber: legal,
    password: 'Secret-123',
    personId: legal,
    attachFile:
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  });
  return { email, token: await client.customer.login({ username: email, password: 'Secret-123' }) };
};

const pdfText = (path: string) =>
  execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' })
    .normalize('NFKC')
    .replace(/[\p{Mn}\s]/gu, '');
const loose = (text: string) => text.normalize('NFKC').replace(/[\p{Mn}\s]/gu, '');

describe('self-storage tax-invoice', () => {
  it('saves the tax invoice of a paid bill, the same one when asked again, and a replacement for a correction', async () => {
    const token = await client.customer.login({ username: DEMO.email, password: DEMO.password });
    const { booking, invoiceId } = await paidBill(token);
    expect((await cli.run(['login', '--email', DEMO.email, '--password', DEMO.password])).code).toBe(0);

    const out = join(dir, 'tax-invoice.pdf');
    const saved = await cli.run(['--lang', 'th', 'tax-invoice', String(invoiceId), '--out', out]);
    expect(saved.code).toBe(0);
    const [, number = ''] = /^บันทึกใบกำกับภาษี (TI-\d{4}-\d{6}) ไว้ที่ /.exec(saved.stdout) ?? [];
    expect(number).not.toBe('');
    const text = pdfText(out);
    expect(text).toContain(loose('ใบเสร็จรับเงิน/ใบกำกับภาษี'));
    expect(text).toContain(loose(`เลขที่ ${number}`));
    expect(text).toContain(booking.booking_number);

    const again = await cli.json<{ taxInvoiceNumber: string; replaces: string | null; path: string }>([
      'tax-invoice',
      String(invoiceId),
      '--out',
      out,
    ]);
    expect(again).toMatchObject({ taxInvoiceNumber: number, replaces: null, path: out });

    const corrected = await cli.run([
      '--lang',
      'en',
      'tax-invoice',
      String(invoiceId),
      '--out',
      join(dir, 'corrected.pdf'),
      '--buyer-address',
      '1 Silom Road, Bang Rak, Bangkok 10500',
    ]);
    expect(corrected.code).toBe(0);
    expect(corrected.stdout).toMatch(/^Tax invoice TI-\d{4}-\d{6} saved to .+corrected\.pdf\n/);
    expect(corrected.stdout).toContain(`It replaces tax invoice ${number}, which is cancelled.`);
    expect(pdfText(join(dir, 'corrected.pdf'))).toContain(loose('1 Silom Road, Bang Rak, Bangkok 10500'));

    const refused = await cli.run(['--lang', 'en', 'tax-invoice', String(invoiceId), '--buyer-branch', '12']);
    expect(refused.code).toBe(2);
  });

  it('withholding-certificate uploads the certificate of a bill paid net; a text file is refused', async () => {
    const { email, token } = await company();
    const { invoiceId } = await paidBill(token, true);
    expect((await cli.run(['login', '--email', email, '--password', 'Secret-123'])).code).toBe(0);

    const pdf = join(dir, '50-tawi.pdf');
    // The smallest well-formed PDF: a catalog, its cross-reference table, trailer and startxref.
    const header = '%PDF-1.4\n';
    const catalog = '1 0 obj<</Type/Catalog>>endobj\n';
    const table = `xref\n0 2\n0000000000 65535 f \n${String(header.length).padStart(10, '0')} 00000 n \n`;
    const trailer = `trailer<</Size 2/Root 1 0 R>>\nstartxref\n${header.length + catalog.length}\n%%EOF\n`;
    writeFileSync(pdf, `${header}${catalog}${table}${trailer}`);
    const uploaded = await cli.run(['--lang', 'th', 'withholding-certificate', String(invoiceId), pdf]);
    expect(uploaded.code).toBe(0);
    expect(uploaded.stdout).toBe('ได้รับหนังสือรับรองการหักภาษี ณ ที่จ่าย 50-tawi.pdf แล้ว\n');

    const note = join(dir, 'note.txt');
    writeFileSync(note, 'not a certificate');
    const refused = await cli.run(['--lang', 'en', 'withholding-certificate', String(invoiceId), note]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('must be a PDF, or a JPG or PNG image, that opens');
  });
  it('statement names what a company paying net pays now: the net beside the gross due', async () => {
    const { email, token } = await company();
    const booking = await bookFor(token, true);
    const statement = await client.rental.statement({
      token,
      customer_service_id: booking.customerService_id,
    });
    expect(statement.due_now.withheld).toBeGreaterThan(0);
    expect((await cli.run(['login', '--email', email, '--password', 'Secret-123'])).code).toBe(0);
    const english = await cli.run(['--lang', 'en', 'statement', String(booking.customerService_id)]);
    const net = statement.due_now.net.toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(english.stdout).toMatch(new RegExp(`Pay now, net of withholding +${net.replace(/[.]/g, '\\.')}`));
    const thai = await cli.run(['--lang', 'th', 'statement', String(booking.customerService_id)]);
    expect(thai.stdout).toContain('ชำระตอนนี้หลังหัก ณ ที่จ่าย');
  });
});
