import { createSandbox, type Sandbox } from '@self-storage/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cli, createCli } from './support/cli.ts';
import { DEMO, dates, translator } from './support/fixtures.ts';

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
  sandbox = await createSandbox({ port: 0, dataDir: ':memory:', maxUnpaidBookings: 100 });
  cli = createCli(sandbox.url);
  await cli.json(['login', '--email', DEMO.email, '--password', DEMO.password]);
  freeUnits = (await cli.json<{ units: { unit_id: number }[] }>(['units', ...selection])).units.map(
    (unit) => unit.unit_id,
  );
});
afterAll(() => sandbox.close());

/** A unit no other test books. */
const nextUnit = (): string => String(freeUnits.shift());

describe('quote', () => {
  it('prints rent, extra fees, total, bills and the per-bill amount', async () => {
    const unit = String(freeUnits[0]);
    const human = await cli.run(['--lang', 'en', 'quote', ...selection, '--unit', unit, '--installments']);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/Unit rent +[\d,]+\.\d\d baht/);
    expect(human.stdout).toMatch(/Total +[\d,]+\.\d\d baht/);
    expect(human.stdout).toMatch(/Number of installments +\d+/);
    expect(human.stdout).toMatch(/Pay in installments +[\d,]+\.\d\d baht per bill, \d+ bills in total/);
    const json = await cli.json<{
      billCount: number;
      perBill: number;
      payableNow: number;
      calculation: { total_after_discount: number };
    }>(['quote', ...selection, '--unit', unit]);
    expect(json.billCount).toBeGreaterThan(1);
    expect(json.payableNow).toBe(json.calculation.total_after_discount);
    expect(json.perBill).toBeLessThan(json.payableNow);
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
      /^ID +Booking number +Branch +Unit +Rental dates +Amount \(baht\) +Status\n/,
    );
    expect(human.stdout).toContain('Confirmed');
    expect(human.stdout).toContain('Awaiting payment');
    const json = await cli.json<Booking[]>(['history']);
    expect(json.map((booking) => booking.status)).toContain('confirmed');
  });
});
