import { SelfStorageClient, type Statement } from '@self-storage/core';
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

/** A demo booking of 90 days with WELCOME10 in three bills, the first paid, at a kiosk. */
const bookingInInstalments = async (): Promise<number> => {
  const selection = { project_id: 1, open_service_id: 1, open_service_model_id: 2 };
  const data = await client.booking.calculate({
    ...selection,
    start_date: day(0),
    end_date: day(89),
    unit_id: 15,
    is_reccuring: 0,
    is_reccuringcheck: 1,
    is_paymentcheck: 1,
    promo_code: 'WELCOME10',
  });
  const { booking } = await client.booking.store({
    payment_method: 4,
    isInstallment: 2,
    start_date: day(0),
    end_date: day(89),
    unit_id: 15,
    token,
    data,
    totalOrange: data.total_after_discount,
  });
  expect((await cli.run(['sandbox', 'pay', booking.payment_reference ?? ''])).code).toBe(0);
  return booking.customerService_id;
};

describe('self-storage statement', () => {
  it('prints the account as the server gives it with --json, and as tables in English and Thai', async () => {
    const id = String(await bookingInInstalments());
    const json = await cli.json<Statement>(['--json', 'statement', id]);
    expect(json).toEqual(await client.rental.statement({ token, customer_service_id: Number(id) }));
    expect(json.bills.map((b) => b.status)).toEqual(['paid', 'pending', 'pending']);
    expect(json.standing).toMatchObject({ state: 'upcoming', suspension_date: day(37) });

    const english = await cli.run(['--lang', 'en', 'statement', id]);
    expect(english.code).toBe(0);
    expect(english.stdout).toContain(`Statement of booking ${json.booking_number}`);
    expect(english.stdout).toContain('1 of 3 (no. 1)');
    // Each discount line with its minus sign and its own promotion.
    expect(english.stdout).toMatch(/Discount \(WELCOME10 Welcome 10% off\)\s+-196\.00/);
    expect(english.stdout).toContain('Key card deposit');
    // Bill 1: 1,960.00 rent − 196.00 discount + 700.00 fees, deposit included.
    expect(english.stdout).toMatch(/Kiosk\s+1\s+2,464\.00\s+0\.00\s+2,464\.00/);
    expect(english.stdout).toContain(`Kiosk reference`);
    expect(english.stdout).toContain(json.kiosk_reference ?? 'no reference');
    expect(english.stdout).toContain('Access suspended from');
    expect(english.stdout).toContain(json.standing.terms?.message_en ?? 'no terms');

    // By the booking number every screen shows, as by its id.
    expect(await cli.json<Statement>(['--json', 'statement', json.booking_number])).toEqual(json);

    const thai = await cli.run(['--lang', 'th', 'statement', id]);
    expect(thai.code).toBe(0);
    expect(thai.stdout).toContain(`บัญชีการจอง ${json.booking_number}`);
    expect(thai.stdout).toContain('ส่วนลด (WELCOME10');
    expect(thai.stdout).toContain(json.standing.terms?.message_th ?? 'no terms');
    // No English sentence in a Thai run: only names, codes and figures are Latin.
    expect(thai.stdout).not.toMatch(/\b(Bill|Statement|Discount|Paid|Unpaid|Balance|Kiosk|Rent)\b/);
  });

  it('is refused, with the server message, for a booking that is not the caller’s', async () => {
    const run = await cli.run(['--lang', 'en', 'statement', '999999']);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('No booking 999999');
  });
});
