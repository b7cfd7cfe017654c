import { SelfStorageClient } from '@self-storage/core';
import { formatDate } from '@self-storage/core/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, control, day, lastOtp, personal, startSandbox, type TestSandbox } from './helpers.ts';

interface Mail {
  subject: string;
  text: string;
  html?: string;
}

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

const outbox = async (email: string): Promise<Mail[]> =>
  (
    (await (await fetch(`${sb.url}/sandbox/mail?to=${encodeURIComponent(email)}`)).json()) as {
      messages: Mail[];
    }
  ).messages;

/** A customer registered in `language`, greeted as Malee Suksan; returns the session token. */
const customer = async (email: string, language: 'th' | 'en'): Promise<string> => {
  const client = new SelfStorageClient({ baseUrl: sb.url, language });
  await client.customer.sendOtp({ email });
  await client.customer.verifyOtp({ email, otp: await lastOtp(sb, email) });
  await client.customer.register(personal(email));
  return client.customer.login({ username: email, password: 'Secret-123' });
};

/** The main action's button in a mail's HTML: its label and address. */
const button = (html = '') => {
  const match = /<a href="([^"]+)" data-action[^>]*>([^<]+)<\/a>/.exec(html);
  return { url: (match?.[1] ?? '').replaceAll('&#38;', '&'), label: match?.[2] ?? '' };
};

const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;

describe('customer mails', () => {
  it('greet an English customer by name, with English dates and the first payment button', async () => {
    const email = 'malee-en@example.com';
    const token = await customer(email, 'en');
    const { booking } = await book(sb, token, 12, day(1), day(70), { instalments: true });
    const mail = (await outbox(email)).find((m) => m.subject === `Booking ${booking.booking_number} created`);
    expect(mail?.text.startsWith('Dear Malee Suksan,')).toBe(true);
    expect(mail?.html).toContain('data-brand>Self-storage</td>');
    expect(mail?.text).toContain(`due ${formatDate(booking.invoices[1]?.due_date ?? '', 'en')}.`);
    expect(mail?.text).not.toMatch(ISO_DATE);
    expect(button(mail?.html).label).toBe('Pay for this booking');
  });

  it('greet someone not yet registered without a name, in the layout, the code in it', async () => {
    const email = 'new-th@example.com';
    await new SelfStorageClient({ baseUrl: sb.url, language: 'th' }).customer.sendOtp({ email });
    const [otp] = await outbox(email);
    expect(otp?.text.startsWith('เรียน ลูกค้า')).toBe(true);
    expect(otp?.html).toContain('data-brand>เซลฟ์สตอเรจ</td>');
    expect(otp?.html).toContain(await lastOtp(sb, email));
  });
  it('greet a Thai customer by name in the branded layout, write dates as the screens do and offer the first payment as such', async () => {
    const email = 'malee-th@example.com';
    const token = await customer(email, 'th');
    const { booking } = await book(sb, token, 11, day(1), day(70), { instalments: true });
    const mail = (await outbox(email)).find((m) => m.subject === `สร้างการจอง ${booking.booking_number} แล้ว`);
    expect(mail?.text.startsWith('เรียน คุณMalee Suksan')).toBe(true);
    expect(mail?.html).toContain('data-greeting>เรียน คุณMalee Suksan</p>');
    expect(mail?.html).toContain('data-brand>เซลฟ์สตอเรจ</td>');
    // Buddhist-era dates as the screens write them, never an ISO date beside them.
    expect(mail?.text).not.toMatch(ISO_DATE);
    expect(mail?.text).toContain(`ครบกำหนด ${formatDate(booking.invoices[1]?.due_date ?? '', 'th')}`);
    expect(mail?.text).toMatch(/กรุณาชำระภายใน \d{1,2} \S+ 25\d\d เวลา \d\d:\d\d น\./);
    // Nothing is paid yet: the button pays the booking, it does not "pay again".
    const action = button(mail?.html);
    expect(action.label).toBe('ชำระเงินสำหรับการจองนี้');
    expect(action.url).toMatch(/\/\?action=payment&ser=\d+&p=[\w-]+$/);
    expect(mail?.text).toContain(`ชำระเงินสำหรับการจองนี้: ${action.url}`);
    expect(`${mail?.text} ${mail?.html}`).not.toMatch(/อีกครั้ง|again/i);

    // The payment mail: the same layout, its button opening the booking.
    const first = booking.invoices[0]?.id ?? 0;
    const qr = await sb.client.payment.qrCheckout({ tokenu: token, customerInvoiceIds: [first] });
    await control(sb, `/sandbox/payments/${qr.uuid}/pay`);
    const paid = (await outbox(email)).find((m) => m.subject.startsWith('ได้รับชำระเงิน'));
    expect(paid?.html).toContain('data-greeting>เรียน คุณMalee Suksan</p>');
    expect(paid?.text).not.toMatch(ISO_DATE);
    expect(button(paid?.html)).toEqual({
      label: 'ดูการจอง',
      url: expect.stringMatching(new RegExp(`/service/history/${booking.customerService_id}$`)),
    });

    // The reminder of the second bill, on its due date.
    // Started tomorrow, the second bill is due 31 days from today (the clock moves last in this file).
    await control(sb, '/sandbox/clock', { advance: '31d' });
    const due = (await outbox(email)).find((m) => m.subject.includes('ครบกำหนดวันนี้'));
    expect(due?.text).toContain(`(${formatDate(booking.invoices[1]?.due_date ?? '', 'th')})`);
    expect(due?.text).not.toMatch(ISO_DATE);
    // The reminder pays what is owed now (every bill due), so its button names the booking.
    expect(button(due?.html).label).toBe(`ชำระการจอง ${booking.booking_number}`);
  });
});
