import type { RentalEvent } from '@self-storage/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GRACE_DAYS } from '../src/bookings/overdue.ts';
import { TRY_DAYS } from '../src/ledger/autopay-schedule.ts';
import { LATER_FAILING_CARDS, TEST_CARDS } from '../src/payments/card.ts';
import { SAVE_CARD_CONSENT } from '../src/payments/card-page.ts';
import {
  book,
  control,
  day,
  mails,
  newCustomer,
  personal,
  refused,
  START,
  startSandbox,
  type TestSandbox,
  thaiIdOf,
  verifyEmail,
} from './helpers.ts';

const DAY_MS = 24 * 3600 * 1000;
/** Bills of the 90-day instalment booking: today, day 30 and day 60. */
const SECOND_BILL_DAY = 30;
const THIRD_BILL_DAY = 60;
/** The overdue policy's reminder of bill 2 on its due date. */
const DUE_TODAY_SUBJECT = /^(Bill 2 of booking \S+ is due today|งวดที่ 2 ของการจอง \S+ ครบกำหนดวันนี้)/;
const FAILURE_SUBJECT = /^(Autopay could not pay bill 2|ตัดบัตรอัตโนมัติไม่สำเร็จ: งวดที่ 2)/;

describe('autopay: saved cards charged on the due date by the sandbox clock', () => {
  let sb: TestSandbox;
  let unit = 9;
  beforeEach(async () => {
    sb = await startSandbox();
    unit = 9;
  });
  afterEach(async () => {
    await sb.close();
  });

  const advance = (by: string) => control(sb, '/sandbox/clock', { advance: by });
  const setClock = (at: number) => control(sb, '/sandbox/clock', { set: new Date(at).toISOString() });

  /** Pays the first bill of a 90-day instalment booking on the card page, saving the card when asked. */
  const bookAndPayByCard = async (
    email: string,
    number: string,
    options: { save?: boolean; expiry?: string; lang?: 'th' | 'en'; company?: boolean } = {},
  ) => {
    const token = options.company ? await companyCustomer(email) : await newCustomer(sb, email);
    const { booking, customerServiceId } = await book(sb, token, unit++, day(0), day(89), {
      instalments: true,
      method: 5,
    });
    const url = await sb.client.payment.cardCheckout({
      customerInvoiceIds: [booking.invoices[0]?.id ?? 0],
      tokenu: token,
    });
    const form: Record<string, string> = {
      name: 'Somchai Jaidee',
      number,
      expiry: options.expiry ?? '12/30',
      cvc: '123',
    };
    if (options.save !== false) form.save = '1';
    const res = await fetch(options.lang ? url.replace(/lang=\w+/, `lang=${options.lang}`) : url, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams(form),
    });
    expect(res.headers.get('location')).toMatch(/\?action=payment-success$/);
    return { token, id: customerServiceId, email };
  };

  /** A company's account, registered and logged in. */
  const companyCustomer = async (email: string) => {
    await verifyEmail(sb, email);
    const legalNumber = thaiIdOf(email);
    await sb.client.customer.register(
      personal(email, {
        customerTypeId: 2,
        companyName: 'Siam Trading Co., Ltd.',
        companyDirector: 'Malee Suksan',
        legalNumber,
        personId: legalNumber,
      }),
    );
    return login(email);
  };

  /** A fresh session: a session outlives no jump of the clock by weeks. */
  const login = (email: string) => sb.client.customer.login({ username: email, password: 'Secret-123' });

  const statementOf = async (email: string, id: number) =>
    sb.client.rental.statement({ token: await login(email), customer_service_id: id });
  const autopayOn = async (email: string, id: number, cardId?: number) =>
    sb.client.rental.autopay({
      token: await login(email),
      customer_service_id: id,
      on: true,
      ...(cardId ? { card_id: cardId } : {}),
    });
  const cardsOf = async (email: string) => sb.client.cards.list({ token: await login(email) });
  const cardPayments = (id: number) =>
    sb.db
      .prepare(
        "SELECT i.installment_no AS n, p.status FROM payments p JOIN payment_invoices pi ON pi.payment_uuid = p.uuid JOIN invoices i ON i.id = pi.invoice_id WHERE p.booking_id = ? AND p.kind = 'card' ORDER BY p.created_at, i.installment_no",
      )
      .all(id) as { n: number; status: string }[];
  const eventsOf = async (id: number) =>
    ((await (await fetch(`${sb.url}/sandbox/events?booking=${id}`)).json()) as { events: RentalEvent[] })
      .events;

  it('saves a card while paying, with the consent as shown, keeping a token and never the number', async () => {
    const { email } = await bookAndPayByCard('saver@example.com', TEST_CARDS.success, { lang: 'th' });
    expect(await cardsOf(email)).toEqual([
      {
        id: expect.any(Number),
        brand: 'visa',
        last4: '4242',
        exp_month: 12,
        exp_year: 2030,
        is_default: true,
        expires_before_next_bill: false,
      },
    ]);
    // Shown as the other consents are (GET /sandbox/consents), with the server's time.
    const stored = (await (await fetch(`${sb.url}/sandbox/consents?email=saver@example.com`)).json()) as {
      cardConsents: unknown[];
    };
    expect(stored.cardConsents).toEqual([
      {
        purpose: 'card_on_file',
        cardId: expect.any(Number),
        wording: SAVE_CARD_CONSENT.th,
        language: 'th',
        recordedAt: new Date(START).toISOString(),
      },
    ]);
    const row = JSON.stringify(sb.db.prepare('SELECT * FROM cards').all());
    expect(row).toMatch(/"token":"card_[0-9a-f-]{36}"/);
    expect(row).not.toContain(TEST_CARDS.success);
    expect(row).not.toContain('42424242');
  });

  it('keeps no card when the box is not ticked, and shows the box with its consent in the page language', async () => {
    const { token, email } = await bookAndPayByCard('nosave@example.com', TEST_CARDS.success, {
      save: false,
    });
    expect(await cardsOf(email)).toEqual([]);
    const { booking } = await book(sb, token, unit++, day(0), day(89), { instalments: true, method: 5 });
    const url = await sb.client.payment.cardCheckout({
      customerInvoiceIds: [booking.invoices[0]?.id ?? 0],
      tokenu: token,
    });
    const thai = await (await fetch(url.replace(/lang=\w+/, 'lang=th'))).text();
    expect(thai).toContain('<input type="checkbox" name="save" value="1">');
    expect(thai).toContain(SAVE_CARD_CONSENT.th);
    expect(thai).toContain('4000 0000 0000 0341');
  });

  it('charges each due bill once, on its day, in order, across jumps of days and months', async () => {
    const { id, email } = await bookAndPayByCard('autopay@example.com', TEST_CARDS.success);
    const state = await autopayOn(email, id);
    expect(state).toMatchObject({
      on: true,
      card: { last4: '4242' },
      next_charge: { date: day(SECOND_BILL_DAY), amount: expect.any(Number) },
      card_expires_first: false,
      attempts: [],
    });
    await advance(`${SECOND_BILL_DAY - 1}d`);
    expect((await statementOf(email, id)).bills.map((b) => b.status)).toEqual(['paid', 'pending', 'pending']);
    await advance('1d');
    const afterOne = await statementOf(email, id);
    expect(afterOne.bills.map((b) => b.status)).toEqual(['paid', 'paid', 'pending']);
    expect(afterOne.payments.map((p) => p.method)).toEqual([5, 5]);
    expect(afterOne.autopay.next_charge?.date).toBe(day(THIRD_BILL_DAY));
    // Reading and moving again on the same day charges nothing more.
    await advance('1h');
    await statementOf(email, id);
    expect(cardPayments(id)).toEqual([
      { n: 1, status: 'paid' },
      { n: 2, status: 'paid' },
    ]);
    await advance('3w');
    await advance('5w');
    const s = await statementOf(email, id);
    expect(s.bills.map((b) => b.status)).toEqual(['paid', 'paid', 'paid']);
    expect(s.totals.balance).toBe(0);
    expect(s.autopay.next_charge).toBeNull();
    expect(s.autopay.attempts.map((a) => [a.bill_id, a.attempt, a.outcome])).toEqual([
      [s.bills[2]?.id, 1, 'paid'],
      [s.bills[1]?.id, 1, 'paid'],
    ]);
    expect(cardPayments(id).map((p) => p.n)).toEqual([1, 2, 3]);
    const received = (await mails(sb, 'autopay@example.com')).filter((m) =>
      /payment|received/i.test(m.subject),
    );
    expect(received).toHaveLength(3);
    expect((await eventsOf(id)).filter((e) => e.type === 'autopay.charged')).toHaveLength(2);
  });

  it("names a company's next charge net of withholding, the amount the card is then charged", async () => {
    const { id, email } = await bookAndPayByCard('company-autopay@example.com', TEST_CARDS.success, {
      company: true,
    });
    await sb.client.tax.withholding({
      token: await login(email),
      customer_service_id: id,
      withholding: true,
    });
    const state = await autopayOn(email, id);
    const before = await statementOf(email, id);
    const second = before.bills[1];
    expect(state.next_charge?.bill_id).toBe(second?.id);
    expect(state.next_charge?.amount).toBeLessThan(second?.amount ?? 0);
    await advance(`${SECOND_BILL_DAY}d`);
    const after = await statementOf(email, id);
    const charged = after.payments.find((p) => p.bill_ids.includes(second?.id ?? 0));
    expect(charged).toMatchObject({ method: 5, gross: second?.amount, net: state.next_charge?.amount });
    expect((charged?.withheld ?? 0) + (charged?.net ?? 0)).toBeCloseTo(second?.amount ?? 0, 2);
  });

  it('charges each bill once when the clock jumps months at once, and under concurrent clock moves', async () => {
    const { id, email } = await bookAndPayByCard('jump@example.com', TEST_CARDS.success);
    const other = await bookAndPayByCard('concurrent@example.com', LATER_FAILING_CARDS.declined);
    await autopayOn(email, id);
    await setClock(START + (THIRD_BILL_DAY + 2) * DAY_MS);
    expect(cardPayments(id)).toEqual([
      { n: 1, status: 'paid' },
      { n: 2, status: 'paid' },
      { n: 3, status: 'paid' },
    ]);

    await autopayOn(other.email, other.id);
    const moves = Array.from({ length: 8 }, (_, i) =>
      i % 2 === 0 ? advance('1d') : statementOf(other.email, other.id),
    );
    // A session may lapse while the clock runs ahead of a read: the reads need not succeed, only run.
    await Promise.allSettled([...moves, advance('30d'), advance('30d')]);
    const tries = sb.db
      .prepare(
        'SELECT invoice_id, attempt, count(*) AS n FROM autopay_attempts WHERE booking_id = ? GROUP BY invoice_id, attempt',
      )
      .all(other.id) as { n: number }[];
    expect(tries.length).toBeGreaterThan(0);
    for (const t of tries) expect(t.n).toBe(1);
    const payments = sb.db
      .prepare("SELECT count(*) AS n FROM payments WHERE booking_id = ? AND kind = 'card'")
      .get(other.id) as { n: number };
    expect(payments.n).toBe(tries.length + 1);
  });

  it('retries a failing card on its schedule before the grace period ends, mails each failure with a link that pays, then suspends', async () => {
    expect(TRY_DAYS.at(-1)).toBeLessThan(GRACE_DAYS);
    const email = 'failing@example.com';
    const { id } = await bookAndPayByCard(email, LATER_FAILING_CARDS.insufficient_funds);
    await autopayOn(email, id);
    await advance(`${SECOND_BILL_DAY}d`);
    const failures = async () => (await mails(sb, email)).filter((m) => FAILURE_SUBJECT.test(m.subject));
    const first = await failures();
    expect(first).toHaveLength(1);
    expect(first[0]?.text).toMatch(/insufficient funds|วงเงินหรือยอดเงินในบัตรไม่พอ/);
    // The failure mail says what the due-date reminder would (amount, dates, link): not sent twice.
    const dueToday = (await mails(sb, email)).filter((m) => DUE_TODAY_SUBJECT.test(m.subject));
    expect(dueToday).toEqual([]);
    expect((await eventsOf(id)).filter((e) => e.type === 'bill.due')).toHaveLength(1);
    let s = await statementOf(email, id);
    expect(s.autopay.attempts[0]).toMatchObject({
      attempt: 1,
      outcome: 'insufficient_funds',
      next_retry: day(SECOND_BILL_DAY + (TRY_DAYS[1] ?? 0)),
    });
    expect(s.standing.state).toBe('due');
    for (const retry of TRY_DAYS.slice(1)) {
      await setClock(START + (SECOND_BILL_DAY + retry) * DAY_MS);
      s = await statementOf(email, id);
      expect(s.autopay.attempts[0]).toMatchObject({ attempt: TRY_DAYS.indexOf(retry) + 1 });
    }
    expect(s.autopay.attempts.map((a) => a.attempt)).toEqual([4, 3, 2, 1]);
    expect(s.autopay.attempts[0]?.next_retry).toBeNull();
    expect(s.autopay.next_charge?.date).toBe(day(THIRD_BILL_DAY));
    const mailed = await failures();
    expect(mailed).toHaveLength(TRY_DAYS.length);
    const failed = (await eventsOf(id)).filter((e) => e.type === 'autopay.failed');
    expect(failed.map((e) => e.type === 'autopay.failed' && [e.data.attempt, e.data.reason])).toEqual([
      [1, 'insufficient_funds'],
      [2, 'insufficient_funds'],
      [3, 'insufficient_funds'],
      [4, 'insufficient_funds'],
    ]);
    // After the last try the ordinary overdue path: the grace period ends, access is suspended.
    await setClock(START + (SECOND_BILL_DAY + GRACE_DAYS) * DAY_MS);
    expect((await statementOf(email, id)).standing.state).toBe('suspended');

    // The mail's link is the app's re-payment link: its pin opens the booking to pay (QR or card).
    const link = new URL(/https?:\/\/\S+action=payment\S*/.exec(mailed.at(-1)?.text ?? '')?.[0] ?? '');
    expect(link.searchParams.get('ser')).toBe(String(id));
    const pin = await sb.client.transport.call('pinVerify', { pin: link.searchParams.get('p') ?? '' });
    expect(pin.datas.customer_service_id).toBe(id);
    const due = (await statementOf(email, id)).due_now.bill_ids;
    const qr = await sb.client.payment.qrCheckout({ tokenu: await login(email), customerInvoiceIds: due });
    await control(sb, `/sandbox/payments/${qr.uuid}/pay`);
    const paid = await statementOf(email, id);
    expect(paid.bills.map((b) => b.status)).toEqual(['paid', 'paid', 'pending']);
    expect(paid.standing.state).not.toBe('suspended');
  });

  it('stops charging when autopay is switched off or its card removed', async () => {
    const { id, email } = await bookAndPayByCard('off@example.com', TEST_CARDS.success);
    const removed = await bookAndPayByCard('removed@example.com', TEST_CARDS.success);
    await autopayOn(email, id);
    const off = await sb.client.rental.autopay({
      token: await login(email),
      customer_service_id: id,
      on: false,
    });
    expect(off).toMatchObject({ on: false, card: null, next_charge: null });
    await autopayOn(removed.email, removed.id);
    const [card] = await cardsOf(removed.email);
    const left = await sb.client.cards.remove({
      token: await login(removed.email),
      card_id: card?.id ?? 0,
    });
    expect(left).toEqual([]);
    await advance(`${SECOND_BILL_DAY}d`);
    expect(cardPayments(id)).toHaveLength(1);
    expect(cardPayments(removed.id)).toHaveLength(1);
    expect((await statementOf(removed.email, removed.id)).autopay.on).toBe(false);
    const refusal = await refused(sb, 'autopay', {
      token: await login(removed.email),
      customer_service_id: removed.id,
      on: true,
    });
    expect(refusal.message).toContain('save this card');
  });

  it('flags a card that expires before the next bill, and fails its charge as expired', async () => {
    // Valid through 31 March 2026: the second bill (31 March) but not the third (30 April).
    const { id, email } = await bookAndPayByCard('expiring@example.com', TEST_CARDS.success, {
      expiry: '03/26',
    });
    expect((await autopayOn(email, id)).card_expires_first).toBe(false);
    await advance(`${SECOND_BILL_DAY}d`);
    const s = await statementOf(email, id);
    expect(s.bills.map((b) => b.status)).toEqual(['paid', 'paid', 'pending']);
    expect(s.autopay.card_expires_first).toBe(true);
    expect((await cardsOf(email))[0]?.expires_before_next_bill).toBe(true);
    await advance(`${THIRD_BILL_DAY - SECOND_BILL_DAY}d`);
    expect((await statementOf(email, id)).autopay.attempts[0]).toMatchObject({
      attempt: 1,
      outcome: 'expired',
    });
  });

  it('makes another card the default and charges the one named', async () => {
    const { id, email } = await bookAndPayByCard('two@example.com', TEST_CARDS.success);
    const second = await bookAndPayByCard('two-b@example.com', TEST_CARDS.mastercard);
    const [visa] = await cardsOf(email);
    const token = await login(email);
    expect((await cardsOf(second.email))[0]).toMatchObject({ brand: 'mastercard', last4: '4444' });
    expect(await refused(sb, 'defaultCard', { token, card_id: (visa?.id ?? 0) + 1 })).toMatchObject({
      code: 404,
    });
    expect(await sb.client.cards.setDefault({ token, card_id: visa?.id ?? 0 })).toHaveLength(1);
    expect((await autopayOn(email, id, visa?.id)).card?.id).toBe(visa?.id);
  });
});
