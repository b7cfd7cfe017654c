import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  book,
  day,
  mails,
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
import { checkedStatement, payQr as payBills } from './support/statement-sums.ts';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());
afterEach(() => {
  sb.clock.now = START;
});

const DAY = 24 * 60 * 60 * 1000;

const login = (email: string) => sb.client.customer.login({ username: email, password: 'Secret-123' });

const statementOf = (token: string, id: number) => checkedStatement(sb, token, id);

const payQr = (token: string, ids: number[]) => payBills(sb, token, ids);

describe('the rental statement (extension)', { timeout: 30_000 }, () => {
  it('lists a booking paid in full: its rent, fee and deposit lines, one payment, nothing owed', async () => {
    const token = await newCustomer(sb, 'statement.full@example.com');
    const { booking, customerServiceId: id } = await book(sb, token, 9, day(0), day(89));
    const before = await statementOf(token, id);
    expect(before.due_now).toEqual({
      amount: 3 * RATE_2SQM + 700,
      bill_ids: booking.due_invoice_ids,
      withheld: 0,
      net: 3 * RATE_2SQM + 700,
    });
    expect(before.standing).toMatchObject({ state: 'due', due_date: day(0), suspension_date: null });
    await payQr(token, booking.due_invoice_ids);

    const s = await statementOf(token, id);
    expect(s.parts).toEqual([
      expect.objectContaining({
        kind: 'booking',
        id,
        rent: 3 * RATE_2SQM,
        discount: 0,
        fees: 200,
        deposit: 500,
      }),
    ]);
    expect(s.bills).toHaveLength(1);
    expect(s.bills[0]).toMatchObject({
      n: 1,
      of: 1,
      status: 'paid',
      amount: 3 * RATE_2SQM + 700,
      period: { start_date: day(0), end_date: day(89) },
    });
    expect(s.bills[0]?.lines.map((l) => [l.kind, l.name_en, l.amount])).toEqual([
      ['rent', 'Rent', 3 * RATE_2SQM],
      ['deposit', 'Key card deposit', 500],
      ['fee', 'Admin and insurance fee', 200],
    ]);
    expect(s.payments).toEqual([
      expect.objectContaining({ method: 1, gross: 6580, withheld: 0, net: 6580, bill_ids: [s.bills[0]?.id] }),
    ]);
    expect(s.totals).toEqual({ billed: 6580, paid: 6580, withheld: 0, credited: 0, refunded: 0, balance: 0 });
    expect(s.due_now).toEqual({ amount: 0, bill_ids: [], withheld: 0, net: 0 });
    expect(s.standing).toMatchObject({ state: 'paid_up', bill_id: null, suspension_date: null, terms: null });
    expect(s.kiosk_reference).toBeNull();
  });

  it('gives instalments each their month, and a later bill its reminders, overdue date and suspension date', async () => {
    const email = 'statement.instalments@example.com';
    const token = await newCustomer(sb, email);
    const { booking, customerServiceId: id } = await book(sb, token, 10, day(0), day(89), {
      instalments: true,
      method: 4,
    });
    await payQr(token, booking.due_invoice_ids);
    const s = await statementOf(token, id);
    expect(
      s.bills.map((b) => [b.n, b.of, b.period.start_date, b.period.end_date, b.due_date, b.status]),
    ).toEqual([
      [1, 3, day(0), day(29), day(0), 'paid'],
      [2, 3, day(30), day(59), day(30), 'pending'],
      [3, 3, day(60), day(89), day(60), 'pending'],
    ]);
    expect(s.kiosk_reference).toBe(booking.payment_reference);
    const second = s.bills[1];
    expect(s.standing).toMatchObject({
      state: 'upcoming',
      bill_id: second?.id,
      due_date: day(30),
      overdue_from: day(31),
      suspension_date: day(37),
      reminders: [
        { kind: 'due', date: day(30), sent_at: null },
        { kind: 'overdue', date: day(33), sent_at: null },
      ],
      terms: { key: 'suspension_ahead' },
    });
    expect(s.standing.terms?.message_en).toContain('access to the unit is suspended from');

    sb.advance(30 * DAY);
    const due = await statementOf(await login(email), id);
    expect(due.standing).toMatchObject({ state: 'due', suspension_date: day(37) });
    expect(due.standing.reminders[0]?.sent_at).not.toBeNull();
    expect(due.due_now).toEqual({ amount: RATE_2SQM, bill_ids: [second?.id], withheld: 0, net: RATE_2SQM });
    // The balance is what the whole rental still costs; what is due now is the bill due today.
    expect(due.totals.balance).toBe(2 * RATE_2SQM);

    sb.advance(3 * DAY);
    const overdue = await statementOf(await login(email), id);
    expect(overdue.standing).toMatchObject({
      state: 'overdue',
      overdue_from: day(31),
      suspension_date: day(37),
    });
    expect(overdue.standing.reminders[1]?.sent_at).not.toBeNull();

    sb.advance(4 * DAY);
    const suspended = await statementOf(await login(email), id);
    expect(suspended.standing).toMatchObject({
      state: 'suspended',
      suspension_date: day(37),
      terms: { key: 'suspended' },
    });
    expect(suspended.standing.terms?.message_th).toContain('ระงับการเข้าใช้ห้อง');
  });

  it('keeps an extension its own promotion: two discount lines, each with its own name', async () => {
    const email = 'statement.extension@example.com';
    const token = await newCustomer(sb, email);
    const { booking, customerServiceId: id } = await book(sb, token, 11, day(0), day(29), {
      promo: 'WELCOME10',
    });
    await payQr(token, booking.due_invoice_ids);
    const body = { token, customer_service_id: id, end_date: day(89), promo_code: 'SAVE500' };
    const quote = await sb.client.rental.extendQuote(body);
    const { booking: extended } = await sb.client.rental.extend({
      ...body,
      totalOrange: quote.total_after_discount,
    });
    const pending = await statementOf(token, id);
    expect(pending.due_now.bill_ids).toEqual(extended.due_invoice_ids);
    await payQr(token, extended.due_invoice_ids);

    const s = await statementOf(token, id);
    expect(s.parts.map((p) => [p.kind, p.discount, p.promotion?.code ?? null, p.promotion?.name_en])).toEqual(
      [
        ['booking', RATE_2SQM / 10, 'WELCOME10', 'Welcome 10% off'],
        ['extension', 500, null, expect.stringContaining('500')],
      ],
    );
    const discounts = s.bills.flatMap((b) => b.lines.filter((l) => l.kind === 'discount'));
    expect(discounts.map((l) => [l.amount, l.promotion?.name_en])).toEqual([
      [-RATE_2SQM / 10, 'Welcome 10% off'],
      [-500, expect.stringContaining('500')],
    ]);
    const extensionBill = s.bills.find((b) => b.part.kind === 'extension');
    expect(extensionBill).toMatchObject({ n: 1, of: 1, period: { start_date: day(30), end_date: day(89) } });
    expect(extensionBill?.amount).toBe(quote.total_after_discount);
    expect(s.totals.balance).toBe(0);
  });

  it('shows a company paying net of withholding: gross, withheld and net of its payment', async () => {
    const email = 'statement.company@example.com';
    await verifyEmail(sb, email);
    await sb.client.customer.register(
      personal(email, {
        customerTypeId: 2,
        companyName: 'Siam Statement Co., Ltd.',
        companyDirector: 'Malee Suksan',
        legalNumber: '0105561234599',
        personId: '0105561234599',
      }),
    );
    const token = await login(email);
    const body = await storageBody(sb, token, 13, day(1), day(90), { instalments: true });
    const { booking, customerServiceId: id } = await sb.client.booking.store({ ...body, withholding: true });
    await payQr(token, booking.due_invoice_ids);
    const s = await statementOf(token, id);
    expect(s.payments).toEqual([
      expect.objectContaining({ method: 1, gross: 2660, withheld: 100.93, net: 2559.07 }),
    ]);
    expect(s.totals).toMatchObject({ paid: 2660, withheld: 100.93, balance: s.totals.billed - 2660 });
  });

  it('credits a move-out its refund and the deposit, and keeps its final account once the credit note exists', async () => {
    const email = 'statement.moveout@example.com';
    const token = await newCustomer(sb, email);
    const { booking, customerServiceId: id } = await book(sb, token, 12, day(0), day(89));
    await payQr(token, booking.due_invoice_ids);
    const quote = await sb.client.rental.moveOutQuote({
      token,
      customer_service_id: id,
      move_out_date: day(14),
    });
    expect(quote).toMatchObject({ deposit: 500, refund: 2 * RATE_2SQM });
    await sb.client.rental.moveOut({ token, customer_service_id: id, move_out_date: day(14) });
    expect((await mails(sb, email)).at(-1)?.text).toContain('key card deposit of 500.00 baht is returned on');

    const given = await statementOf(token, id);
    expect(given.credits.map((c) => [c.kind, c.amount, c.date, c.made, c.credit_note_number])).toEqual([
      ['refund', 2 * RATE_2SQM, day(15), false, null],
      ['deposit_return', 500, day(15), false, null],
    ]);
    expect(given.totals.balance).toBe(-(2 * RATE_2SQM + 500));

    sb.advance(15 * DAY);
    const later = await login(email);
    const made = await statementOf(later, id);
    expect(made.credits.map((c) => [c.kind, c.made])).toEqual([
      ['refund', true],
      ['deposit_return', true],
    ]);
    expect(made.credits[0]?.credit_note_number).toMatch(/^CN-2026-/);
    expect(made.credits[0]?.bill_ids).toEqual([made.bills[0]?.id]);
    expect(made.totals.balance).toBe(0);

    const refusal = await refused(sb, 'withdrawMoveOut', { token: later, customer_service_id: id });
    expect(refusal.code).toBe(409);
    expect(refusal.message).toContain('can no longer be withdrawn');
    // The test clock set back before the credit note: the note still stands, and so does the notice.
    sb.clock.now = START + 2 * DAY;
    const back = await login(email);
    const again = await refused(sb, 'withdrawMoveOut', { token: back, customer_service_id: id });
    expect(again.message).toContain('Credit note CN-2026-');
    expect(
      (await refused(sb, 'moveOut', { token: back, customer_service_id: id, move_out_date: day(20) })).code,
    ).toBe(409);
    // Whatever writes it, the database keeps the notice of a credit note in force.
    const withdraw = () =>
      sb.db.prepare('UPDATE move_out_notices SET withdrawn_at = ? WHERE booking_id = ?').run(START, id);
    expect(withdraw).toThrow(/cannot be withdrawn/);
    const still = await statementOf(back, id);
    expect(still.credits.map((c) => c.amount)).toEqual([2 * RATE_2SQM, 500]);
    expect(still.totals.credited).toBeLessThanOrEqual(still.totals.paid);
  });

  it('refuses, where the data is written, a refund beyond what was paid for the booking or the bill', async () => {
    const token = await newCustomer(sb, 'statement.refund@example.com');
    const { booking, customerServiceId: id } = await book(sb, token, 14, day(0), day(89));
    await payQr(token, booking.due_invoice_ids);
    const notice = () =>
      sb.db
        .prepare(
          'INSERT INTO move_out_notices (booking_id, move_out_date, original_end_date, refund_satang, given_at) VALUES (?, ?, ?, ?, ?)',
        )
        .run(id, day(20), day(89), 658_001, START);
    expect(notice).toThrow(/exceeds what was paid/);
    // Within what was paid a notice is kept; its credit note then refunds no more than the bill paid.
    const noticeId = sb.db
      .prepare(
        'INSERT INTO move_out_notices (booking_id, move_out_date, original_end_date, refund_satang, given_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(id, day(20), day(89), 100, START).lastInsertRowid;
    const noteId = sb.db
      .prepare(
        `INSERT INTO credit_notes (number, year, seq, notice_id, issue_date, buyer_kind, buyer_name, buyer_address,
           buyer_tax_id, buyer_branch, issued_at) VALUES ('CN-TEST', 2099, 1, ?, ?, 'person', 'A', 'B', 'C', NULL, ?)`,
      )
      .run(noticeId, day(21), START).lastInsertRowid;
    const line = (refund: number) => () =>
      sb.db
        .prepare(
          `INSERT INTO credit_note_lines (credit_note_id, invoice_id, document_kind, document_number, document_date,
             original_satang, refund_satang) VALUES (?, ?, 'receipt', 'R-1', ?, ?, ?)`,
        )
        .run(noteId, booking.due_invoice_ids[0] ?? 0, day(0), 658_001, refund);
    expect(line(658_001)).toThrow(/exceeds what was paid for the bill/);
    expect(line(100)).not.toThrow();
  });

  it('is refused for another customer’s booking as for a missing one', async () => {
    const token = await newCustomer(sb, 'statement.other@example.com');
    expect((await refused(sb, 'statement', { token, customer_service_id: 1 })).code).toBe(404);
  });
});
