import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SelfStorageClient } from '@self-storage/core';
import { type Finished, runNode, startNode } from './processes.ts';
import { median, ms, quantile, seconds } from './stats.ts';
import type { BenchContext, Row } from './types.ts';
import { type FreeUnit, findFreeUnits } from './units.ts';

const COLD_TARGET_MS = 300;
const BOOK_TARGET_MS = 2000;
const WARM_UPS = 2;
const COLD_RUNS = 10;
const BOOK_RUNS = 3;

export const about = `- **branches cold start**: a fresh \`node packages/cli/bin/self-storage.js --json branches\`
  process (the bin, which runs the built \`dist/\`) against a sandbox on loopback, from spawn to
  exit; median of ${COLD_RUNS} after ${WARM_UPS} warm-ups (which warm the OS file cache and Node's compile cache, as
  any second run of a command does). The figure from the sources (\`node packages/cli/src/main.ts\`,
  what the bin ran before the bundle) is in the note.
- **book and pay**: after a \`login\` (not timed), \`book --json --pay qr\` with every option given;
  as soon as it prints \`qr-uuid: <uuid>\` on stderr a second process runs \`sandbox pay <uuid>\`, as
  the QA recipe of docs/cli.md does. Timed from the start of \`book\` to its exit 0, with the
  booking confirmed; median of ${BOOK_RUNS}, each on another unit.`;

const failed = (what: string, run: Finished): Error =>
  new Error(`${what} exited ${run.code}: ${run.stderr.trim().split('\n').slice(-3).join(' / ')}`);

/**
 * Spawn-to-exit times of each command, after warm-ups, the commands taking turns so that both
 * see the same machine; every run must print the branches.
 */
const coldStarts = async (commands: readonly string[][], env: NodeJS.ProcessEnv): Promise<number[][]> => {
  const times = commands.map((): number[] => []);
  for (let i = 0; i < WARM_UPS + COLD_RUNS; i++) {
    for (const [n, args] of commands.entries()) {
      const run = await runNode(args, env);
      if (run.code !== 0 || !Array.isArray(JSON.parse(run.stdout))) throw failed('branches', run);
      if (i >= WARM_UPS) times[n]?.push(run.ms);
    }
  }
  return times;
};

interface BookTiming {
  total: number;
  uuidAt: number;
  pay: number;
}

const bookAndPay = async (cli: string[], env: NodeJS.ProcessEnv, unit: FreeUnit): Promise<BookTiming> => {
  const { selection } = unit;
  const book = startNode(
    [
      ...cli,
      'book',
      ...['--branch', String(selection.project_id), '--group', String(selection.open_service_id)],
      ...['--size', String(selection.open_service_model_id), '--unit', String(unit.unitId)],
      ...['--start', selection.start_date, '--end', selection.end_date, '--pay', 'qr'],
    ],
    env,
  );
  const { match, ms: uuidAt } = await book.stderrMatch(/^qr-uuid: (\S+)$/m);
  const pay = await runNode([...cli, 'sandbox', 'pay', match[1] ?? ''], env);
  if (pay.code !== 0) throw failed('sandbox pay', pay);
  const booked = await book.done;
  if (booked.code !== 0) throw failed('book', booked);
  const status = (JSON.parse(booked.stdout) as { booking: { status: string } }).booking.status;
  if (status !== 'confirmed') throw new Error(`book ended with the booking ${status}`);
  return { total: booked.ms, uuidAt, pay: pay.ms };
};

export const bench = async (ctx: BenchContext): Promise<Row[]> => {
  ctx.log('cli: building');
  await ctx.build('@self-storage/cli');
  const bin = `${ctx.root}packages/cli/bin/self-storage.js`;
  const configDir = mkdtempSync(join(tmpdir(), 'self-storage-bench-cli-'));
  const env = {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('SELF_STORAGE_'))),
    SELF_STORAGE_CONFIG_DIR: configDir,
  };
  const sandbox = await ctx.startSandbox();
  try {
    const cli = [bin, '--base-url', sandbox.url, '--json'];
    ctx.log(`cli: branches, ${COLD_RUNS} cold starts of the bin and of the sources`);
    const [fromBin = [], fromSources = []] = await coldStarts(
      [
        [...cli, 'branches'],
        [`${ctx.root}packages/cli/src/main.ts`, ...cli.slice(1), 'branches'],
      ],
      env,
    );

    ctx.log(`cli: book and pay by QR, ${BOOK_RUNS} runs`);
    const login = await runNode(
      [...cli, 'login', '--email', 'demo@example.com', '--password', 'Demo-1234'],
      env,
    );
    if (login.code !== 0) throw failed('login', login);
    const units = await findFreeUnits(new SelfStorageClient({ baseUrl: sandbox.url }), BOOK_RUNS);
    const books: BookTiming[] = [];
    for (const unit of units) books.push(await bookAndPay(cli, env, unit));

    const cold = median(fromBin);
    const book = median(books.map((run) => run.total));
    return [
      {
        area: 'cli',
        metric: '`branches --json` cold start',
        target: `≤ ${COLD_TARGET_MS} ms`,
        result: ms(cold),
        ok: cold <= COLD_TARGET_MS,
        note:
          `median of ${COLD_RUNS}; ` +
          `min ${ms(Math.min(...fromBin))}, p90 ${ms(quantile(fromBin, 0.9))}; ` +
          `from the sources (src/main.ts), in turn with it: ${ms(median(fromSources))}`,
      },
      {
        area: 'cli',
        metric: 'scripted book and pay by QR (paid by a second process)',
        target: `≤ ${seconds(BOOK_TARGET_MS)}`,
        result: seconds(book),
        ok: book <= BOOK_TARGET_MS,
        note:
          `median of ${BOOK_RUNS} (${books.map((run) => seconds(run.total)).join(', ')}); qr-uuid printed after ` +
          `${ms(median(books.map((run) => run.uuidAt)))}, \`sandbox pay\` took ${ms(median(books.map((run) => run.pay)))}`,
      },
    ];
  } finally {
    await sandbox.close();
    rmSync(configDir, { recursive: true, force: true });
  }
};
