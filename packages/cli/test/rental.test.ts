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
let token: string;

const day = (offset: number) => addDays(today(Date.now()), offset);

beforeAll(async () => {
  sandbox = await startTestSandbox({ maxUnpaidBookings: 100 });
  cli = createCli(sandbox.url);
  client = new SelfStorageClient({ baseUrl: sandbox.url, language: 'en' });
  token = await client.customer.login({ username: DEMO.email, password: DEMO.password });
  await cli.json(['login', '--email', DEMO.email, '--password', DEMO.password]);
});
afterAll(() => sandbox.close());

/** A paid booking of the demo account, made through the SDK. */
const paidBooking = async (unit: number, end: string, instalments = false): Promise<Booking> => {
  const selection = { project_id: 1, open_service_id: 1, open_service_model_id: 2 };
  const data = await client.booking.calculate({
    ...selection,
    start_date: day(0),
    end_date: end,
    unit_id: unit,
    is_reccuring: 0,
    is_reccuringcheck: instalments ? 1 : 0,
    is_paymentcheck: 1,
    promo_code: '',
  });
  const { booking } = await client.booking.store({
    payment_method: 1,
    isInstallment: instalments ? 2 : 1,
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

describe('self-storage extend', () => {
  it('shows the price with --quote, refuses to change anything off a terminal without --yes, and extends with it', async () => {
    const booking = await paidBooking(10, day(5));
    const id = String(booking.customerService_id);
    const quote = await cli.json<{ quote: { days: number; total_after_discount: number; end_date: string } }>(
      ['--json', 'extend', id, '--end', day(35), '--quote'],
    );
    expect(quote.quote).toMatchObject({ days: 30, total_after_discount: 1960, end_date: day(35) });

    const unconfirmed = await cli.run(['--json', '--lang', 'en', 'extend', id, '--end', day(35)]);
    expect(unconfirmed.code).toBe(2);
    expect(unconfirmed.stdout).toContain('add --yes');

    const done = await cli.json<{ extended: boolean; booking: Booking }>([
      '--json',
      'extend',
      id,
      '--end',
      day(35),
      '--yes',
    ]);
    expect(done.extended).toBe(true);
    expect(done.booking.rental?.extension?.end_date).toBe(day(35));
    expect(done.booking.amount_due).toBe(1960);
  });
});

describe('self-storage move-out', () => {
  it('prints the final account, gives notice with --yes and withdraws it', async () => {
    const booking = await paidBooking(11, day(89), true);
    const id = String(booking.customerService_id);
    const early = await cli.run(['--json', '--lang', 'en', 'move-out', id, '--date', day(3), '--yes']);
    expect(early.code).toBe(1);
    expect(early.stdout).toContain('14 days');

    const given = await cli.run(['--json', '--lang', 'en', 'move-out', id, '--date', day(20), '--yes']);
    expect(given.code).toBe(0);
    expect(given.stderr).toContain('Rent months charged');
    expect(given.stderr).toMatch(/Key card deposit, returned on the refund date\s+500\.00 baht/);
    const result = JSON.parse(given.stdout) as {
      noticeGiven: boolean;
      account: { cancelled_bills: unknown[] };
      booking: Booking;
    };
    expect(result.noticeGiven).toBe(true);
    expect(result.account.cancelled_bills).toHaveLength(2);
    expect(result.booking.customerServiceEndDt).toBe(day(20));

    const withdrawn = await cli.json<{ withdrawn: boolean; booking: Booking }>([
      '--json',
      'move-out',
      id,
      '--withdraw',
      '--yes',
    ]);
    expect(withdrawn.withdrawn).toBe(true);
    expect(withdrawn.booking.customerServiceEndDt).toBe(day(89));
  });
});

describe('self-storage account', () => {
  it('shows, updates and turns marketing mail on, in --json', async () => {
    const shown = await cli.json<{ profile: { email: string } }>(['--json', 'account']);
    expect(shown.profile.email).toBe(DEMO.email);
    const updated = await cli.json<{ profile: { phone: string } }>([
      '--json',
      'account',
      'update',
      '--phone',
      '0899999999',
    ]);
    expect(updated.profile.phone).toBe('0899999999');
    const bad = await cli.run(['--json', '--lang', 'en', 'account', 'update', '--phone', '08-99']);
    expect(bad.code).not.toBe(0);
    const on = await cli.json<{ profile: { marketing: boolean } }>(['--json', 'account', 'marketing', 'on']);
    expect(on.profile.marketing).toBe(true);
  });
});
