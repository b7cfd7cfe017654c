import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Booking, SelfStorageClient } from '@self-storage/core';
import { addDays, today } from '@self-storage/core/dates';
import type { Sandbox } from '@self-storage/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cli, createCli } from './support/cli.ts';
import { DEMO } from './support/fixtures.ts';
import { startTestSandbox } from './support/sandbox.ts';

let sandbox: Sandbox;
let cli: Cli;
let client: SelfStorageClient;

const day = (offset: number) => addDays(today(Date.now()), offset);
const login = () => client.customer.login({ username: DEMO.email, password: DEMO.password });

beforeAll(async () => {
  sandbox = await startTestSandbox({ maxUnpaidBookings: 100 });
  cli = createCli(sandbox.url);
  client = new SelfStorageClient({ baseUrl: sandbox.url, language: 'en' });
  await cli.json(['login', '--email', DEMO.email, '--password', DEMO.password]);
});
afterAll(() => sandbox.close());

/** A paid booking of the demo account from today to `end`, paid in one bill, made through the SDK. */
const paidBooking = async (unit: number, end: string): Promise<Booking> => {
  const token = await login();
  const data = await client.booking.calculate({
    project_id: 1,
    open_service_id: 1,
    open_service_model_id: 2,
    start_date: day(0),
    end_date: end,
    unit_id: unit,
    is_reccuring: 0,
    is_reccuringcheck: 0,
    is_paymentcheck: 1,
    promo_code: '',
  });
  const { booking } = await client.booking.store({
    payment_method: 1,
    isInstallment: 1,
    start_date: day(0),
    end_date: end,
    unit_id: unit,
    token,
    data,
    totalOrange: data.total_after_discount,
  });
  const qr = await client.payment.qrCheckout({ tokenu: token, customerInvoiceIds: booking.due_invoice_ids });
  expect((await cli.run(['sandbox', 'pay', qr.uuid])).code).toBe(0);
  return (await client.booking.current({ token, customer_service_id: booking.customerService_id })).booking;
};

describe('self-storage extend --promo', () => {
  it('prices the added days with the code, refuses a wrong one with the server reason, and extends at the lower price', async () => {
    const id = String((await paidBooking(11, day(5))).customerService_id);
    const args = ['--json', 'extend', id, '--end', day(35)];
    const promoted = await cli.json<{
      quote: { total_after_discount: number; promotion: { name_en: string } };
    }>([...args, '--promo', 'welcome10', '--quote']);
    expect(promoted.quote).toMatchObject({
      total_after_discount: 1764,
      promotion: { name_en: 'Welcome 10% off' },
    });

    const wrong = await cli.run([...args, '--promo', 'EXPIRED2024', '--quote', '--lang', 'en']);
    expect(wrong.code).not.toBe(0);
    // The server's reason, as the summary shows it; with --json the error document says it too.
    expect(wrong.stderr).toContain('This promotion ended on');
    expect(wrong.stdout).toContain('This promotion ended on');

    const done = await cli.json<{ extended: boolean; booking: Booking }>([
      ...args,
      '--promo',
      'WELCOME10',
      '--yes',
    ]);
    expect(done.extended).toBe(true);
    expect(done.booking.amount_due).toBe(1764);
  });
});

describe('self-storage credit-note', () => {
  it('names the refund date on move-out --json, refuses before it, and saves the credit note after it', async () => {
    const booking = await paidBooking(12, day(89));
    const id = String(booking.customerService_id);
    const moveOut = day(31);
    const given = await cli.json<{
      noticeGiven: boolean;
      refundDate: string | null;
      account: { refund: number };
    }>(['--json', 'move-out', id, '--date', moveOut, '--yes']);
    expect(given).toMatchObject({
      noticeGiven: true,
      refundDate: addDays(moveOut, 1),
      account: { refund: 1960 },
    });

    const early = await cli.run(['--json', '--lang', 'en', 'credit-note', id]);
    expect(early.code).not.toBe(0);
    expect(early.stdout + early.stderr).toContain('the day after the move-out date');

    // Past the move-out date by the sandbox's clock; the session lapsed meanwhile.
    expect((await cli.run(['sandbox', 'clock', 'advance', '33d'])).code).toBe(0);
    try {
      await cli.json(['login', '--email', DEMO.email, '--password', DEMO.password]);
      const out = join(mkdtempSync(join(tmpdir(), 'self-storage-credit-note-')), 'note.pdf');
      const saved = await cli.json<{
        credit_note_number: string;
        issue_date: string;
        refund: number;
        references: { document: string }[];
        path: string;
      }>(['--json', 'credit-note', id, '--out', out]);
      expect(saved).toMatchObject({ issue_date: addDays(moveOut, 1), refund: 1960, path: out });
      expect(saved.credit_note_number).toMatch(/^CN-\d{4}-\d{6}$/);
      expect(saved.references[0]?.document).toBe('receipt');
      expect(existsSync(out)).toBe(true);
      expect(execFileSync('pdftotext', [out, '-'], { encoding: 'utf8' })).toContain(saved.credit_note_number);
      const history = await cli.json<{ bookings: Booking[] } | Booking[]>(['--json', 'history']);
      const listed = (Array.isArray(history) ? history : history.bookings).find(
        (b) => String(b.customerService_id) === id,
      );
      expect(listed?.rental?.move_out?.credit_note?.number).toBe(saved.credit_note_number);
    } finally {
      await cli.run(['sandbox', 'clock', 'reset']);
    }
  });
});
