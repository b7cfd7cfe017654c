import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SelfStorageClient, SelfStorageError } from '@self-storage/core';
import { buildInvoicePaymentRequest } from '@self-storage/core/flow';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  book,
  control,
  day,
  demoToken,
  personal,
  refused,
  startSandbox,
  type TestSandbox,
  verifyEmail,
} from './helpers.ts';

let sb: TestSandbox;
let token: string;
let thai: SelfStorageClient;
beforeAll(async () => {
  sb = await startSandbox();
  token = await demoToken(sb);
  thai = new SelfStorageClient({ baseUrl: sb.url, language: 'th' });
});
afterAll(() => sb.close());

const dir = process.env.TAX_PDF_DIR ?? mkdtempSync(join(tmpdir(), 'self-storage-tax-'));

const save = (pdf: Uint8Array, name: string): string => {
  const path = join(dir, name);
  writeFileSync(path, pdf);
  return path;
};

/**
 * The text of a PDF as poppler's pdftotext reads it back, for comparing with `loose`: pdftotext
 * orders a Thai mark the font moved (a tone mark over an upper vowel, as in ซื้อ) by where it is
 * drawn, not after its consonant, so marks and spaces are left out of both sides. How the page
 * looks is checked by rendering it (pdftoppm), not here.
 */
const loose = (text: string): string => text.normalize('NFKC').replace(/[\p{Mn}\s]/gu, '');
const pdfText = (pdf: Uint8Array, name: string): string =>
  loose(execFileSync('pdftotext', ['-layout', save(pdf, name), '-'], { encoding: 'utf8' }));

const paidBill = async (unitId: number) => {
  const { booking } = await book(sb, token, unitId, day(1), day(70), { instalments: true });
  const { uuid } = await sb.client.payment.qrCheckout(buildInvoicePaymentRequest(booking, token));
  expect((await control(sb, `/sandbox/payments/${uuid}/pay`)).status).toBe(200);
  const invoice = booking.invoices[0];
  if (!invoice) throw new Error('no invoice');
  return { booking, invoice };
};

/** The e-Tax XML embedded in a tax invoice's PDF, as pdfdetach saves it. */
const embeddedXml = (pdf: Uint8Array, name: string): string => {
  const xmlPath = join(dir, `${name}.xml`);
  execFileSync('pdfdetach', ['-save', '1', '-o', xmlPath, save(pdf, `${name}.pdf`)]);
  return readFileSync(xmlPath, 'utf8');
};

/** XML 1.0's Char production: a document holding anything else does not parse. */
const XML_CHARS = /^[\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u;

/**
 * Characters registration refuses in a name and an address: C0 and C1 controls (NUL, ESC...),
 * zero-width and other format characters, bidirectional marks and overrides (U+202E prints a name
 * reversed), line and paragraph separators, and what XML 1.0 cannot hold at all.
 */
const HOSTILE = [
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u200e',
  '\u200f',
  '\u2060',
  '\ufeff',
  '\u2028',
  '\u2029',
  '\u202a',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2069',
  '\uffff',
  '\ud800',
];

describe('POST /booking/tax-invoice (extension)', () => {
  it('issues a full tax invoice of a paid bill with every particular the Revenue Code asks, in Thai', async () => {
    const { booking, invoice } = await paidBill(9);
    const issued = await thai.tax.invoice({ token, invoice_id: invoice.id });
    expect(issued.tax_invoice_number).toMatch(/^TI-2026-\d{6}$/);
    expect(issued.replaces).toBeNull();
    expect(issued.issue_date).toBe(sb.today());
    expect(issued.buyer).toEqual({
      kind: 'person',
      name: 'Somchai Jaidee',
      address: expect.any(String),
      tax_id: expect.stringMatching(/^\d{13}$/),
      branch: null,
    });
    const text = pdfText(issued.pdf, 'tax-invoice-th.pdf');
    const has = (expected: string) => expect(text).toContain(loose(expected));
    has('ใบเสร็จรับเงิน/ใบกำกับภาษี');
    has(`เลขที่ ${issued.tax_invoice_number}`);
    // Buddhist era.
    expect(text).toMatch(/วนท\d{1,2}ม\.ค\.2569/);
    has('บริษัท เซลฟ์สตอเรจ จำกัด');
    has('88 ถนนพระรามที่ 3');
    has('เลขประจำตัวผู้เสียภาษี 0105566012345 (สำนักงานใหญ่)');
    has('ผู้ซื้อ/ผู้รับบริการ: Somchai Jaidee');
    has(`เลขประจำตัวประชาชน ${issued.buyer.tax_id}`);
    has(issued.buyer.address);
    has('มูลค่าก่อนภาษี (บาท)');
    has('รวมมูลค่าก่อนภาษีมูลค่าเพิ่ม');
    has('ภาษีมูลค่าเพิ่ม 7%');
    has('จำนวนเงินรวมทั้งสิ้น');
    has(booking.booking_number);
    has(invoice.amount.toLocaleString('en-US', { minimumFractionDigits: 2 }));
  });

  it('answers the same document when asked again, and a correction issues a replacement citing it', async () => {
    const { invoice } = await paidBill(10);
    const first = await thai.tax.invoice({ token, invoice_id: invoice.id });
    const again = await thai.tax.invoice({ token, invoice_id: invoice.id });
    expect(again.tax_invoice_number).toBe(first.tax_invoice_number);
    expect(Buffer.from(again.pdf).equals(Buffer.from(first.pdf))).toBe(true);

    const corrected = await thai.tax.invoice({
      token,
      invoice_id: invoice.id,
      buyer: { ...first.buyer, name: 'Somchai Jaidee (Freelance design)' },
    });
    expect(corrected.tax_invoice_number).not.toBe(first.tax_invoice_number);
    expect(Number(corrected.tax_invoice_number.slice(-6))).toBe(
      Number(first.tax_invoice_number.slice(-6)) + 1,
    );
    expect(corrected.replaces).toBe(first.tax_invoice_number);
    const text = pdfText(corrected.pdf, 'tax-invoice-replacement-th.pdf');
    expect(text).toContain(loose(`ฉบับนี้ออกแทนใบกำกับภาษีเลขที่ ${first.tax_invoice_number}`));
    expect(text).toContain(loose('เหตุผล: ชื่อผู้ซื้อผิด'));
    expect(text).toContain(loose('ผู้ซื้อ/ผู้รับบริการ: Somchai Jaidee (Freelance design)'));

    // The replacement is now the bill's document, and the next invoice of this account is made out the same way.
    const latest = await thai.tax.invoice({ token, invoice_id: invoice.id });
    expect(latest.tax_invoice_number).toBe(corrected.tax_invoice_number);
    const documents = await sb.client.tax.documents({ token });
    expect(documents.buyer.name).toBe('Somchai Jaidee (Freelance design)');
    expect(documents.bills.find((b) => b.invoice_id === invoice.id)?.tax_invoice).toEqual({
      number: corrected.tax_invoice_number,
      issue_date: sb.today(),
      replaces: first.tax_invoice_number,
    });

    // Two details corrected at once: both are named, on the PDF and in the e-Tax XML's purpose.
    const twice = await thai.tax.invoice({
      token,
      invoice_id: invoice.id,
      buyer: { ...latest.buyer, name: 'Somchai Jaidee', address: '12 Sukhumvit Road, Bangkok 10110' },
    });
    expect(twice.replaces).toBe(corrected.tax_invoice_number);
    expect(pdfText(twice.pdf, 'tax-invoice-two-reasons-th.pdf')).toContain(
      loose('เหตุผล: ชื่อผู้ซื้อผิด และที่อยู่ผู้ซื้อผิด'),
    );
    const xml = embeddedXml(twice.pdf, 'tax-invoice-two-reasons');
    expect(xml).toContain('<ram:PurposeCode>TIVC99</ram:PurposeCode>');
    expect(xml).toContain('ชื่อผิด และที่อยู่ผิด');
  });

  it('is a PDF/A-3 file whose e-Tax XML pdfdetach finds, in English on request', async () => {
    const { invoice } = await paidBill(11);
    const issued = await sb.client.tax.invoice({ token, invoice_id: invoice.id });
    const path = save(issued.pdf, 'tax-invoice-en.pdf');
    const list = execFileSync('pdfdetach', ['-list', path], { encoding: 'utf8' });
    expect(list).toMatch(/1 embedded files/);
    expect(list).toContain('ETDA-invoice.xml');
    const xmlPath = join(dir, 'ETDA-invoice.xml');
    execFileSync('pdfdetach', ['-save', '1', '-o', xmlPath, path]);
    const xml = readFileSync(xmlPath, 'utf8');
    expect(xml).toContain('urn:etda:uncefact:data:standard:TaxInvoice_CrossIndustryInvoice:2');
    expect(xml).toContain(`<ram:ID>${issued.tax_invoice_number}</ram:ID>`);
    expect(xml).toContain('<ram:TypeCode>T03</ram:TypeCode>');
    // The standard's date-time: Bangkok's wall clock (UTC+7) to the second, no zone.
    const bangkokWall = new Date(sb.clock.now + 7 * 3_600_000).toISOString().slice(0, 19);
    expect(xml).toContain(`<ram:IssueDateTime>${bangkokWall}</ram:IssueDateTime>`);
    expect(xml).toContain(`<ram:CreationDateTime>${bangkokWall}</ram:CreationDateTime>`);
    expect(xml).toContain('<ram:ID schemeID="TXID">010556601234500000</ram:ID>');
    expect(xml).toContain(`<ram:GrandTotalAmount>${invoice.amount.toFixed(2)}</ram:GrandTotalAmount>`);
    const raw = Buffer.from(issued.pdf).toString('latin1');
    expect(raw).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(raw).toContain('/AFRelationship /Data');
    const text = pdfText(issued.pdf, 'tax-invoice-en-text.pdf');
    for (const expected of [
      'Receipt/Tax Invoice',
      'Tax ID 0105566012345 (Head office)',
      'Before VAT (baht)',
      'VAT 7%',
    ]) {
      expect(text).toContain(loose(expected));
    }
  });

  it("refuses in the buyer's fields what registration refuses, and writes XML that parses with & < > \" '", async () => {
    const { invoice } = await paidBill(13);
    const first = await sb.client.tax.invoice({ token, invoice_id: invoice.id });
    const { kind: _, ...buyer } = first.buyer;
    await verifyEmail(sb, 'buyer.hostile@example.com');
    for (const c of HOSTILE) {
      const label = `U+${c.codePointAt(0)?.toString(16).toUpperCase()}`;
      const registration = await refused(
        sb,
        'register',
        personal('buyer.hostile@example.com', { firstname: `Mal${c}ee` }),
      );
      expect(registration.message, label).toMatch(/^firstname contains control or invisible characters/);
      const asked = [
        { name: `Somchai${c}Jaidee` },
        { address: `99 Rama IV${c} Road` },
        { tax_id: `123456${c}7890123` },
        { branch: `00${c}000` },
      ];
      for (const field of asked) {
        const refusal = await refused(sb, 'taxInvoice', {
          token,
          invoice_id: invoice.id,
          buyer: { ...buyer, ...field },
        });
        expect(refusal.code, label).toBe(registration.code);
        const key = Object.keys(field)[0];
        // The name and address by registration's own rule and words; the IDs by the contract's digits.
        expect(refusal.message, label).toMatch(
          key === 'name' || key === 'address'
            ? registration.message.replace('firstname', `buyer.${key}`)
            : `Invalid request: buyer.${key}: `,
        );
      }
    }
    // Nothing refused was issued: the bill's document is still the first one.
    expect((await sb.client.tax.invoice({ token, invoice_id: invoice.id })).tax_invoice_number).toBe(
      first.tax_invoice_number,
    );

    const special = {
      ...buyer,
      name: `Somchai & "Jai" <dee> 'Design'`,
      address: `99 Rama IV Road & Soi "2" <rear> 'B'\nBangkok 10110`,
    };
    const corrected = await sb.client.tax.invoice({ token, invoice_id: invoice.id, buyer: special });
    expect(corrected.replaces).toBe(first.tax_invoice_number);
    const xml = embeddedXml(corrected.pdf, 'tax-invoice-special');
    expect(XML_CHARS.test(xml)).toBe(true);
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ parseTagValue: false }).parse(xml);
    const party =
      parsed['rsm:TaxInvoice_CrossIndustryInvoice']['rsm:SupplyChainTradeTransaction'][
        'ram:ApplicableHeaderTradeAgreement'
      ]['ram:BuyerTradeParty'];
    expect(party['ram:Name']).toBe(special.name);
    expect(party['ram:PostalTradeAddress']['ram:LineOne']).toBe(special.address);

    // A name kept from before these checks still makes a document that parses: what XML cannot hold is U+FFFD.
    sb.db
      .prepare('UPDATE tax_invoices SET buyer_name = ? WHERE number = ?')
      .run('Somchai\u0000Jaidee', corrected.tax_invoice_number);
    const kept = embeddedXml(
      (await sb.client.tax.invoice({ token, invoice_id: invoice.id })).pdf,
      'tax-invoice-kept',
    );
    expect(XML_CHARS.test(kept)).toBe(true);
    expect(XMLValidator.validate(kept)).toBe(true);
    expect(kept).toContain('<ram:Name>Somchai\uFFFDJaidee</ram:Name>');
  });

  it("refuses an unpaid bill, and a branch on a person's invoice", async () => {
    const { booking, invoice } = await paidBill(12);
    const unpaid = booking.invoices[1];
    if (!unpaid) throw new Error('no second bill');
    const refusal = await sb.client.tax.invoice({ token, invoice_id: unpaid.id }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(SelfStorageError);
    expect((refusal as SelfStorageError).message).toMatch(/a tax invoice is issued for a paid bill/);
    const branch = await sb.client.tax
      .invoice({
        token,
        invoice_id: invoice.id,
        buyer: { name: 'Somchai', address: 'Bangkok', tax_id: '1234567890123', branch: '00000' },
      })
      .catch((e: unknown) => e);
    expect((branch as SelfStorageError).message).toMatch(/A person has no branch/);
  });
});
