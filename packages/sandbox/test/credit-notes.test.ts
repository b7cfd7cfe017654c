import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Booking, SelfStorageClient } from '@self-storage/core';
import { toSatang } from '@self-storage/core/money';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  book,
  control,
  day,
  newCustomer,
  personal,
  RATE_2SQM,
  refused,
  START,
  startSandbox,
  storageBody,
  type TestSandbox,
  verifyEmail,
} from './helpers.ts';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());
// Each test moves the sandbox's clock; the next starts again from the same instant.
afterEach(() => {
  sb.clock.now = START;
});

const DAY = 24 * 60 * 60 * 1000;
// CREDIT_NOTES_DIR keeps the PDFs to look at (pdftoppm).
const dir = process.env.CREDIT_NOTES_DIR ?? mkdtempSync(join(tmpdir(), 'self-storage-credit-notes-'));

/** Without marks and spaces: pdftotext orders a Thai mark by where it is drawn (see tax-invoices.test.ts). */
const loose = (text: string): string => text.normalize('NFKC').replace(/[\p{Mn}\s]/gu, '');
const pdfText = (pdf: Uint8Array, name: string): string => {
  const path = join(dir, name);
  writeFileSync(path, pdf);
  return loose(execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }));
};

interface Message {
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

const outbox = async (email: string): Promise<Message[]> =>
  (
    (await (await fetch(`${sb.url}/sandbox/mail?to=${encodeURIComponent(email)}`)).json()) as {
      messages: Message[];
    }
  ).messages;

/** Moves the sandbox's clock by whole days and signs in again (a session does not last a month). */
const later = (days: number, email: string): Promise<string> => {
  sb.advance(days * DAY);
  return sb.client.customer.login({ username: email, password: 'Secret-123' });
};

/** A customer's 90-day booking of a 2 sqm unit from today, paid in one bill. */
const paidInOneBill = async (email: string, unit: number) => {
  const token = await newCustomer(sb, email);
  const { booking, customerServiceId: id } = await book(sb, token, unit, day(0), day(89));
  const { uuid } = await sb.client.payment.qrCheckout({
    tokenu: token,
    customerInvoiceIds: booking.due_invoice_ids,
  });
  expect((await control(sb, `/sandbox/payments/${uuid}/pay`)).status).toBe(200);
  return {
    token,
    id,
    booking: (await sb.client.booking.current({ token, customer_service_id: id })).booking,
  };
};

const deposits = (booking: Booking) =>
  booking.summary.details.extraFee
    .filter((fee) => fee.name_en === 'Key card deposit')
    .reduce((sum, fee) => sum + toSatang(fee.amount), 0);

// Each test pays, moves out and reads PDFs back: longer than the default 5 s on a busy machine.
describe('the credit note of a move-out refund (extension)', { timeout: 30_000 }, () => {
  it('is issued the day after the move-out date by the sandbox clock, cites the tax invoice, splits the VAT and is mailed', async () => {
    const email = 'refund.a@example.com';
    let { token, id, booking } = await paidInOneBill(email, 12);
    const bill = booking.invoices[0];
    if (!bill) throw new Error('no bill');
    const tax = await sb.client.tax.invoice({ token, invoice_id: bill.id });
    // Moving out on day 31: two rent months have begun, the third is refunded.
    const { account } = await sb.client.rental.moveOut({
      token,
      customer_service_id: id,
      move_out_date: day(31),
    });
    expect(account.refund).toBe(RATE_2SQM);
    expect((await outbox(email)).at(-1)?.text).toMatch(/refunded on .+ the day after the move-out date/);

    // On the move-out date itself the notice can still be withdrawn: nothing is refunded yet.
    token = await later(31, email);
    const early = await refused(sb, 'creditNote', { token, customer_service_id: id });
    expect(early.code).toBe(409);
    expect(early.message).toContain('the day after the move-out date');
    const before = await sb.client.booking.current({ token, customer_service_id: id });
    expect(before.booking.rental?.move_out?.credit_note).toBeNull();

    // The next day the refund is made: reading the booking issues the note and mails it.
    token = await later(1, email);
    const { booking: after } = await sb.client.booking.current({ token, customer_service_id: id });
    const named = after.rental?.move_out?.credit_note;
    expect(named).toEqual({ number: expect.stringMatching(/^CN-2026-\d{6}$/), issue_date: day(32) });

    const note = await sb.client.rental.creditNote({ token, customer_service_id: id });
    const refund = RATE_2SQM * 100;
    const vat = Math.round((refund * 7) / 107);
    expect(note).toMatchObject({
      credit_note_number: named?.number,
      issue_date: day(32),
      move_out_date: day(31),
      refund: RATE_2SQM,
      vat: vat / 100,
      base: (refund - vat) / 100,
      filename: `${named?.number}.pdf`,
    });
    expect(note.references).toEqual([
      {
        invoice_id: bill.id,
        installment_no: 1,
        document: 'tax_invoice',
        number: tax.tax_invoice_number,
        date: tax.issue_date,
        original: (toSatang(bill.amount) - deposits(booking)) / 100,
        refund: RATE_2SQM,
      },
    ]);
    const text = pdfText(note.pdf, 'note-en.pdf');
    expect(text).toContain('CreditNote');
    expect(text).toContain(note.credit_note_number);
    expect(text).toContain(tax.tax_invoice_number);
    expect(text).toContain('1,960.00');
    expect(text).toContain(((refund - vat) / 100).toLocaleString('en', { minimumFractionDigits: 2 }));

    const mails = (await outbox(email)).filter((m) => m.subject.includes(note.credit_note_number));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.attachments.map((a) => a.filename)).toEqual([note.filename]);
    const mailed = pdfText(Buffer.from(mails[0]?.attachments[0]?.content ?? '', 'base64'), 'note-mail.pdf');
    expect(mailed).toContain(note.credit_note_number);

    // Asked again, later, it is the same document; no second mail.
    token = await later(10, email);
    const again = await sb.client.rental.creditNote({ token, customer_service_id: id });
    expect(Buffer.from(again.pdf).equals(Buffer.from(note.pdf))).toBe(true);
    await sb.client.booking.history({ token });
    expect((await outbox(email)).filter((m) => m.subject.includes(note.credit_note_number))).toHaveLength(1);
  });

  it('cites the receipt of a bill with no tax invoice, and reads in Thai', async () => {
    const email = 'refund.b@example.com';
    const { token: first, id } = await paidInOneBill(email, 13);
    await sb.client.rental.moveOut({ token: first, customer_service_id: id, move_out_date: day(40) });
    const token = await later(41, email);
    // Moving the clock through the sandbox's control issues what fell due meanwhile.
    expect((await control(sb, '/sandbox/clock', { advance: '1m' })).status).toBe(200);
    const th = new SelfStorageClient({ baseUrl: sb.url, language: 'th' });
    const note = await th.rental.creditNote({ token, customer_service_id: id });
    expect(note.issue_date).toBe(day(41));
    expect(note.references).toHaveLength(1);
    expect(note.references[0]).toMatchObject({
      document: 'receipt',
      number: expect.stringMatching(/^RC-2026-/),
    });
    const text = pdfText(note.pdf, 'note-th.pdf');
    expect(text).toContain(loose('ใบลดหนี้'));
    expect(text).toContain(note.references[0]?.number);
  });

  it('refunds nothing after a withdrawal: no credit note, no mail', async () => {
    const email = 'refund.c@example.com';
    const { token: first, id } = await paidInOneBill(email, 14);
    await sb.client.rental.moveOut({ token: first, customer_service_id: id, move_out_date: day(31) });
    await sb.client.rental.withdrawMoveOut({ token: await later(31, email), customer_service_id: id });
    const token = await later(1, email);
    const { booking } = await sb.client.booking.current({ token, customer_service_id: id });
    expect(booking.rental?.move_out).toBeNull();
    const refusal = await refused(sb, 'creditNote', { token, customer_service_id: id });
    expect(refusal.code).toBe(404);
    expect((await outbox(email)).some((m) => /credit note|ใบลดหนี้/i.test(m.subject))).toBe(false);
  });

  it("makes out a company's note to the company, and refunds in full a bill paid net of withholding", async () => {
    const email = 'refund.company@example.com';
    await verifyEmail(sb, email);
    const legalNumber = '0105569876543';
    await sb.client.customer.register(
      personal(email, {
        customerTypeId: 2,
        companyName: 'Siam Storage Trading Co., Ltd.',
        companyDirector: 'Malee Suksan',
        legalNumber,
        personId: legalNumber,
      }),
    );
    const first = await later(0, email);
    const body = await storageBody(sb, first, 16, day(0), day(89));
    const { booking, customerServiceId: id } = await sb.client.booking.store({ ...body, withholding: true });
    const qr = await sb.client.payment.qrCheckout({
      tokenu: first,
      customerInvoiceIds: booking.due_invoice_ids,
    });
    // Paid net: the company withheld 5% of the amount before VAT.
    expect(qr.withholding?.withheld).toBeGreaterThan(0);
    expect((await control(sb, `/sandbox/payments/${qr.uuid}/pay`)).status).toBe(200);
    await sb.client.rental.moveOut({ token: first, customer_service_id: id, move_out_date: day(31) });
    const token = await later(32, email);
    const note = await sb.client.rental.creditNote({ token, customer_service_id: id });
    expect(note.buyer).toEqual({
      kind: 'company',
      name: 'Siam Storage Trading Co., Ltd.',
      address: expect.any(String),
      tax_id: legalNumber,
      branch: '00000',
    });
    // A refund is no payment for a service: nothing is withheld from it.
    expect(note.refund).toBe(RATE_2SQM);
    const text = pdfText(note.pdf, 'note-company.pdf');
    expect(text).toContain(loose('Siam Storage Trading Co., Ltd.'));
    expect(text).toContain(loose(`Tax ID ${legalNumber} (Head office)`));
    expect(text).toContain(
      loose('paid net of withholding tax: the full amount of this credit note is refunded'),
    );
  });

  it("answers another customer's booking as if it did not exist", async () => {
    const email = 'refund.d@example.com';
    const { token: first, id } = await paidInOneBill(email, 15);
    await sb.client.rental.moveOut({ token: first, customer_service_id: id, move_out_date: day(31) });
    const token = await later(32, email);
    expect((await sb.client.rental.creditNote({ token, customer_service_id: id })).refund).toBe(RATE_2SQM);
    const stranger = await newCustomer(sb, 'refund.e@example.com');
    const refusal = await refused(sb, 'creditNote', { token: stranger, customer_service_id: id });
    expect(refusal.code).toBe(404);
    expect(refusal.message).toContain(`No booking ${id}`);
  });
});
