import { addDays } from '@self-storage/core/dates';
import type { Sandbox } from '@self-storage/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cli, createCli } from './support/cli.ts';
import { DEMO, dates } from './support/fixtures.ts';
import { startTestSandbox } from './support/sandbox.ts';

let sandbox: Sandbox;
let cli: Cli;

const { start, end } = dates(30);
/** Branch 2 (Rama 3), stock space (open service 5). */
const anySelection = ['--branch', '2', '--group', '5', '--start', start, '--end', end];

interface Pending {
  booking: { customerService_id: number; booking_number: string; status: string; invoices: { id: number }[] };
  payment: {
    method: 'qr';
    uuid: string;
    status: string;
    callbackUrl: string;
    qrPayload: string;
    amount: number;
    invoiceIds: number[];
    expiresAt: string;
  };
}

beforeAll(async () => {
  // The demo account books more units here than the default limit of unpaid holds.
  sandbox = await startTestSandbox({ maxUnpaidBookings: 100 });
  cli = createCli(sandbox.url);
  await cli.json(['login', '--email', DEMO.email, '--password', DEMO.password]);
});
afterAll(() => sandbox.close());

const bookNoWait = () =>
  cli.json<Pending>(['book', ...anySelection, '--size', 'any', '--unit', 'any', '--pay', 'qr', '--no-wait']);

const errorOf = (stdout: string): { code: string } => JSON.parse(stdout).error;

describe('headless payments', () => {
  it('books without waiting, then follows the payment from other processes', async () => {
    const before = Date.now();
    const { booking, payment } = await bookNoWait();
    const after = Date.now();
    expect(booking.status).toBe('awaiting_payment');
    expect(payment).toEqual({
      method: 'qr',
      uuid: expect.any(String),
      status: 'pending',
      callbackUrl: `${sandbox.url}/callback/${payment.uuid}`,
      qrPayload: expect.stringMatching(/^000201/),
      amount: expect.any(Number),
      invoiceIds: [booking.invoices[0]?.id],
      expiresAt: expect.stringMatching(/Z$/),
    });
    // Ten minutes from when the sandbox made it, however long the command took to start.
    expect(Date.parse(payment.expiresAt)).toBeGreaterThanOrEqual(before + 600_000 - 1000);
    expect(Date.parse(payment.expiresAt)).toBeLessThanOrEqual(after + 600_000 + 1000);
    expect(await cli.json(['payment', 'status', payment.uuid])).toEqual({
      uuid: payment.uuid,
      status: 'pending',
    });
    const waiting = cli.start(['--json', 'payment', 'wait', payment.uuid, '--timeout', '30']);
    await waiting.stderrMatch(/Waiting for payment|กำลังรอการชำระเงิน/);
    expect((await cli.run(['sandbox', 'pay', payment.uuid])).code).toBe(0);
    const waited = await waiting.done;
    expect(waited.code).toBe(0);
    expect(JSON.parse(waited.stdout)).toEqual({ uuid: payment.uuid, status: 'paid' });
    expect(await cli.json(['payment', 'status', payment.uuid])).toMatchObject({ status: 'paid' });
    // Waiting on a payment already paid answers at once.
    expect((await cli.run(['payment', 'wait', payment.uuid])).code).toBe(0);
  });

  it('ends the wait with exit 1 when the bank refuses, and when time runs out', async () => {
    const failed = await bookNoWait();
    const waiting = cli.start(['--json', 'payment', 'wait', failed.payment.uuid]);
    await waiting.stderrMatch(/qr|Waiting|กำลังรอ/i);
    expect((await cli.run(['sandbox', 'fail', failed.payment.uuid])).code).toBe(0);
    const refused = await waiting.done;
    expect(refused.code).toBe(1);
    expect(errorOf(refused.stdout).code).toBe('payment_failed');

    const slow = await bookNoWait();
    const started = Date.now();
    const timedOut = await cli.run(['--json', 'payment', 'wait', slow.payment.uuid, '--timeout', '1']);
    expect(timedOut.code).toBe(1);
    expect(errorOf(timedOut.stdout).code).toBe('payment_timeout');
    expect(Date.now() - started).toBeLessThan(10_000);

    expect((await cli.run(['sandbox', 'expire', slow.payment.uuid])).code).toBe(0);
    expect(await cli.json(['payment', 'status', slow.payment.uuid])).toMatchObject({ status: 'expired' });
  });

  it('cancels and expires bookings by number, freeing their units', async () => {
    const first = await bookNoWait();
    const cancelled = await cli.json<{ booking_status: string }>([
      'sandbox',
      'cancel',
      first.booking.booking_number,
    ]);
    expect(cancelled.booking_status).toBe('cancelled');
    const second = await bookNoWait();
    expect(await cli.json(['sandbox', 'expire', second.booking.booking_number])).toMatchObject({
      booking_status: 'expired',
    });
    const again = await cli.run(['--json', 'sandbox', 'expire', second.booking.booking_number]);
    expect(again.code).toBe(1);
    expect(JSON.parse(again.stdout).error).toMatchObject({
      code: 'sandbox_failed',
      status: 409,
      serverMessage: expect.stringContaining('expired'),
      url: `${sandbox.url}/sandbox/targets/${second.booking.booking_number}/expire`,
    });
  });

  it('books any free unit from several shells at once, none failing on a collision', async () => {
    // Branch 3 (Rama 4), document space (open service 9), 1 sqm: six units, four bookings at once.
    const [size] = await cli.json<{ id: number }[]>(['sizes', '--group', '9']);
    const selection = ['--branch', '3', '--group', '9', '--size', String(size?.id), '--start', start];
    const { units } = await cli.json<{ units: unknown[] }>(['units', ...selection, '--end', start]);
    expect(units).toHaveLength(6);
    const runs = await Promise.all(
      Array.from({ length: 4 }, () =>
        cli.run(['--json', 'book', ...selection, '--end', start, '--unit', 'any', '--pay', 'kiosk']),
      ),
    );
    for (const run of runs) expect(run.code, run.stderr).toBe(0);
    const numbers = runs.map((run) => JSON.parse(run.stdout).booking.booking_number);
    expect(new Set(numbers).size).toBe(4);
  });
});

describe('the sandbox clock', () => {
  it('moves the server time: a 12-hour session ends 13 hours later, until logged in again', async () => {
    const clock = await cli.json<{ offsetMs: number; today: string }>(['sandbox', 'clock']);
    expect(Math.abs(clock.offsetMs)).toBeLessThan(1000);
    const later = await cli.json<{ offsetMs: number }>(['sandbox', 'clock', 'advance', '13h']);
    expect(Math.abs(later.offsetMs - 13 * 3_600_000)).toBeLessThan(1000);
    const expired = await cli.run(['--json', 'history']);
    expect(expired.code).toBe(1);
    expect(errorOf(expired.stdout).code).toBe('session_expired');
    expect((await cli.run(['--lang', 'en', 'sandbox', 'clock'])).stdout).toMatch(
      /^Sandbox clock: .+ \(offset \+13h\)\n$/,
    );
    const reset = await cli.json<{ offsetMs: number }>(['sandbox', 'clock', 'reset']);
    expect(Math.abs(reset.offsetMs)).toBeLessThan(1000);
    await cli.json(['login', '--email', DEMO.email, '--password', DEMO.password]);
    expect((await cli.run(['history'])).code).toBe(0);
  });
});

describe("the server's clock, not the computer's", () => {
  const serverDates = async (from: number, days: number) => {
    const { today } = await cli.json<{ today: string }>(['sandbox', 'clock']);
    return { start: addDays(today, from), end: addDays(today, from + days - 1) };
  };
  const login = () => cli.json(['login', '--email', DEMO.email, '--password', DEMO.password]);

  it('quotes and books with the sandbox clock 20 days ahead, where the computer would find no start date allowed', async () => {
    try {
      await cli.json(['sandbox', 'clock', 'advance', '20d']);
      await login();
      // The server's day 15 is beyond the computer's 14-day window: only the server's clock allows it.
      const { start, end } = await serverDates(14, 10);
      const selection = ['--branch', '2', '--group', '5', '--size', 'any', '--start', start, '--end', end];
      const quote = await cli.run(['--json', 'quote', ...selection, '--unit', 'any']);
      expect(quote.code, quote.stderr).toBe(0);
      const { booking } = await cli.json<Pending>([
        'book',
        ...selection,
        '--unit',
        'any',
        '--pay',
        'qr',
        '--no-wait',
      ]);
      expect(booking.status).toBe('awaiting_payment');
    } finally {
      await cli.json(['sandbox', 'clock', 'reset']);
      await login();
    }
  });

  it("hands back the same QR for the same bill with the server's expiry, not ten minutes more", async () => {
    const { booking, payment } = await bookNoWait();
    try {
      await cli.json(['sandbox', 'clock', 'advance', '2m']);
      const again = await cli.json<Pending>([
        'repay',
        String(booking.customerService_id),
        '--pay',
        'qr',
        '--no-wait',
      ]);
      expect(again.payment).toMatchObject({ uuid: payment.uuid, expiresAt: payment.expiresAt });
    } finally {
      await cli.json(['sandbox', 'clock', 'reset']);
    }
  });

  it('repays bill 2 of an instalment booking once the sandbox clock reaches its due date', async () => {
    const { start, end } = await serverDates(0, 61);
    const selection = ['--branch', '2', '--group', '5', '--size', 'any', '--start', start, '--end', end];
    const first = await cli.json<Pending & { booking: { invoices: { id: number; amount: number }[] } }>([
      'book',
      ...selection,
      '--unit',
      'any',
      '--installments',
      '--pay',
      'qr',
      '--no-wait',
    ]);
    expect(first.booking.invoices).toHaveLength(2);
    expect((await cli.run(['sandbox', 'pay', first.payment.uuid])).code).toBe(0);
    const id = String(first.booking.customerService_id);
    try {
      await cli.json(['sandbox', 'clock', 'advance', '31d']);
      await login();
      const repay = await cli.json<{ payment: { uuid: string; amount: number } }>([
        'repay',
        id,
        '--pay',
        'qr',
        '--no-wait',
      ]);
      expect(repay.payment.amount).toBe(first.booking.invoices[1]?.amount);
      expect((await cli.run(['sandbox', 'pay', repay.payment.uuid])).code).toBe(0);
      const history = await cli.json<{ customerService_id: number; invoices: { status: string }[] }[]>([
        'history',
      ]);
      const paid = history.find((item) => item.customerService_id === Number(id));
      expect(paid?.invoices.map((invoice) => invoice.status)).toEqual(['paid', 'paid']);
    } finally {
      await cli.json(['sandbox', 'clock', 'reset']);
      await login();
    }
  });
});
