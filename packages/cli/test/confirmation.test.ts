import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatAmount, toSatang } from '@self-storage/core/money';
import type { Sandbox } from '@self-storage/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cli, createCli } from './support/cli.ts';
import { DEMO, dates } from './support/fixtures.ts';
import { startTestSandbox } from './support/sandbox.ts';

let sandbox: Sandbox;
let cli: Cli;
let freeUnits: number[];

const { start, end } = dates(70);
const selection = ['--branch', '1', '--group', '1', '--size', '2', '--start', start, '--end', end];

beforeAll(async () => {
  sandbox = await startTestSandbox();
  cli = createCli(sandbox.url);
  await cli.json(['login', '--email', DEMO.email, '--password', DEMO.password]);
  freeUnits = (await cli.json<{ units: { unit_id: number }[] }>(['units', ...selection])).units.map(
    (unit) => unit.unit_id,
  );
});
afterAll(() => sandbox.close());

/** Runs a paying command, pays its QR through the sandbox and returns what it printed. */
const payByQr = async (args: string[]) => {
  const running = cli.start(args);
  const [, uuid = ''] = await running.stderrMatch(/qr-uuid: (\S+)/);
  expect((await cli.run(['sandbox', 'pay', uuid])).code).toBe(0);
  const done = await running.done;
  expect(done.code).toBe(0);
  return done.stdout;
};

describe('the confirmation of a paid booking', () => {
  it('book --pay qr prints the booking number, branch, unit, dates, amount paid, next bill and the way in', async () => {
    const stdout = await payByQr([
      '--lang',
      'en',
      'book',
      ...selection,
      '--unit',
      String(freeUnits[0]),
      '--pay',
      'qr',
      '--installments',
    ]);
    const [booking] = await cli.json<
      { booking_number: string; unit: { aliasName: string }; invoices: { amount: number }[] }[]
    >(['history']);
    expect(stdout).toContain('Payment received. Your booking is confirmed.');
    expect(stdout).toMatch(new RegExp(`Booking number +${booking?.booking_number}\\n`));
    expect(stdout).toMatch(
      /Branch +Chinatown, 215 Yaowarat Road, Samphanthawong, Bangkok 10100, Phone 02-221-4455\n/,
    );
    expect(stdout).toMatch(
      new RegExp(`Unit +Building \\S+, floor \\S+, unit ${booking?.unit.aliasName} \\(.+\\)\\n`),
    );
    expect(stdout).toMatch(/Rental dates +.+ – .+\n/);
    // The first bill just paid and the rest still owed, not a running total.
    const [first, ...later] = booking?.invoices ?? [];
    const baht = (amount: number) => formatAmount(toSatang(amount), 'en');
    expect(stdout).toContain(`Amount paid now  ${baht(first?.amount ?? 0)} baht\n`);
    expect(stdout).toContain(
      `Still to pay     ${baht(later.reduce((sum, bill) => sum + bill.amount, 0))} baht\n`,
    );
    expect(stdout).toMatch(/Next bill +[\d,]+\.\d\d baht, due .+\n/);
    expect(stdout).toContain('How to get in\n- Collect your key card at the branch');
    expect(stdout).toContain('24 hours a day');
  });

  it('repay --pay qr prints it too, in Thai', async () => {
    const { booking } = await cli.json<{ booking: { customerService_id: number; booking_number: string } }>([
      'book',
      ...selection,
      '--unit',
      String(freeUnits[1]),
      '--pay',
      'card',
    ]);
    const stdout = await payByQr([
      '--lang',
      'th',
      'repay',
      String(booking.customerService_id),
      '--pay',
      'qr',
    ]);
    expect(stdout).toMatch(new RegExp(`หมายเลขการจอง +${booking.booking_number}\\n`));
    expect(stdout).toContain('ไชน่าทาวน์, 215 ถนนเยาวราช');
    expect(stdout).toMatch(/ยอดที่ชำระครั้งนี้ +[\d,]+\.\d\d บาท\n/);
    expect(stdout).not.toContain('ยอดคงเหลือที่ต้องชำระ');
    expect(stdout).toMatch(/บิลถัดไป +ไม่มียอดค้างชำระ\n/);
    expect(stdout).toContain('วิธีเข้าใช้บริการ\n- รับคีย์การ์ดได้ที่สาขา');
  });

  it('receipt saves the PDF receipt of a paid bill, in the chosen language; an unpaid bill fails with exit 1', async () => {
    const bookings = await cli.json<
      { booking_number: string; invoices: { id: number; amount: number; status: string }[] }[]
    >(['history']);
    // The instalment booking of the first test: its first bill paid, the others not yet.
    const booking = bookings.find((b) => b.invoices.some((invoice) => invoice.status === 'pending'));
    const paid = booking?.invoices.find((invoice) => invoice.status === 'paid');
    const unpaid = booking?.invoices.find((invoice) => invoice.status === 'pending');
    if (!paid || !unpaid) throw new Error('the history has no paid and unpaid bill');
    const out = join(mkdtempSync(join(tmpdir(), 'self-storage-receipt-')), 'receipt.pdf');
    const saved = await cli.run(['--lang', 'th', 'receipt', String(paid.id), '--out', out]);
    expect(saved.code).toBe(0);
    expect(saved.stdout).toMatch(new RegExp(`^บันทึกใบเสร็จ RC-\\d{4}-0*${paid.id} ไว้ที่ ${out}\n$`));
    const text = execFileSync('pdftotext', ['-layout', out, '-'], { encoding: 'utf8' }).normalize('NFKC');
    expect(text).toContain('ใบเสร็จรับเงิน');
    expect(text).toContain(booking?.booking_number);
    expect(text).toContain(paid.amount.toLocaleString('en-US', { minimumFractionDigits: 2 }));

    const json = await cli.json<{ receiptNumber: string; filename: string; path: string }>([
      'receipt',
      String(paid.id),
      '--out',
      out,
    ]);
    expect(json).toEqual({
      receiptNumber: expect.stringMatching(/^RC-/),
      filename: `${json.receiptNumber}.pdf`,
      path: out,
    });

    const refused = await cli.run(['--lang', 'en', 'receipt', String(unpaid.id)]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).not.toBe('');
  });
});
