import { SelfStorageClient } from '@self-storage/core';
import { formatDate } from '@self-storage/core/dates';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  book,
  control,
  day,
  mails,
  newCustomer,
  personal,
  refused,
  startSandbox,
  storageBody,
  type TestSandbox,
  verifyEmail,
} from './helpers.ts';
import { overdueSupport } from './overdue-support.ts';

let sb: TestSandbox;
let o: ReturnType<typeof overdueSupport>;
beforeAll(async () => {
  sb = await startSandbox();
  o = overdueSupport(sb);
});
afterAll(() => sb.close());
afterEach(async () => {
  await o.resetClock();
});

describe('a suspended booking', () => {
  it('says what happened, what is owed, how to pay and what the terms say of the goods', async () => {
    const email = 'told@example.com';
    const { booking } = await o.confirmedInstalments(email, 9);
    await o.advance('37d');
    const [mail] = await o.policyMails(email);
    expect(mail?.subject).toBe(`Booking ${booking.booking_number} is suspended`);
    const bill = booking.invoices[1];
    expect(mail?.text).toContain('was not paid within 7 days');
    expect(mail?.text).toContain('your goods stay in it');
    expect(mail?.text).toContain(
      `Owed now: ${bill?.amount.toLocaleString('en', { minimumFractionDigits: 2 })}`,
    );
    expect(mail?.text).toContain(`at a kiosk with reference ${booking.booking_number}`);
    expect(mail?.text).toMatch(/\?action=payment&ser=\d+&p=[\w-]+/);
    expect(mail?.text).toContain('30 days after the suspension');
    expect(mail?.text).toContain('may be removed at your cost after written notice');
  });

  it('is told in Thai to a Thai customer, with the date, what is owed and the kiosk reference', async () => {
    const email = 'thai-late@example.com';
    await verifyEmail(sb, email);
    await new SelfStorageClient({ baseUrl: sb.url, language: 'th' }).customer.register(personal(email));
    const token = await o.login(email);
    const { booking } = await book(sb, token, 16, day(0), day(89), { instalments: true });
    await o.payByQr(email, [booking.invoices[0]?.id ?? 0]);
    await o.advance('37d');
    const mail = (await mails(sb, email)).at(-1);
    expect(mail?.subject).toBe(`การจอง ${booking.booking_number} ถูกระงับ`);
    const body = mail?.text ?? '';
    expect(body).toContain(`ระงับสิทธิ์การเข้าใช้ห้องตั้งแต่วันที่ ${formatDate(day(37), 'th')}`);
    expect(body).toContain('ยอดค้างชำระ');
    expect(body).toContain(`ตู้คีออสก์ด้วยหมายเลขอ้างอิง ${booking.booking_number}`);
    expect(body).toContain('ตามที่กฎหมายไทยอนุญาต');
    // A Thai mail carries no English sentence.
    expect(body.replace('Malee Suksan', '').replace(/https?:\/\/\S+/g, '')).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('paid by QR is confirmed again at once, with a mail saying access is restored', async () => {
    const email = 'back-by-qr@example.com';
    const { booking, id } = await o.confirmedInstalments(email, 10);
    await o.advance('38d');
    expect((await o.current(email, id)).status).toBe('suspended');
    const paid = await o.payByQr(email, [booking.invoices[1]?.id ?? 0]);
    expect(paid.body.booking_status).toBe('confirmed');
    const current = await o.current(email, id);
    expect(current.status).toBe('confirmed');
    expect(current.invoices.map((i) => i.status)).toEqual(['paid', 'paid', 'pending']);
    expect((await o.policyMails(email)).map((m) => m.subject)).toEqual([
      `Booking ${booking.booking_number} is suspended`,
      `Access to booking ${booking.booking_number} is restored`,
    ]);
    // Restored, its next bill follows the policy from the start.
    await o.advance('22d');
    expect((await o.policyMails(email)).at(-1)?.subject).toBe(
      `Bill 3 of booking ${booking.booking_number} is due today`,
    );
  });

  it('paid by QR, its payment stream stays open until it says paid', async () => {
    const email = 'streamed@example.com';
    const { booking, id } = await o.confirmedInstalments(email, 14);
    await o.advance('38d');
    expect((await o.current(email, id)).status).toBe('suspended');
    const qr = await sb.client.payment.qrCheckout({
      tokenu: await o.login(email),
      customerInvoiceIds: [booking.invoices[1]?.id ?? 0],
    });
    const res = await fetch(qr.callbackUrl, { headers: { Accept: 'text/event-stream' } });
    const reader = (res.body as ReadableStream<Uint8Array>).pipeThrough(new TextDecoderStream()).getReader();
    let seen = '';
    const until = async (text: string) => {
      while (!seen.includes(text)) {
        const { value, done } = await reader.read();
        if (done) return false;
        seen += value;
      }
      return true;
    };
    expect(await until('{"payment":false}')).toBe(true);
    await control(sb, `/sandbox/payments/${qr.uuid}/pay`);
    expect(await until('{"payment":true}')).toBe(true);
    await reader.cancel();
  });

  it('paid at a kiosk with its reference is confirmed again, every overdue bill settled', async () => {
    const email = 'back-by-kiosk@example.com';
    const { booking, id } = await o.confirmedInstalments(email, 11, 4);
    await o.advance('62d');
    const owed = await o.current(email, id);
    expect(owed.status).toBe('suspended');
    expect(owed.kiosk_reference).toBe(booking.payment_reference);
    expect(owed.due_invoice_ids).toEqual([booking.invoices[1]?.id, booking.invoices[2]?.id]);
    const paid = await control(sb, `/sandbox/kiosk/${owed.kiosk_reference}/pay`);
    expect(paid.body).toMatchObject({ status: 'paid', amount: owed.amount_due, booking_status: 'confirmed' });
    const current = await o.current(email, id);
    expect(current.invoices.map((i) => i.status)).toEqual(['paid', 'paid', 'paid']);
    expect(current.kiosk_reference).toBeNull();
    expect((await o.policyMails(email)).at(-1)?.subject).toBe(
      `Access to booking ${booking.booking_number} is restored`,
    );
  });

  it('stays suspended until everything overdue is paid', async () => {
    const email = 'part-payer@example.com';
    const { booking, id } = await o.confirmedInstalments(email, 12);
    await o.advance('62d');
    await o.payByQr(email, [booking.invoices[1]?.id ?? 0]);
    expect((await o.current(email, id)).status).toBe('suspended');
    await o.payByQr(email, [booking.invoices[2]?.id ?? 0]);
    expect((await o.current(email, id)).status).toBe('confirmed');
    expect((await o.policyMails(email)).filter((m) => m.subject.includes('restored'))).toHaveLength(1);
  });

  it('paid for a later bill while the clock is behind, is suspended again once the earlier bill is late', async () => {
    const email = 'ahead-payer@example.com';
    const { booking, id } = await o.confirmedInstalments(email, 15);
    await o.advance('40d');
    await o.resetClock();
    await o.payByQr(email, [booking.invoices[2]?.id ?? 0]);
    expect((await o.current(email, id)).status).toBe('confirmed');
    await o.advance('40d');
    const current = await o.current(email, id);
    expect(current.status).toBe('suspended');
    expect(current.due_invoice_ids).toEqual([booking.invoices[1]?.id]);
    // Suspended once by that bill: the mail is not sent again.
    expect((await o.policyMails(email)).filter((m) => m.subject.includes('suspended'))).toHaveLength(1);
  });

  it('keeps its unit: another customer cannot book those days', async () => {
    const email = 'holder@example.com';
    const { id } = await o.confirmedInstalments(email, 13);
    await o.advance('40d');
    expect((await o.current(email, id)).status).toBe('suspended');
    const other = await newCustomer(sb, 'next-in-line@example.com');
    const taken = await refused(sb, 'bookingStorage', await storageBody(sb, other, 13, day(45), day(74)));
    expect(taken.code).toBe(409);
    // Held to the booking's end, not beyond.
    await o.advance('40d');
    const free = await book(sb, await o.login('next-in-line@example.com'), 13, day(90), day(119));
    expect(free.booking.status).toBe('awaiting_payment');
  });
});
