import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SelfStorageClient } from '@self-storage/core';
import { formatDate } from '@self-storage/core/dates';
import { formatAmount, toSatang } from '@self-storage/core/money';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  book,
  day,
  newCustomer,
  personal,
  START,
  startSandbox,
  storageBody,
  type TestSandbox,
  verifyEmail,
} from './helpers.ts';
import { checkedStatement, payQr as payBills } from './support/statement-sums.ts';

let sb: TestSandbox;
let english: SelfStorageClient;
beforeAll(async () => {
  sb = await startSandbox();
  english = new SelfStorageClient({ baseUrl: sb.url, language: 'en' });
});
afterAll(() => sb.close());
afterEach(() => {
  sb.clock.now = START;
});

const dir = mkdtempSync(join(tmpdir(), 'self-storage-statement-documents-'));

/** A PDF's text as poppler reads it, without spaces or line breaks (a long line may wrap). */
const pdfText = (pdf: Uint8Array, name: string): string => {
  writeFileSync(join(dir, name), pdf);
  return loose(execFileSync('pdftotext', ['-layout', join(dir, name), '-'], { encoding: 'utf8' }));
};
const loose = (s: string) => s.normalize('NFKC').replace(/[\p{Mn}\s]/gu, '');
const baht = (amount: number) => formatAmount(toSatang(amount), 'en');
const period = (p: { start_date: string; end_date: string }) =>
  `${formatDate(p.start_date, 'en')} – ${formatDate(p.end_date, 'en')}`;

const login = (email: string) => sb.client.customer.login({ username: email, password: 'Secret-123' });

const statementOf = (token: string, id: number) => checkedStatement(sb, token, id);

const payQr = (token: string, ids: number[]) => payBills(sb, token, ids);

describe('receipts and tax invoices drawn from the rental account', { timeout: 60_000 }, () => {
  it("names an instalment's own month on its receipt, as the statement's bill has it", async () => {
    const email = 'documents.instalments@example.com';
    const token = await newCustomer(sb, email);
    const { booking, customerServiceId: id } = await book(sb, token, 9, day(0), day(89), {
      instalments: true,
    });
    await payQr(token, booking.due_invoice_ids);
    const first = await statementOf(token, id);
    const second = first.bills[1];
    if (!second) throw new Error('no second bill');
    sb.clock.now = Date.parse(`${second.due_date}T03:00:00Z`);
    const later = await login(email);
    await payQr(later, [second.id]);

    const s = await statementOf(later, id);
    const bill = s.bills.find((b) => b.id === second.id);
    expect(bill).toMatchObject({ n: 2, of: 3, status: 'paid' });
    if (!bill) throw new Error('no bill');
    // A month, not the whole rental.
    expect(bill.period).toEqual({ start_date: day(30), end_date: day(59) });
    const text = pdfText(
      (await english.booking.receipt({ token: later, invoice_id: bill.id })).pdf,
      'm2.pdf',
    );
    expect(text).toContain(loose(`(${period(bill.period)}), bill 2 of 3`));
    expect(text).not.toContain(loose(formatDate(day(89), 'en')));
    expect(text).toContain(loose(`Total paid ${baht(bill.amount)}`));
    const tax = await english.tax.invoice({ token: later, invoice_id: bill.id });
    expect(pdfText(tax.pdf, 'm2-tax.pdf')).toContain(loose(period(bill.period)));
  });

  it("names an extension's period and its own promotion, the discount with a minus sign", async () => {
    const token = await newCustomer(sb, 'documents.extension@example.com');
    const { booking, customerServiceId: id } = await book(sb, token, 10, day(0), day(29), {
      promo: 'WELCOME10',
    });
    await payQr(token, booking.due_invoice_ids);
    const body = { token, customer_service_id: id, end_date: day(89), promo_code: 'SAVE500' };
    const quote = await sb.client.rental.extendQuote(body);
    const extended = await sb.client.rental.extend({ ...body, totalOrange: quote.total_after_discount });
    await payQr(token, extended.booking.due_invoice_ids);

    const s = await statementOf(token, id);
    const bill = s.bills.find((b) => b.part.kind === 'extension');
    if (!bill) throw new Error('no extension bill');
    const discount = bill.lines.find((l) => l.kind === 'discount');
    expect(discount?.promotion?.name_en).toBeTruthy();
    expect(discount?.promotion?.name_en).not.toBe(s.parts[0]?.promotion?.name_en);
    const rent = bill.lines.find((l) => l.kind === 'rent');
    const text = pdfText((await english.booking.receipt({ token, invoice_id: bill.id })).pdf, 'ext.pdf');
    expect(text).toContain(
      loose(`, extension (${period(bill.period)}), bill 1 of 1 ${baht(rent?.amount ?? 0)}`),
    );
    expect(text).toContain(
      loose(`Discount (${discount?.promotion?.name_en}) −${baht(-(discount?.amount ?? 0))}`),
    );
    expect(text).not.toContain(loose(s.parts[0]?.promotion?.name_en ?? 'no promotion'));
    expect(text).toContain(loose(`Total paid ${baht(bill.amount)}`));
    // The tax invoice states what was charged for the line, its promotion named.
    const tax = pdfText((await english.tax.invoice({ token, invoice_id: bill.id })).pdf, 'ext-tax.pdf');
    expect(tax).toContain(loose(`Discount (${discount?.promotion?.name_en})`));
    expect(tax).toContain(loose(baht(bill.amount)));
  });

  it("shows a company's gross, withheld and net as the statement's payment", async () => {
    const email = 'documents.company@example.com';
    await verifyEmail(sb, email);
    await sb.client.customer.register(
      personal(email, {
        customerTypeId: 2,
        companyName: 'Siam Trading Co., Ltd.',
        companyDirector: 'Malee Suksan',
        legalNumber: '0105561234597',
        personId: '0105561234597',
      }),
    );
    const token = await login(email);
    const body = await storageBody(sb, token, 11, day(0), day(29));
    const { booking, customerServiceId: id } = await sb.client.booking.store({ ...body, withholding: true });
    await payQr(token, booking.due_invoice_ids);

    const s = await statementOf(token, id);
    const [payment] = s.payments;
    if (!payment) throw new Error('no payment');
    expect(payment.withheld).toBeGreaterThan(0);
    const text = pdfText(
      (await english.booking.receipt({ token, invoice_id: payment.bill_ids[0] ?? 0 })).pdf,
      'company.pdf',
    );
    expect(text).toContain(loose(`Total paid ${baht(payment.gross)}`));
    expect(text).toContain(loose(`−${baht(payment.withheld)}`));
    expect(text).toContain(loose(`Net received ${baht(payment.net)}`));
  });
});
