import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Booking, SelfStorageClient } from '@self-storage/core';
import { addDays, today } from '@self-storage/core/dates';
import type { Sandbox } from '@self-storage/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cli, createCli, MAIN } from './support/cli.ts';
import { DEMO, translator } from './support/fixtures.ts';
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

/** A booking of the demo account made through the SDK, paid by QR unless `paid` is false. */
const booking = async (unit: number, end: string, { instalments = false, paid = true } = {}) => {
  const data = await client.booking.calculate({
    project_id: 1,
    open_service_id: 1,
    open_service_model_id: 2,
    start_date: day(0),
    end_date: end,
    unit_id: unit,
    is_reccuring: 0,
    is_reccuringcheck: instalments ? 1 : 0,
    is_paymentcheck: 1,
    promo_code: '',
  });
  const { booking: made } = await client.booking.store({
    payment_method: 1,
    isInstallment: instalments ? 2 : 1,
    start_date: day(0),
    end_date: end,
    unit_id: unit,
    token,
    data,
    totalOrange: data.total_after_discount,
  });
  if (paid) {
    const qr = await client.payment.qrCheckout({ tokenu: token, customerInvoiceIds: made.due_invoice_ids });
    expect((await cli.run(['sandbox', 'pay', qr.uuid])).code).toBe(0);
  }
  return (await client.booking.current({ token, customer_service_id: made.customerService_id })).booking;
};

describe('a booking by its number', () => {
  it('repay, extend, move-out and credit-note take the number every screen shows, as they take the id', async () => {
    const unpaid = await booking(12, day(20), { paid: false });
    const repaid = await cli.json<{ booking: Booking; payment: { uuid: string } }>([
      'repay',
      unpaid.booking_number,
      '--pay',
      'qr',
      '--no-wait',
    ]);
    expect(repaid.booking.customerService_id).toBe(unpaid.customerService_id);
    expect(repaid.payment.uuid).toMatch(/^[0-9a-f-]{36}$/);

    const paid = await booking(13, day(89), { instalments: true });
    // Typed in lower case as well: the number is matched as the screens show it.
    const quote = await cli.json<{ quote: { customer_service_id: number; end_date: string } }>([
      'extend',
      paid.booking_number.toLowerCase(),
      '--end',
      day(119),
      '--quote',
    ]);
    expect(quote.quote).toMatchObject({ customer_service_id: paid.customerService_id, end_date: day(119) });

    const notice = await cli.json<{ noticeGiven: boolean; booking: Booking }>([
      'move-out',
      paid.booking_number,
      '--date',
      day(20),
      '--yes',
    ]);
    expect(notice).toMatchObject({ noticeGiven: true, booking: { booking_number: paid.booking_number } });

    // Before the refund date the server refuses: it was asked about this booking, found by its number.
    const note = await cli.run(['--json', '--lang', 'en', 'credit-note', paid.booking_number]);
    expect(note.code).toBe(1);
    expect(JSON.parse(note.stdout).error.code).not.toBe('booking_not_found');
  });

  it('a number not in the account fails (exit 1), and what is neither a number nor an id is a usage error in the run’s language', async () => {
    const unknown = await cli.run(['--json', '--lang', 'en', 'repay', 'SS-2026-999999', '--pay', 'qr']);
    expect(unknown.code).toBe(1);
    expect(JSON.parse(unknown.stdout).error).toMatchObject({
      code: 'booking_not_found',
      message: 'No booking SS-2026-999999 in this account; self-storage history lists yours.',
    });

    const th = await translator('th');
    const wrong = await cli.run(['--lang', 'th', 'extend', 'SS-26-1', '--end', day(40), '--quote']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain(
      th('cli.details.bookingRef', {
        value: 'SS-26-1',
        example: 'SS-2026-000002',
        command: 'self-storage history',
      }),
    );
    expect(wrong.stderr).not.toContain('invalid for argument');
  });
});

describe('amounts in the extension and move-out accounts', () => {
  it('say the currency once, in English and in Thai', async () => {
    const paid = await booking(14, day(89), { instalments: true });
    const id = String(paid.customerService_id);
    for (const lang of ['en', 'th']) {
      const quote = await cli.run(['--lang', lang, 'extend', id, '--end', day(119), '--quote']);
      expect(quote.code, quote.stderr).toBe(0);
      expect(quote.stdout).toMatch(lang === 'en' ? /\d baht, due/ : /\d บาท ครบกำหนด/);
      const account = await cli.run(['--lang', lang, 'move-out', id, '--date', day(20), '--yes']);
      expect(account.code, account.stderr).toBe(0);
      for (const output of [quote.stdout, account.stderr]) {
        expect(output).not.toMatch(/baht baht|บาท บาท/);
      }
      await cli.json(['move-out', id, '--withdraw', '--yes']);
    }
  });
});

describe('sandbox controls', () => {
  it('sandbox delete explains a 404: a created sandbox’s address, or no such sandbox', async () => {
    const created = await cli.json<{ id: string; apiUrl: string }>([
      'sandbox',
      'create',
      '--name',
      'details',
    ]);
    const own = createCli(created.apiUrl);
    const wrong = await own.run(['--json', '--lang', 'en', 'sandbox', 'delete', created.id]);
    expect(wrong.code).toBe(1);
    expect(JSON.parse(wrong.stdout).error).toMatchObject({
      key: 'cli.details.sandboxWrongServer',
      status: 404,
    });
    expect(JSON.parse(wrong.stdout).error.message).toContain(
      `Run self-storage --base-url ${sandbox.url} sandbox delete ${created.id}.`,
    );
    const thai = await own.run(['--lang', 'th', 'sandbox', 'delete', created.id]);
    expect(thai.stderr).toContain(`self-storage --base-url ${sandbox.url} sandbox delete ${created.id}`);
    expect(thai.stderr).not.toContain('HTTP 404');

    expect((await cli.run(['sandbox', 'delete', created.id])).code).toBe(0);
    const gone = await cli.run(['--lang', 'en', 'sandbox', 'delete', created.id]);
    expect(gone.code).toBe(1);
    expect(gone.stderr).toContain(
      `No sandbox ${created.id} on ${sandbox.url}: it was deleted, or it expired unused. self-storage sandbox list lists the ones there are.`,
    );
  });

  it('sandbox mail says when the outbox is empty, and --json answers an empty list', async () => {
    const human = await cli.run(['--lang', 'en', 'sandbox', 'mail', 'nobody@example.com']);
    expect(human).toMatchObject({
      code: 0,
      stdout: 'No mail to nobody@example.com in the sandbox outbox.\n',
    });
    expect(await cli.json(['sandbox', 'mail', 'nobody@example.com'])).toEqual({ messages: [] });
  });

  it('sandbox clock speaks Thai in a Thai run', async () => {
    const clock = await cli.run(['--lang', 'th', 'sandbox', 'clock']);
    expect(clock.code).toBe(0);
    expect(clock.stdout).toMatch(
      /^นาฬิกาแซนด์บ็อกซ์: .+ เวลา \d\d:\d\d น\. \(เวลากรุงเทพฯ\) \(เลื่อน \+0 ชม\.\)\n$/,
    );
    expect(clock.stdout).not.toMatch(/[A-Za-z]/);
  });

  it('take an empty SANDBOX_CONTROL_KEY as no key, as for a server without one', async () => {
    const clock = await cli.run(['--lang', 'en', 'sandbox', 'clock'], { env: { SANDBOX_CONTROL_KEY: '' } });
    expect(clock.code, clock.stderr).toBe(0);
    expect(clock.stdout).toMatch(/^Sandbox clock: .+ \(Bangkok time\) \(offset \+0h\)\n$/);
  });
});

describe('Thai runs', () => {
  it('show zod’s validation messages in Thai, naming the option', async () => {
    const bad = await cli.run(['--lang', 'th', 'extend', '1', '--end', '2026-13-01', '--quote']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^ข้อผิดพลาด: --end: [^A-Za-z]*ISO\n/);
    const en = await cli.run(['--lang', 'en', 'extend', '1', '--end', '2026-13-01', '--quote']);
    expect(en.stderr).toMatch(/^Error: --end: Invalid ISO date\n/);
  });
});

describe('usage errors', () => {
  it('are said in Thai in a Thai run, and as commander words them in English', async () => {
    const cases: [string[], string, string][] = [
      [['boo'], 'ไม่รู้จักคำสั่ง boo\n(หมายถึง book หรือไม่)', "unknown command 'boo'\n(Did you mean book?)"],
      [['history', '--foo'], 'ไม่รู้จักตัวเลือก --foo', "unknown option '--foo'"],
      [['repay'], 'ไม่ได้ระบุ booking ซึ่งจำเป็นต้องมี', "missing required argument 'booking'"],
      [
        ['book', '--pay', 'cash'],
        'ค่า cash ของตัวเลือก --pay <method> ไม่ถูกต้อง: เลือกได้เฉพาะ qr, kiosk, card',
        "option '--pay <method>' argument 'cash' is invalid. Allowed choices are qr, kiosk, card.",
      ],
      [
        ['sizes', '--group', 'x'],
        'ค่า x ของตัวเลือก --group <id> ไม่ถูกต้อง: ต้องเป็นจำนวนเต็มบวก',
        "option '--group <id>' argument 'x' is invalid. expected a positive whole number.",
      ],
      [
        ['units', '--start', '2026-1-1'],
        'ค่า 2026-1-1 ของตัวเลือก --start <date> ไม่ถูกต้อง: ต้องเป็นวันที่ในรูปแบบ YYYY-MM-DD',
        "option '--start <date>' argument '2026-1-1' is invalid. expected a calendar date as YYYY-MM-DD.",
      ],
    ];
    for (const [args, thai, english] of cases) {
      const th = await cli.run(['--lang', 'th', ...args]);
      expect(th.code).toBe(2);
      expect(th.stderr).toContain(`ข้อผิดพลาด: ${thai}\n`);
      const en = await cli.run(['--lang', 'en', ...args]);
      expect(en.stderr).toContain(`Error: ${english}\n`);
    }
  });
});

describe('the CLI’s own refusals', () => {
  it('are said in Thai in a Thai run', async () => {
    const cases: [string[], string][] = [
      [['payment', 'status', 'xyz'], 'xyz ไม่ใช่รหัสการชำระเงินแบบ uuid'],
      [['link', 'make', 'payment', '--ser', '1'], 'ลิงก์ชำระเงินต้องมี --pin หรือ --pns'],
      [['withholding-certificate', '1', '/no/such/file.pdf'], 'อ่านไฟล์ /no/such/file.pdf ไม่ได้ (ENOENT)'],
      [['--profile', 'a b', 'whoami'], 'ชื่อโปรไฟล์ "a b" ไม่ถูกต้อง'],
      [['config', 'set', 'defaults.base-url', 'x'], 'ค่าเป้าหมายไม่ใช่ค่าเริ่มต้นของตัวเลือก ให้ใช้ config set base-url'],
    ];
    for (const [args, thai] of cases) {
      const run = await cli.run(['--lang', 'th', ...args]);
      expect(run.code, run.stderr).toBe(2);
      expect(run.stderr).toContain(`ข้อผิดพลาด: ${thai}`);
    }
  });

  it('say a profile default’s parser reason in the run’s language', async () => {
    const own = createCli(sandbox.url);
    expect((await own.run(['config', 'set', 'defaults.group', 'x'])).code).toBe(0);
    const th = await own.run(['--lang', 'th', 'sizes']);
    expect(th.code).toBe(2);
    expect(th.stderr).toContain('ต้องเป็นจำนวนเต็มบวก');
    const en = await own.run(['--lang', 'en', 'sizes']);
    expect(en.stderr).toContain('expected a positive whole number.');
  });
});

describe('book on a terminal without a session', () => {
  it('asks for the login at once, without telling to run login first', async () => {
    const configDir = mkdtempSync(join(tmpdir(), 'self-storage-details-'));
    const command = [process.execPath, MAIN, '--lang', 'en', '--base-url', sandbox.url, 'book']
      .map((word) => `'${word}'`)
      .join(' ');
    // util-linux `script` gives the CLI a terminal, as a person at one would have.
    const child = spawn('script', ['-qec', command, '/dev/null'], {
      env: { ...process.env, SELF_STORAGE_CONFIG_DIR: configDir, TERM: 'dumb', NO_COLOR: '1' },
    });
    let screen = '';
    child.stdout.on('data', (chunk: Buffer) => {
      screen += chunk.toString();
    });
    try {
      await expect.poll(() => screen, { timeout: 30_000, interval: 200 }).toContain('Email');
      expect(screen).toContain('You are not logged in: log in to continue.');
      expect(screen).not.toContain('login first');
    } finally {
      child.kill();
    }
  });
});
