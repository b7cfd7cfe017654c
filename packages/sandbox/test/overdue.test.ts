import { formatDate } from '@self-storage/core/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  book,
  control,
  day,
  mails,
  newCustomer,
  ROOM_2SQM,
  refused,
  startSandbox,
  type TestSandbox,
} from './helpers.ts';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

const advance = (by: string) => control(sb, '/sandbox/clock', { advance: by });
const login = (email: string) => sb.client.customer.login({ username: email, password: 'Secret-123' });
const subjects = async (email: string) => (await mails(sb, email)).map((m) => m.subject);

/** A 90-day instalment booking (bills due today, on day 30 and on day 60) with its first bill paid. */
const confirmedInstalments = async (email: string, unit: number) => {
  const token = await newCustomer(sb, email);
  const { booking, customerServiceId } = await book(sb, token, unit, day(0), day(89), { instalments: true });
  const first = booking.invoices[0]?.id ?? 0;
  const qr = await sb.client.payment.qrCheckout({ tokenu: token, customerInvoiceIds: [first] });
  await control(sb, `/sandbox/payments/${qr.uuid}/pay`);
  return { booking, id: customerServiceId };
};

describe('an overdue instalment', () => {
  it('is reminded on its due date and 3 days later, then suspends the booking and frees the unit after the paid period', async () => {
    const email = 'late-payer@example.com';
    const { booking, id } = await confirmedInstalments(email, 9);
    expect(booking.invoices.map((i) => i.due_date)).toEqual([day(0), day(30), day(60)]);
    try {
      await advance('30d');
      let token = await login(email);
      let current = (await sb.client.booking.current({ token, customer_service_id: id })).booking;
      expect(current.status).toBe('confirmed');
      expect(current.amount_due).toBe(booking.invoices[1]?.amount);
      expect((await subjects(email)).filter((s) => s.includes('is due today'))).toHaveLength(1);

      await advance('2d');
      expect((await subjects(email)).filter((s) => s.includes('overdue'))).toHaveLength(0);
      await advance('1d');
      await advance('1d');
      const overdue = (await mails(sb, email)).filter((m) => m.subject.includes('overdue'));
      expect(overdue).toHaveLength(1);
      expect(overdue[0]?.text).toContain(`Please pay it by ${formatDate(day(36), 'en')}`);
      const link = /\?action=payment&ser=(\d+)&p=([\w-]+)/.exec(overdue[0]?.text ?? '');
      expect(await sb.client.customer.pinVerify({ pin: link?.[2] ?? '' })).toBe(id);

      await advance('3d');
      token = await login(email);
      current = (await sb.client.booking.current({ token, customer_service_id: id })).booking;
      expect(current.status).toBe('suspended');
      expect(current.invoices.map((i) => i.status)).toEqual(['paid', 'void', 'void']);
      expect((await subjects(email)).at(-1)).toBe(`Booking ${booking.booking_number} is suspended`);
      // Paid through day 29: from day 30 on the unit is free for anyone.
      const held = sb.db.prepare('SELECT max(day) AS last FROM unit_days WHERE booking_id = ?').get(id);
      expect(held?.last).toBe(day(29));
      const units = await sb.client.catalogue.units({ ...ROOM_2SQM, start_date: day(37), end_date: day(80) });
      expect(units.units.map((u) => u.unit_id)).toContain(9);
      const pay = await refused(sb, 'qrCheckout', {
        tokenu: token,
        customerInvoiceIds: [booking.invoices[1]?.id ?? 0],
      });
      expect(pay.code).toBe(409);
      // Nothing more happens to a suspended booking.
      const count = (await mails(sb, email)).length;
      await advance('30d');
      await sb.client.booking.history({ token: await login(email) });
      expect(await mails(sb, email)).toHaveLength(count);
    } finally {
      await control(sb, '/sandbox/clock', { reset: true });
    }
  });

  it('paid within the grace period keeps the booking', async () => {
    const email = 'on-time@example.com';
    const { booking, id } = await confirmedInstalments(email, 10);
    try {
      await advance('35d');
      const token = await login(email);
      const qr = await sb.client.payment.qrCheckout({
        tokenu: token,
        customerInvoiceIds: [booking.invoices[1]?.id ?? 0],
      });
      await control(sb, `/sandbox/payments/${qr.uuid}/pay`);
      await advance('5d');
      const current = (
        await sb.client.booking.current({ token: await login(email), customer_service_id: id })
      ).booking;
      expect(current.status).toBe('confirmed');
      expect(current.invoices.map((i) => i.status)).toEqual(['paid', 'paid', 'pending']);
      expect(sb.db.prepare('SELECT max(day) AS last FROM unit_days WHERE booking_id = ?').get(id)?.last).toBe(
        day(89),
      );
    } finally {
      await control(sb, '/sandbox/clock', { reset: true });
    }
  });

  it('skipping the last bill suspends the unit while its period still runs', async () => {
    const email = 'last-bill@example.com';
    const { booking, id } = await confirmedInstalments(email, 11);
    const pay = async (invoiceId: number) => {
      const qr = await sb.client.payment.qrCheckout({
        tokenu: await login(email),
        customerInvoiceIds: [invoiceId],
      });
      await control(sb, `/sandbox/payments/${qr.uuid}/pay`);
    };
    try {
      await advance('30d');
      await pay(booking.invoices[1]?.id ?? 0);
      // The last bill, due on day 60, pays days 60 to 89; left unpaid, the grace period ends on day 67.
      await advance('30d');
      let current = (await sb.client.booking.current({ token: await login(email), customer_service_id: id }))
        .booking;
      expect(current.due_invoice_ids).toEqual([booking.invoices[2]?.id]);
      await advance('7d');
      current = (await sb.client.booking.current({ token: await login(email), customer_service_id: id }))
        .booking;
      expect(current.status).toBe('suspended');
      expect(current.invoices.map((i) => i.status)).toEqual(['paid', 'paid', 'void']);
      // Held through day 59, the end of what was paid, though the booking ran to day 89.
      const held = sb.db.prepare('SELECT max(day) AS last FROM unit_days WHERE booking_id = ?').get(id);
      expect(held?.last).toBe(day(59));
    } finally {
      await control(sb, '/sandbox/clock', { reset: true });
    }
  });
});
