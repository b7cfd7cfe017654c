import type { Statement } from '@self-storage/core';
import { formatDate } from '@self-storage/core/dates';
import { formatAmount, toSatang } from '@self-storage/core/money';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  control,
  mails,
  personal,
  startSandbox,
  storageBody,
  type TestSandbox,
  verifyEmail,
} from './helpers.ts';
import { overdueSupport } from './overdue-support.ts';
import { expectSumsAgree } from './support/statement-sums.ts';

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

const baht = (amount: number) => `${formatAmount(toSatang(amount), 'en')} baht`;

const statementOf = async (email: string, id: number): Promise<Statement> => {
  const s = await sb.client.rental.statement({ token: await o.login(email), customer_service_id: id });
  expectSumsAgree(s);
  return s;
};

describe('mails drawn from the rental account', { timeout: 60_000 }, () => {
  it('a QR booking’s reminders, suspension and restored access name what its statement says, and its kiosk reference pays exactly what is due', async () => {
    const email = 'mails.qr-later@example.com';
    const { booking, id } = await o.confirmedInstalments(email, 9);
    await o.advance('30d');
    const due = await statementOf(email, id);
    expect(due.standing.state).toBe('due');
    // A booking paid by QR pays a later bill at a kiosk with its number: the statement says so too.
    expect(due.kiosk_reference).toBe(booking.booking_number);
    const [dueMail] = await o.policyMails(email);
    for (const said of [
      due.kiosk_reference ?? 'no reference',
      formatDate(due.standing.due_date ?? '', 'en'),
      formatDate(due.standing.suspension_date ?? '', 'en'),
      `Owed now: ${baht(due.due_now.amount)}`,
    ])
      expect(dueMail?.text).toContain(said);

    await o.advance('3d');
    const overdue = await statementOf(email, id);
    expect(overdue.standing.state).toBe('overdue');
    const overdueMail = (await o.policyMails(email)).at(-1);
    expect(overdueMail?.subject).toContain('is overdue');
    expect(overdueMail?.text).toContain(formatDate(overdue.standing.suspension_date ?? '', 'en'));
    expect(overdueMail?.text).toContain(`Owed now: ${baht(overdue.due_now.amount)}`);
    expect(overdue.standing.reminders.map((r) => r.sent_at !== null)).toEqual([true, true]);

    await o.advance('4d');
    const suspended = await statementOf(email, id);
    expect(suspended.standing.state).toBe('suspended');
    const suspendedMail = (await o.policyMails(email)).at(-1);
    expect(suspendedMail?.subject).toContain('is suspended');
    expect(suspendedMail?.text).toContain(`Owed now: ${baht(suspended.due_now.amount)}`);
    expect(suspendedMail?.text).toContain(`reference ${suspended.kiosk_reference}`);

    const paid = await control(sb, `/sandbox/kiosk/${suspended.kiosk_reference}/pay`);
    expect(paid.body).toMatchObject({ status: 'paid', amount: suspended.due_now.amount });
    const after = await statementOf(email, id);
    expect(after.standing.state).not.toBe('suspended');
    expect(after.bills.filter((b) => suspended.due_now.bill_ids.includes(b.id)).map((b) => b.status)).toEqual(
      suspended.due_now.bill_ids.map(() => 'paid'),
    );
    expect(
      after.bills.filter((b) => !suspended.due_now.bill_ids.includes(b.id)).map((b) => b.status),
    ).toContain('pending');
    expect((await o.policyMails(email)).at(-1)?.subject).toContain('is restored');
    // The payment's mail names what it paid for: the bill, n of N, with its own period.
    const [owed] = after.bills.filter((b) => suspended.due_now.bill_ids.includes(b.id));
    const receipt = (await mails(sb, email)).filter((m) => m.subject.includes('Payment received')).at(-1);
    expect(receipt?.text).toContain(
      `bill ${owed?.n} of ${owed?.of}, for ${formatDate(owed?.period.start_date ?? '', 'en')} – ${formatDate(owed?.period.end_date ?? '', 'en')}: ${baht(owed?.amount ?? 0)}`,
    );
  });

  it('a company’s payment mail says the gross, the tax withheld and the net of the statement’s payment', async () => {
    const email = 'mails.company@example.com';
    await verifyEmail(sb, email);
    await sb.client.customer.register(
      personal(email, {
        customerTypeId: 2,
        companyName: 'Siam Trading Co., Ltd.',
        companyDirector: 'Malee Suksan',
        legalNumber: '0105561234600',
        personId: '0105561234600',
      }),
    );
    const token = await o.login(email);
    const body = await storageBody(sb, token, 10, '2026-03-01', '2026-03-30');
    const { booking, customerServiceId: id } = await sb.client.booking.store({ ...body, withholding: true });
    const qr = await sb.client.payment.qrCheckout({
      tokenu: token,
      customerInvoiceIds: booking.due_invoice_ids,
    });
    await control(sb, `/sandbox/payments/${qr.uuid}/pay`);
    const s = await statementOf(email, id);
    const [payment] = s.payments;
    const [bill] = s.bills;
    expect(payment?.withheld).toBeGreaterThan(0);
    const mail = (await mails(sb, email)).find((m) => m.subject.includes('Payment received'));
    expect(mail?.text).toContain(`We received ${baht(payment?.net ?? 0)}`);
    expect(mail?.text).toContain(
      `bill 1 of 1, for ${formatDate(bill?.period.start_date ?? '', 'en')} – ${formatDate(bill?.period.end_date ?? '', 'en')}: ${baht(bill?.amount ?? 0)}`,
    );
    expect(mail?.text).toContain(
      `${baht(payment?.gross ?? 0)} − ${baht(payment?.withheld ?? 0)} = ${baht(payment?.net ?? 0)} paid`,
    );
  });
});
