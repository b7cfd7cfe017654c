import { join } from 'node:path';
import { SelfStorageClient } from '@self-storage/core';
import { addDays, formatDateTime, today } from '@self-storage/core/dates';
import type { Sandbox } from '@self-storage/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cli, createCli } from './support/cli.ts';
import { DEMO } from './support/fixtures.ts';
import { startTestSandbox } from './support/sandbox.ts';

const EXAMPLES = join(import.meta.dirname, '../../../examples/scenarios');
/** A scenario registers a customer, books, pays and moves the clock: room for a loaded machine. */
const SCENARIO_TIMEOUT_MS = 120_000;

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

/** A paid 30-day demo booking at Chinatown (branch 1), paid at a kiosk. */
const paidBooking = async (unit: number): Promise<number> => {
  const selection = { project_id: 1, open_service_id: 1, open_service_model_id: 2 };
  const data = await client.booking.calculate({
    ...selection,
    start_date: day(0),
    end_date: day(29),
    unit_id: unit,
    is_reccuring: 0,
    is_reccuringcheck: 0,
    is_paymentcheck: 1,
    promo_code: '',
  });
  const { booking } = await client.booking.store({
    payment_method: 4,
    isInstallment: 1,
    start_date: day(0),
    end_date: day(29),
    unit_id: unit,
    token,
    data,
    totalOrange: data.total_after_discount,
  });
  expect((await cli.run(['sandbox', 'pay', booking.payment_reference ?? ''])).code).toBe(0);
  return booking.customerService_id;
};

interface PassOutput {
  pin: string;
  qr: string;
  state: string;
  secret?: string;
}

describe('self-storage access and gate scan', () => {
  it('shows the pass, scans it at the gate and prints the log, as JSON and as tables in English and Thai', async () => {
    const id = String(await paidBooking(10));
    const pass = await cli.json<PassOutput>(['--json', 'access', id, '--pass']);
    expect(pass).toMatchObject({ state: 'active', pin: expect.stringMatching(/^\d{6}$/) });
    expect(pass.qr).toMatch(/^SSA1\.\d+\.\d{6}$/);
    // The secret stays with the pass's holder: the CLI prints the code of the moment, not the secret.
    expect(pass.secret).toBeUndefined();

    expect(await cli.json(['--json', 'gate', 'scan', '--branch', '1', pass.pin])).toMatchObject({
      granted: true,
      reason: null,
    });
    const thai = await cli.run(['--lang', 'th', 'gate', 'scan', '--branch', '2', pass.pin]);
    expect(thai.code).toBe(0);
    expect(thai.stdout.trim()).toBe('ไม่อนุญาต: ผิดสาขา ที่สาขา 2');
    const english = await cli.run(['--lang', 'en', 'gate', 'scan', '--branch', '1', '000000']);
    expect(english.stdout.trim()).toBe('Denied: unknown code at branch 1');

    const log = await cli.json<{ attempts: { granted: boolean; reason: string | null; at: string }[] }>([
      '--json',
      'access',
      id,
    ]);
    expect(log).toEqual({ attempts: await client.rental.access({ token, customer_service_id: Number(id) }) });
    expect(log.attempts.map((a) => [a.granted, a.reason])).toEqual([
      [false, 'wrong_branch'],
      [true, null],
    ]);
    const table = await cli.run(['--lang', 'en', 'access', id]);
    expect(table.stdout).toContain('Access log of booking SS-');
    expect(table.stdout).toMatch(/Denied: wrong branch/);
    expect(table.stdout).toContain('(owner)');
    // When, in Bangkok: the date as every screen writes it and the 24-hour time.
    for (const attempt of log.attempts) {
      expect(table.stdout).toContain(formatDateTime(Date.parse(attempt.at), 'en'));
    }
    const thaiTable = await cli.run(['--lang', 'th', 'access', id]);
    expect(thaiTable.stdout).toContain(formatDateTime(Date.parse(log.attempts[0]?.at ?? ''), 'th'));
    expect(thaiTable.stdout).toContain('ประวัติการเข้าออกของการจอง');
    expect(thaiTable.stdout).toContain('ไม่อนุญาต: ผิดสาขา');
    expect(thaiTable.stdout).toContain('(ผู้เช่า)');
  });

  it("says when a branch's keypad is locked after wrong PINs, in Thai and English", async () => {
    // Branch 3's keypad: no other test types PINs there.
    for (const pin of ['000001', '000002', '000003', '000004', '000005']) {
      expect((await cli.run(['--lang', 'en', 'gate', 'scan', '--branch', '3', pin])).stdout.trim()).toBe(
        'Denied: unknown code at branch 3',
      );
    }
    const english = await cli.run(['--lang', 'en', 'gate', 'scan', '--branch', '3', '000006']);
    expect(english.stdout.trim()).toBe('Denied: keypad locked after too many wrong PINs at branch 3');
    const thai = await cli.run(['--lang', 'th', 'gate', 'scan', '--branch', '3', '000006']);
    expect(thai.stdout.trim()).toBe('ไม่อนุญาต: ปุ่มกดถูกล็อกชั่วคราวเพราะใส่รหัสผิดหลายครั้ง ที่สาขา 3');
    expect(await cli.json(['--json', 'gate', 'scan', '--branch', '3', '000006'])).toMatchObject({
      granted: false,
      reason: 'keypad_locked',
      retry_after_s: expect.any(Number),
    });
  });

  it('refuses a gate scan without a branch', async () => {
    const run = await cli.run(['gate', 'scan', '123456']);
    expect(run.code).not.toBe(0);
  });
});

describe('the access scenario', () => {
  it(
    'asserts "denied while the bill is unpaid, granted after paying" against the sandbox',
    async () => {
      const result = await cli.run(['--lang', 'en', 'run', join(EXAMPLES, 'access-follows-payment.yaml')], {
        timeoutMs: SCENARIO_TIMEOUT_MS,
      });
      expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
    },
    SCENARIO_TIMEOUT_MS + 10_000,
  );
});
