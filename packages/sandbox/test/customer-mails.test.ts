import { SelfStorageClient } from '@self-storage/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  book,
  control,
  day,
  mails,
  personal,
  phoneOf,
  startSandbox,
  type TestSandbox,
  thaiIdOf,
  verifyEmail,
} from './helpers.ts';

let sb: TestSandbox;
let thai: SelfStorageClient;
beforeAll(async () => {
  sb = await startSandbox();
  thai = new SelfStorageClient({ baseUrl: sb.url, language: 'th' });
});
afterAll(() => sb.close());

const corporate = (email: string) =>
  personal(email, {
    customerTypeId: 2,
    companyName: 'Siam Trading Co., Ltd.',
    companyDirector: 'Somchai Jaidee',
    legalNumber: thaiIdOf(`legal:${email}`),
    personId: thaiIdOf(`corp:${email}`),
    phone: phoneOf(`corp:${email}`),
  });

const occurrences = (haystack: string, needle: string) => haystack.split(needle).length - 1;

describe('the welcome mail', () => {
  it('greets a new customer in the language they registered in, with what to do next and every branch', async () => {
    const email = 'welcome.th@example.com';
    await verifyEmail(sb, email);
    await thai.customer.register(personal(email));
    const welcome = (await mails(sb, email)).at(-1);
    expect(welcome?.subject).toBe('ยินดีต้อนรับสู่บริการเช่าพื้นที่จัดเก็บของ');
    const body = welcome?.text ?? '';
    expect(body).toContain('เรียน คุณMalee Suksan');
    expect(body).toContain('สิ่งที่ทำได้ต่อจากนี้');
    for (const branch of ['สาขาไชน่าทาวน์', 'สาขาพระราม 3', 'สาขาพระราม 4', '215 ถนนเยาวราช'])
      expect(body).toContain(branch);
    expect(body).toMatch(/เริ่มจองห้อง: http:\/\/[^\s]+\/service$/m);
    // A Thai mail carries no English sentence, and the company paragraph is for companies only.
    expect(body.replace('Malee Suksan', '').replace(/https?:\/\/\S+/g, '')).not.toMatch(/[A-Za-z]{3,}/);
    expect(body).not.toContain('นิติบุคคล');
  });

  it('tells a company how it pays net and where its tax invoices are', async () => {
    const email = 'welcome.corp@example.com';
    await verifyEmail(sb, email);
    await sb.client.customer.register(corporate(email));
    const welcome = (await mails(sb, email)).at(-1);
    expect(welcome?.subject).toBe('Welcome to self-storage');
    expect(welcome?.text).toContain('Dear Siam Trading Co., Ltd.,');
    expect(welcome?.text).toContain('For companies: you can pay net of withholding tax');
    expect(welcome?.text).toContain('Rama 4\n1450 Rama 4 Road, Khlong Toei, Bangkok 10110');
  });

  it('is not sent for a refused registration', async () => {
    const email = 'welcome.refused@example.com';
    await verifyEmail(sb, email);
    const before = (await mails(sb, email)).length;
    await expect(sb.client.customer.register(personal(email, { password: 'short' }))).rejects.toThrow();
    expect((await mails(sb, email)).length).toBe(before);
  });
});

describe('the payment mail', () => {
  const payFirst = async (token: string, unit: number) => {
    const { booking } = await book(sb, token, unit, day(1), day(20));
    const qr = await sb.client.payment.qrCheckout({
      tokenu: token,
      customerInvoiceIds: booking.due_invoice_ids,
    });
    expect((await control(sb, `/sandbox/payments/${qr.uuid}/pay`)).status).toBe(200);
    return booking;
  };

  it('thanks the customer once, and a person collects the key card with their own ID', async () => {
    const email = 'thanks.th@example.com';
    await verifyEmail(sb, email);
    await thai.customer.register(personal(email));
    const token = await thai.customer.login({ username: email, password: 'Secret-123' });
    const booking = await payFirst(token, 9);
    const mail = (await mails(sb, email)).at(-1)?.text ?? '';
    expect(mail).toContain(`สำหรับการจอง ${booking.booking_number}`);
    expect(occurrences(mail, 'ขอบคุณ')).toBe(1);
    expect(mail).toContain('โดยนำบัตรประชาชนหรือหนังสือเดินทางที่ใช้ลงทะเบียนมาด้วย');
  });

  it('tells a company that its director or someone it authorises collects the card', async () => {
    const email = 'thanks.corp@example.com';
    await verifyEmail(sb, email);
    await sb.client.customer.register(corporate(email));
    const token = await sb.client.customer.login({ username: email, password: 'Secret-123' });
    await payFirst(token, 10);
    const mail = (await mails(sb, email)).at(-1)?.text ?? '';
    expect(occurrences(mail, 'Thank')).toBe(1);
    expect(mail).toContain("your company's director, or a person the company authorises in writing");
    expect(mail).not.toContain('the ID card or passport you registered with');
  });
});

describe('the withdrawal mail', () => {
  it('says no bill comes back when the notice had cancelled none', async () => {
    const email = 'withdraw.none@example.com';
    await verifyEmail(sb, email);
    await sb.client.customer.register(personal(email));
    const token = await sb.client.customer.login({ username: email, password: 'Secret-123' });
    // Paid in full: a notice has no later bill to cancel.
    const { booking, customerServiceId: id } = await book(sb, token, 11, day(0), day(89));
    const qr = await sb.client.payment.qrCheckout({
      tokenu: token,
      customerInvoiceIds: booking.due_invoice_ids,
    });
    expect((await control(sb, `/sandbox/payments/${qr.uuid}/pay`)).status).toBe(200);
    const notice = await sb.client.rental.moveOut({ token, customer_service_id: id, move_out_date: day(30) });
    expect(notice.account.cancelled_bills).toEqual([]);
    await sb.client.rental.withdrawMoveOut({ token, customer_service_id: id });
    const mail = (await mails(sb, email)).at(-1);
    expect(mail?.subject).toBe(`Move-out notice withdrawn, booking ${booking.booking_number}`);
    expect(mail?.text).toContain('Your notice had cancelled no bill, so your bills stay as they were.');
    expect(mail?.text).not.toContain('due again');
  });
});
