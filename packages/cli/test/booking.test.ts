import { addDays, today } from '@self-storage/core/dates';
import type { Sandbox } from '@self-storage/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cli, createCli } from './support/cli.ts';
import { DEMO, dates, translator } from './support/fixtures.ts';
import { startTestSandbox } from './support/sandbox.ts';

let sandbox: Sandbox;
let cli: Cli;
let freeUnits: number[];

const { start, end } = dates(100);
const selection = ['--branch', '1', '--group', '1', '--size', '3', '--start', start, '--end', end];

interface Booking {
  customerService_id: number;
  booking_number: string;
  status: string;
  payment_reference: string | null;
}

beforeAll(async () => {
  // The demo account books a unit in most tests here, more than the default limit of unpaid holds.
  sandbox = await startTestSandbox({ maxUnpaidBookings: 100 });
  cli = createCli(sandbox.url);
  await cli.json(['login', '--email', DEMO.email, '--password', DEMO.password]);
  freeUnits = (await cli.json<{ units: { unit_id: number }[] }>(['units', ...selection])).units.map(
    (unit) => unit.unit_id,
  );
});
afterAll(() => sandbox.close());

const satang = (baht: number) => Math.round(baht * 100);

/** A unit no other test books. */
const nextUnit = (): string => String(freeUnits.shift());

describe('quote', () => {
  interface QuoteJson {
    installments: boolean;
    billCount: number;
    total: number;
    payableNow: number;
    bills: { amount: number; due: string }[];
    calculation: { total_after_discount: number; summary: number };
  }

  it('with instalments, prints today’s bill and each later bill with its due date, as --json does', async () => {
    const unit = String(freeUnits[0]);
    const json = await cli.json<QuoteJson>(['quote', ...selection, '--unit', unit, '--installments']);
    expect(json.installments).toBe(true);
    expect(json.bills).toHaveLength(json.calculation.summary);
    expect(json.billCount).toBeGreaterThan(1);
    expect(json.bills.reduce((sum, bill) => sum + satang(bill.amount), 0)).toBe(
      satang(json.calculation.total_after_discount),
    );
    expect(json.payableNow).toBe(json.bills[0]?.amount);
    // The first bill is due the day of booking, the next one a rent month after the start.
    expect(json.bills[0]?.due).toBe(today(Date.now()));
    expect(json.bills[1]?.due).toBe(addDays(start, 30));

    const human = await cli.run(['--lang', 'en', 'quote', ...selection, '--unit', unit, '--installments']);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/Service fee +[\d,]+\.\d\d baht/);
    expect(human.stdout).toMatch(/Total +[\d,]+\.\d\d baht/);
    const format = (baht: number) => baht.toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(human.stdout).toContain(`Pay today`);
    expect(human.stdout).toContain(
      `${format(json.payableNow)} baht (Bill 1 of ${json.billCount}, including the additional fees)`,
    );
    json.bills.slice(1).forEach((bill, index) => {
      expect(human.stdout).toMatch(new RegExp(`Bill ${index + 2}, due .+ +${format(bill.amount)} baht`));
    });
    expect(human.stdout).not.toContain('per bill');
  });

  it('without instalments, prints one amount to pay and no bill plan', async () => {
    const unit = String(freeUnits[0]);
    const json = await cli.json<QuoteJson>(['quote', ...selection, '--unit', unit]);
    expect(json.installments).toBe(false);
    expect(json.bills).toEqual([{ amount: json.calculation.total_after_discount, due: today(Date.now()) }]);
    expect(json.payableNow).toBe(json.calculation.total_after_discount);
    const human = await cli.run(['--lang', 'th', 'quote', ...selection, '--unit', unit]);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/ยอดที่ต้องชำระ +[\d,]+\.\d\d บาท/);
    expect(human.stdout).not.toMatch(/งวด/);
  });

  it('refuses an unknown promotion code with exit 1', async () => {
    const result = await cli.run([
      '--json',
      'quote',
      ...selection,
      '--unit',
      String(freeUnits[0]),
      '--promo',
      'NOPE',
    ]);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).error.message).not.toBe('');
  });
});

describe('book and pay', () => {
  it('books for a kiosk payment, which the sandbox kiosk then pays', async () => {
    const human = await cli.run([
      '--lang',
      'en',
      'book',
      ...selection,
      '--unit',
      nextUnit(),
      '--pay',
      'kiosk',
    ]);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(
      /^Booking number +SS-\d{4}-\d+\nPay at a kiosk with reference (\d+) within \d\d:\d\d:\d\d\.\n$/,
    );
    const reference = human.stdout.match(/reference (\d+)/)?.[1] ?? '';
    const paid = await cli.run(['--lang', 'en', 'sandbox', 'pay', reference]);
    expect(paid).toMatchObject({ code: 0, stdout: 'Paid\n' });
    const json = await cli.json<{ booking: Booking; payment: { method: string; reference: string } }>([
      'book',
      ...selection,
      '--unit',
      nextUnit(),
      '--pay',
      'kiosk',
    ]);
    expect(json.payment).toMatchObject({ method: 'kiosk', reference: json.booking.payment_reference });
    expect(await cli.json(['sandbox', 'pay', json.payment.reference])).toMatchObject({ paid: true });
  });

  it('books for a card payment and prints the card page, in both forms', async () => {
    const human = await cli.run([
      '--lang',
      'en',
      'book',
      ...selection,
      '--unit',
      nextUnit(),
      '--pay',
      'card',
      '--installments',
    ]);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/Open this link to pay by card: http:\/\/\S+/);
    const json = await cli.json<{ payment: { method: string; redirectUrl: string } }>([
      'book',
      ...selection,
      '--unit',
      nextUnit(),
      '--pay',
      'card',
    ]);
    expect(json.payment.method).toBe('card');
    expect(new URL(json.payment.redirectUrl).protocol).toBe('http:');
  });

  it('refuses a unit that was just booked with exit 1 and the unitBooked message', async () => {
    const unit = nextUnit();
    await cli.json(['book', ...selection, '--unit', unit, '--pay', 'card']);
    // Overlapping days: the same dates again would be a repeat, answered with the first booking.
    const overlap = [
      '--branch',
      '1',
      '--group',
      '1',
      '--size',
      '3',
      '--start',
      start,
      '--end',
      dates(90).end,
    ];
    const again = await cli.run(['--lang', 'en', 'book', ...overlap, '--unit', unit, '--pay', 'card']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain((await translator('en'))('errors.unitBooked'));
  });

  it('re-pays a booking by QR while another process pays it, then has nothing left to pay', async () => {
    const { booking } = await cli.json<{ booking: Booking }>([
      'book',
      ...selection,
      '--unit',
      nextUnit(),
      '--pay',
      'card',
    ]);
    const repay = cli.start(['--json', 'repay', String(booking.customerService_id), '--pay', 'qr']);
    const [, uuid = ''] = await repay.stderrMatch(/qr-uuid: (\S+)/);
    expect((await cli.run(['sandbox', 'pay', uuid])).code).toBe(0);
    const done = await repay.done;
    expect(done.code).toBe(0);
    expect(JSON.parse(done.stdout)).toMatchObject({
      booking: { status: 'confirmed' },
      payment: { method: 'qr', uuid, status: 'paid' },
    });
    const nothing = await cli.run([
      '--lang',
      'en',
      'repay',
      String(booking.customerService_id),
      '--pay',
      'card',
    ]);
    expect(nothing.code).toBe(1);
    expect(nothing.stderr).toContain((await translator('en'))('errors.noAmount'));
  });

  it('re-pays by card in human form, and kiosk is not a re-payment method', async () => {
    const { booking } = await cli.json<{ booking: Booking }>([
      'book',
      ...selection,
      '--unit',
      nextUnit(),
      '--pay',
      'card',
    ]);
    const card = await cli.run([
      '--lang',
      'en',
      'repay',
      String(booking.customerService_id),
      '--pay',
      'card',
    ]);
    expect(card.code).toBe(0);
    expect(card.stdout).toMatch(/^Open this link to pay by card: /);
    const kiosk = await cli.run(['repay', String(booking.customerService_id), '--pay', 'kiosk']);
    expect(kiosk.code).toBe(2);
  });

  it('fails without a session, and for a booking that does not exist, with exit 1', async () => {
    const t = await translator('en');
    const [anonymous, unknown] = await Promise.all([
      createCli(sandbox.url).run([
        '--lang',
        'en',
        'book',
        ...selection,
        '--unit',
        String(freeUnits[0]),
        '--pay',
        'card',
      ]),
      cli.run(['--lang', 'en', 'repay', '999999', '--pay', 'qr']),
    ]);
    expect(anonymous.code).toBe(1);
    expect(anonymous.stderr).toContain(t('cli.status.notLoggedIn', { command: 'self-storage login' }));
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain(t('errors.noService'));
  });

  it('lists the history as a table and as JSON', async () => {
    const human = await cli.run(['--lang', 'en', 'history']);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(
      /^ID +Booking number +Branch +Unit +Rental dates +Total \(baht\) +Paid \(baht\) +Balance \(baht\) +Next bill +Status\n/,
    );
    expect(human.stdout).toContain('Confirmed');
    expect(human.stdout).toContain('Awaiting payment');
    const json = await cli.json<Booking[]>(['history']);
    expect(json.map((booking) => booking.status)).toContain('confirmed');
  });

  it('shows paid, balance and the next bill of a booking in instalments, in --json too', async () => {
    const booked = await cli.json<{
      booking: Booking & { invoices: { amount: number; due_date: string }[] };
      payment: { reference: string };
    }>(['book', ...selection, '--unit', nextUnit(), '--pay', 'kiosk', '--installments']);
    await cli.json(['sandbox', 'pay', booked.payment.reference]);
    const [first, second] = booked.booking.invoices;
    const total = booked.booking.invoices.reduce((sum, invoice) => sum + satang(invoice.amount), 0);
    const json = await cli.json<
      (Booking & {
        figures: {
          total: number;
          paid: number;
          balance: number;
          nextBill: { amount: number; due: string } | null;
        };
      })[]
    >(['history']);
    const entry = json.find((booking) => booking.booking_number === booked.booking.booking_number);
    expect(entry?.status).toBe('confirmed');
    expect(entry?.figures).toEqual({
      total: total / 100,
      paid: first?.amount,
      balance: (total - satang(first?.amount ?? 0)) / 100,
      nextBill: { amount: second?.amount, due: second?.due_date },
    });
    // The figures are the statement's, the one `statement --json` prints.
    expect((entry as { statement?: unknown } | undefined)?.statement).toEqual(
      await cli.json(['statement', String(entry?.customerService_id)]),
    );
    const human = await cli.run(['--lang', 'en', 'history']);
    const row = human.stdout.split('\n').find((line) => line.includes(booked.booking.booking_number)) ?? '';
    expect(row).toContain('Confirmed');
    expect(row).toMatch(/baht, due /);
  });
});
