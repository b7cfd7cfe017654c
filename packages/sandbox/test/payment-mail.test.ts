import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatDate } from '@self-storage/core/dates';
import { buildInvoicePaymentRequest } from '@self-storage/core/flow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  book,
  control,
  day,
  demoToken,
  personal,
  startSandbox,
  type TestSandbox,
  verifyEmail,
} from './helpers.ts';

let sb: TestSandbox;
let token: string;
beforeAll(async () => {
  sb = await startSandbox();
  token = await demoToken(sb);
});
afterAll(() => sb.close());

interface Message {
  id: number;
  subject: string;
  text: string;
  html?: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

describe('the payment mail', () => {
  it('comes in the registered language as text and HTML, with the PDF receipt attached', async () => {
    const { booking } = await book(sb, token, 13, day(1), day(20));
    const { uuid } = await sb.client.payment.qrCheckout(buildInvoicePaymentRequest(booking, token));
    expect((await control(sb, `/sandbox/payments/${uuid}/pay`)).status).toBe(200);

    const outbox = (await (await fetch(`${sb.url}/sandbox/mail?to=demo@example.com`)).json()) as {
      messages: Message[];
    };
    const mail = outbox.messages.at(-1);
    if (!mail) throw new Error('no mail');
    // The demo customer registered in Thai.
    expect(mail.subject).toBe(`ได้รับชำระเงินสำหรับการจอง ${booking.booking_number}`);
    expect(mail.text).toContain('รับคีย์การ์ดได้ที่สาขา');
    expect(mail.html).toMatch(/^<!doctype html><html lang="th">/);
    expect(mail.html).toContain(booking.booking_number);
    expect(mail.html).toContain('24 ชั่วโมง');
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment?.filename).toMatch(/^RC-\d{4}-\d{6}\.pdf$/);
    expect(attachment?.contentType).toBe('application/pdf');
    const path = join(mkdtempSync(join(tmpdir(), 'self-storage-mail-')), 'receipt.pdf');
    writeFileSync(path, Buffer.from(attachment?.content ?? '', 'base64'));
    const pdf = execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' }).normalize('NFKC');
    expect(pdf).toContain('ใบเสร็จรับเงิน');
    expect(pdf).toContain(booking.booking_number);

    // The mail viewer shows the HTML part as a page.
    const viewed = await fetch(`${sb.url}/sandbox/mail/${mail.id}`);
    expect(viewed.status).toBe(200);
    expect(viewed.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await viewed.text()).toBe(mail.html);
    // Its own policy: the mail's inline styles apply, still no script; other pages keep theirs.
    const policy = viewed.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("style-src 'unsafe-inline'");
    expect(policy).toContain("script-src 'none'");
    expect(policy).toContain("default-src 'none'");
    expect((await fetch(`${sb.url}/sandbox/docs`)).headers.get('content-security-policy')).toContain(
      "style-src 'self';",
    );
    expect((await fetch(`${sb.url}/sandbox/mail/999999`)).status).toBe(404);
  });

  it('the booking mail has an HTML part too, its re-payment link a link', async () => {
    const { booking } = await book(sb, token, 14, day(1), day(20));
    const outbox = (await (await fetch(`${sb.url}/sandbox/mail?to=demo@example.com`)).json()) as {
      messages: Message[];
    };
    const mail = outbox.messages.find((m) => m.subject === `สร้างการจอง ${booking.booking_number} แล้ว`);
    expect(mail?.html).toMatch(/^<!doctype html><html lang="th">/);
    expect(mail?.html).toContain(booking.booking_number);
    // What was booked: branch, unit and dates, in the customer's (Thai) wording.
    expect(mail?.text).toContain(`ห้อง ${booking.unit.aliasName} อาคาร ${booking.buildingVolume}`);
    expect(mail?.text).toContain(`สาขา${booking.project.name_th}`);
    expect(mail?.text).toContain(`ระยะเวลาเช่า ${formatDate(booking.customerServiceStartDt, 'th')} ถึง `);
    const link = /ชำระเงินสำหรับการจองนี้: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(link).toMatch(/^http/);
    expect(mail?.html).toContain(`<a href="${link.replaceAll('&', '&#38;')}" data-action`);
    expect(mail?.attachments).toEqual([]);
  });

  it('comes in English to a company that registered in English, its receipt naming the company and its registration number', async () => {
    const email = 'accounts@siam-trading.example';
    await verifyEmail(sb, email);
    // The test client speaks English: the account registers in English.
    await sb.client.customer.register(
      personal(email, {
        customerTypeId: 2,
        companyName: 'Siam Trading Co., Ltd.',
        companyDirector: 'Malee Suksan',
        legalNumber: '0105561234567',
        personId: '0105561234567',
      }),
    );
    const company = await sb.client.customer.login({ username: email, password: 'Secret-123' });
    const { booking } = await book(sb, company, 15, day(1), day(20));
    const { uuid } = await sb.client.payment.qrCheckout(buildInvoicePaymentRequest(booking, company));
    expect((await control(sb, `/sandbox/payments/${uuid}/pay`)).status).toBe(200);
    const outbox = (await (await fetch(`${sb.url}/sandbox/mail?to=${email}`)).json()) as {
      messages: Message[];
    };
    const mail = outbox.messages.at(-1);
    expect(mail?.subject).toBe(`Payment received for booking ${booking.booking_number}`);
    expect(mail?.html).toMatch(/^<!doctype html><html lang="en">/);
    // A company has no ID card of its own: its director, or someone it authorises, comes for the card.
    expect(mail?.text).toContain(
      "your company's director, or a person the company authorises in writing, collects the key card at the branch",
    );
    const path = join(mkdtempSync(join(tmpdir(), 'self-storage-mail-')), 'receipt.pdf');
    writeFileSync(path, Buffer.from(mail?.attachments[0]?.content ?? '', 'base64'));
    const pdf = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    expect(pdf).toContain('Receipt');
    expect(pdf).toContain('Customer: Siam Trading Co., Ltd.');
    expect(pdf).toContain('Company registration no. 0105561234567');
    expect(pdf).toContain('Deposits (no VAT)');
  });
});
