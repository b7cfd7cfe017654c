import type { Sandbox } from '@self-storage/sandbox';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Cli, createCli } from './support/cli.ts';
import { dates, pngFile, thaiId, uniqueEmail } from './support/fixtures.ts';
import { startTestSandbox } from './support/sandbox.ts';

let sandbox: Sandbox;
let cli: Cli;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  cli = createCli(sandbox.url);
});
afterAll(() => sandbox.close());

it('registers, logs in, books by QR in one process while another pays it, and sees it confirmed', async () => {
  const email = uniqueEmail('e2e');
  const password = 'E2e-Secret-1';
  await cli.json([
    'register',
    '--email',
    email,
    '--otp-from-sandbox',
    '--type',
    'personal-thai',
    '--first-name',
    'Malee',
    '--last-name',
    'Srisuk',
    '--address',
    '1 Charoen Krung Road, Bangkok 10100',
    '--phone',
    '0898765432',
    '--id-card',
    thaiId(),
    '--document',
    pngFile(),
    '--password',
    password,
  ]);
  await cli.json(['login', '--email', email, '--password', password]);

  const [branch] = await cli.json<{ id: number }[]>(['branches']);
  const [group] = await cli.json<{ id: number }[]>(['groups', '--branch', String(branch?.id)]);
  const [size] = await cli.json<{ id: number }[]>(['sizes', '--group', String(group?.id)]);
  const { start, end } = dates(30);
  const selection = [
    '--branch',
    String(branch?.id),
    '--group',
    String(group?.id),
    '--size',
    String(size?.id),
  ];
  const { units } = await cli.json<{ units: { unit_id: number }[] }>([
    'units',
    ...selection,
    '--start',
    start,
    '--end',
    end,
  ]);

  const booking = cli.start([
    '--json',
    'book',
    ...selection,
    '--start',
    start,
    '--end',
    end,
    '--unit',
    String(units[0]?.unit_id),
    '--pay',
    'qr',
  ]);
  // The explicit handoff: book prints the QR's uuid on stderr before it starts waiting.
  const [, uuid = ''] = await booking.stderrMatch(/^qr-uuid: (\S+)$/m);
  const payer = await cli.run(['--json', 'sandbox', 'pay', uuid]);
  expect(payer.code).toBe(0);

  const done = await booking.done;
  expect(done.code).toBe(0);
  const result = JSON.parse(done.stdout);
  expect(result.payment).toEqual({
    method: 'qr',
    uuid,
    amount: expect.any(Number),
    invoiceIds: [expect.any(Number)],
    status: 'paid',
  });
  expect(done.stderr).toMatch(/qr-page: http:\/\/\S+\/sandbox\/qr\//);

  const history = await cli.json<{ booking_number: string; status: string }[]>(['history']);
  expect(history).toEqual([
    expect.objectContaining({ booking_number: result.booking.booking_number, status: 'confirmed' }),
  ]);
});
