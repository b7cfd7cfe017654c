import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatAmount, toSatang } from '@self-storage/core/money';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  book,
  day,
  mails,
  newCustomer,
  RATE_2SQM,
  START,
  startSandbox,
  type TestSandbox,
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

const DAY_MS = 24 * 60 * 60 * 1000;
const dir = mkdtempSync(join(tmpdir(), 'self-storage-statement-move-out-'));
const loose = (s: string) => s.normalize('NFKC').replace(/[\p{Mn}\s]/gu, '');
const pdfText = (pdf: Uint8Array, name: string): string => {
  writeFileSync(join(dir, name), pdf);
  return loose(execFileSync('pdftotext', ['-layout', join(dir, name), '-'], { encoding: 'utf8' }));
};
const baht = (amount: number) => `${formatAmount(toSatang(amount), 'en')} baht`;

const login = (email: string) => sb.client.customer.login({ username: email, password: 'Secret-123' });

const statementOf = (token: string, id: number) => checkedStatement(sb, token, id);

const payQr = (token: string, ids: number[]) => payBills(sb, token, ids);

interface Attached {
  subject: string;
  text: string;
  attachments: { filename: string; content: string }[];
}
const outbox = async (email: string): Promise<Attached[]> =>
  (
    (await (await fetch(`${sb.url}/sandbox/mail?to=${encodeURIComponent(email)}`)).json()) as {
      messages: Attached[];
    }
  ).messages;

describe('the rental account after a move-out', { timeout: 60_000 }, () => {
  it('ends the last bill and the booking on the move-out date; later bills keep their months, void', async () => {
    const token = await newCustomer(sb, 'moveout.instalments@example.com');
    const { booking, customerServiceId: id } = await book(sb, token, 9, day(0), day(89), {
      instalments: true,
    });
    await payQr(token, booking.due_invoice_ids);
    await sb.client.rental.moveOut({ token, customer_service_id: id, move_out_date: day(14) });

    const s = await statementOf(token, id);
    expect(s.parts.map((p) => [p.kind, p.start_date, p.end_date])).toEqual([['booking', day(0), day(14)]]);
    expect(s.bills.map((b) => [b.n, b.status, b.period.start_date, b.period.end_date])).toEqual([
      [1, 'paid', day(0), day(14)],
      [2, 'void', day(30), day(59)],
      [3, 'void', day(60), day(89)],
    ]);
  });

  it('tells the same refund and deposit in the quote, the notice mail, the statement, the credit note and its mail', async () => {
    const email = 'moveout.documents@example.com';
    const token = await newCustomer(sb, email);
    const { booking, customerServiceId: id } = await book(sb, token, 10, day(0), day(89));
    await payQr(token, booking.due_invoice_ids);
    const quote = await sb.client.rental.moveOutQuote({
      token,
      customer_service_id: id,
      move_out_date: day(14),
    });
    expect(quote).toMatchObject({ refund: 2 * RATE_2SQM, deposit: 500 });
    await sb.client.rental.moveOut({ token, customer_service_id: id, move_out_date: day(14) });

    const given = await statementOf(token, id);
    expect(given.parts[0]?.end_date).toBe(day(14));
    expect(given.bills[0]?.period.end_date).toBe(day(14));
    const refund = given.credits.find((c) => c.kind === 'refund');
    const deposit = given.credits.find((c) => c.kind === 'deposit_return');
    expect([refund?.amount, deposit?.amount]).toEqual([quote.refund, quote.deposit]);
    const notice = (await mails(sb, email)).at(-1)?.text ?? '';
    expect(notice).toContain(baht(quote.refund));
    expect(notice).toContain(`key card deposit of ${baht(quote.deposit)}`);

    // The day after the move-out date the refund is made: reading the booking issues the note.
    sb.advance(15 * DAY_MS);
    const later = await login(email);
    await sb.client.booking.current({ token: later, customer_service_id: id });
    const made = await statementOf(later, id);
    const note = await sb.client.rental.creditNote({ token: later, customer_service_id: id });
    expect(made.credits.map((c) => [c.kind, c.amount, c.made])).toEqual([
      ['refund', note.refund, true],
      ['deposit_return', quote.deposit, true],
    ]);
    expect(made.credits[0]?.credit_note_number).toBe(note.credit_note_number);
    expect(pdfText(note.pdf, 'note.pdf')).toContain(loose(formatAmount(toSatang(note.refund), 'en')));
    const noteMail = (await outbox(email)).find((m) => m.subject.includes(note.credit_note_number));
    expect(noteMail?.subject).toContain(baht(note.refund));
    expect(noteMail?.text).toContain(`Key card deposit returned: ${baht(quote.deposit)}, paid back with it`);
    const attached = Buffer.from(noteMail?.attachments[0]?.content ?? '', 'base64');
    expect(pdfText(attached, 'note-mail.pdf')).toContain(loose(formatAmount(toSatang(note.refund), 'en')));
  });
});
