import { formatDate } from '@self-storage/core/dates';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { day, ROOM_2SQM, startSandbox, type TestSandbox } from './helpers.ts';
import { overdueSupport, suspendedFrom } from './overdue-support.ts';

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

const unitDaysHeld = (id: number) =>
  sb.db.prepare('SELECT max(day) AS last FROM unit_days WHERE booking_id = ?').get(id)?.last;

describe('an overdue instalment, the clock moving day by day', () => {
  it('is reminded on its due date and 3 days later, each naming the suspension date, then suspends access once, the unit still held', async () => {
    const email = 'late-payer@example.com';
    const { booking, id } = await o.confirmedInstalments(email, 9);
    const number = booking.booking_number;
    expect(booking.invoices.map((i) => i.due_date)).toEqual([day(0), day(30), day(60)]);
    for (let d = 1; d <= 38; d += 1) await o.advance('1d');
    const sent = await o.policyMails(email);
    expect(sent.map((m) => m.subject)).toEqual([
      `Bill 2 of booking ${number} is due today`,
      `Bill 2 of booking ${number} is overdue`,
      `Booking ${number} is suspended`,
    ]);
    const [due, overdue, suspended] = sent;
    expect(due?.text).toContain(suspendedFrom(day(37)));
    expect(overdue?.text).toContain(`Please pay it by ${formatDate(day(36), 'en')}`);
    expect(overdue?.text).toContain(suspendedFrom(day(37)));
    expect(suspended?.text).toContain(`access to your unit is suspended from ${formatDate(day(37), 'en')}`);
    // Each reminder's own payment link opens this booking.
    const link = /\?action=payment&ser=(\d+)&p=([\w-]+)/.exec(overdue?.text ?? '');
    expect(await sb.client.customer.pinVerify({ pin: link?.[2] ?? '' })).toBe(id);

    const current = await o.current(email, id);
    expect(current.status).toBe('suspended');
    // The bill stays owed; the unit stays held with the goods inside, to the booking's end.
    expect(current.invoices.map((i) => i.status)).toEqual(['paid', 'pending', 'pending']);
    expect(current.due_invoice_ids).toEqual([booking.invoices[1]?.id]);
    expect(unitDaysHeld(id)).toBe(day(89));
    const units = await sb.client.catalogue.units({ ...ROOM_2SQM, start_date: day(40), end_date: day(80) });
    expect(units.units.map((u) => u.unit_id)).not.toContain(9);

    // Nothing more is mailed while it stays suspended, though its last bill falls due.
    await o.advance('30d');
    const later = await o.current(email, id);
    expect(later.due_invoice_ids).toEqual([booking.invoices[1]?.id, booking.invoices[2]?.id]);
    expect(await o.policyMails(email)).toHaveLength(3);
  });
});

describe('an overdue instalment, the clock jumping', () => {
  it('sends only the latest step due: +4 days past due the day-3 reminder, +10 days the suspension, each once, back and forth', async () => {
    const email = 'jumper@example.com';
    const { booking, id } = await o.confirmedInstalments(email, 12);
    const number = booking.booking_number;
    await o.advance('29d');
    expect(await o.policyMails(email)).toHaveLength(0);
    await o.advance('5d');
    let sent = await o.policyMails(email);
    expect(sent.map((m) => m.subject)).toEqual([`Bill 2 of booking ${number} is overdue`]);
    expect(sent[0]?.text).toContain(suspendedFrom(day(37)));

    // Back before the due date and forward again: the due-day step no longer matters.
    await o.resetClock();
    await o.current(email, id);
    await o.advance('30d');
    await o.current(email, id);
    await o.advance('4d');
    expect(await o.policyMails(email)).toHaveLength(1);

    await o.advance('6d');
    sent = await o.policyMails(email);
    expect(sent.map((m) => m.subject)).toEqual([
      `Bill 2 of booking ${number} is overdue`,
      `Booking ${number} is suspended`,
    ]);
    expect((await o.current(email, id)).status).toBe('suspended');

    // Back: the suspension has not begun by that clock; forward again: suspended, nothing resent.
    await o.resetClock();
    expect((await o.current(email, id)).status).toBe('confirmed');
    await o.advance('40d');
    expect((await o.current(email, id)).status).toBe('suspended');
    expect(await o.policyMails(email)).toHaveLength(2);
  });

  it('moved back to a day still past the grace period, the booking stays suspended', async () => {
    const email = 'back-a-day@example.com';
    const { id } = await o.confirmedInstalments(email, 14);
    await o.advance('38d');
    expect((await o.current(email, id)).status).toBe('suspended');
    await o.resetClock();
    await o.advance('37d');
    expect((await o.current(email, id)).status).toBe('suspended');
    expect((await o.policyMails(email)).map((m) => m.subject.includes('suspended'))).toEqual([true]);
  });

  it('jumping from before the due date past the grace period suspends with one mail and no burst of reminders', async () => {
    const email = 'far-jumper@example.com';
    const { booking, id } = await o.confirmedInstalments(email, 13);
    await o.advance('40d');
    const sent = await o.policyMails(email);
    expect(sent.map((m) => m.subject)).toEqual([`Booking ${booking.booking_number} is suspended`]);
    expect(sent[0]?.text).toContain(`access to your unit is suspended from ${formatDate(day(40), 'en')}`);
    expect((await o.current(email, id)).status).toBe('suspended');
  });
});

describe('an instalment paid in time', () => {
  it('paid within the grace period keeps the booking', async () => {
    const email = 'on-time@example.com';
    const { booking, id } = await o.confirmedInstalments(email, 10);
    await o.advance('35d');
    await o.payByQr(email, [booking.invoices[1]?.id ?? 0]);
    await o.advance('5d');
    const current = await o.current(email, id);
    expect(current.status).toBe('confirmed');
    expect(current.invoices.map((i) => i.status)).toEqual(['paid', 'paid', 'pending']);
    expect(unitDaysHeld(id)).toBe(day(89));
    // The clock jumped to day 5 past due: only the day-3 reminder, and no suspension after payment.
    expect((await o.policyMails(email)).map((m) => m.subject)).toEqual([
      `Bill 2 of booking ${booking.booking_number} is overdue`,
    ]);
  });

  it('skipping the last bill suspends access while its period still runs, the unit held to the end', async () => {
    const email = 'last-bill@example.com';
    const { booking, id } = await o.confirmedInstalments(email, 11);
    await o.advance('30d');
    await o.payByQr(email, [booking.invoices[1]?.id ?? 0]);
    // The last bill, due on day 60, pays days 60 to 89; left unpaid, access is suspended on day 67.
    await o.advance('30d');
    expect((await o.current(email, id)).due_invoice_ids).toEqual([booking.invoices[2]?.id]);
    await o.advance('7d');
    const current = await o.current(email, id);
    expect(current.status).toBe('suspended');
    expect(current.invoices.map((i) => i.status)).toEqual(['paid', 'paid', 'pending']);
    expect(unitDaysHeld(id)).toBe(day(89));
  });
});
