import { SelfStorageClient } from '@self-storage/core';
import { addDays } from '@self-storage/core/dates';
import { raceForUnits } from './booking-race.ts';
import { decoderFlood, FLOOD } from './decoder-flood.ts';
import { latencyDuringUploads } from './hostile-uploads.ts';
import { CONNECTIONS, DURATION_S, type LoadFigures, loadCall, WARM_UP_S } from './load.ts';
import { CHURN, churnEnv, sandboxChurn } from './sandbox-churn.ts';
import { median, ms, quantile, seconds } from './stats.ts';
import type { BenchContext, Row } from './types.ts';
import { calculateBody, findFreeUnits } from './units.ts';

const P99_TARGET_MS = 15;
const RUNS = 3;
const RACE = { units: 20, requests: 200, customers: 20 };
const UPLOAD_ROUNDS = 5;
const UPLOAD_TARGET_MS = 200;
const CHURN_P99_TARGET_MS = 50;
/** Each ordinary registration waits for at most one of the flooder's decodes (about a second), never its queue. */
const FLOOD_TARGET_MS = 5000;
/**
 * What the server may keep once every created sandbox has expired, beyond what it held before:
 * not in proportion to the sandboxes (the issue saw 1.1 GB kept), only what the allocator and
 * V8's heap hold on to after a busy minute (the first create's template hashes the demo
 * password with scrypt, 16 MB of it).
 */
const CHURN_RSS_TARGET_MB = 64;

export const about = `- **get-unit, booking-calculate p99**: the sandbox runs as \`npm start\` runs it
  (\`packages/sandbox/src/main.ts\`, its own process, a fresh database file, the request log to a
  file); autocannon, in the benchmark's process, keeps ${CONNECTIONS} connections busy for ${DURATION_S} s
  with valid bodies taken in turn (several sizes, a 30-day and a 1-year period; no promotion,
  WELCOME10, instalments). ${WARM_UP_S} s of warm-up first, then ${RUNS} runs: the figure is the median of
  their p99s (the worst is in the note). Latencies are of whole requests, queueing included: with
  ${CONNECTIONS} clients always waiting, p50 is about ${CONNECTIONS} / throughput. The server's CPU time a
  request (from /proc) is the figure to compare across runs on a busy machine.
- **booking race**: ${RACE.customers} customers, registered through the API, send ${RACE.requests} booking-storage
  requests at once for ${RACE.units} units (${RACE.requests / RACE.units} different customers for each unit), same dates
  and price. Exactly one booking per unit must come out, the others refused with
  \`code: unavailable\`, and the customers' histories must hold ${RACE.units} bookings in all.
- **get-branch while hostile uploads arrive**: on a fresh sandbox, get-branch is called one call
  after another while ${UPLOAD_ROUNDS} rounds of registrations arrive, each a real 12 MP JPEG (decoded,
  off the server's thread) and three JPEGs whose header claims 4000×4000 (refused from the
  header). The figure is the slowest call; the quiet server's figures are in the note.
- **registrations while another sandbox floods the decoder**: on a fresh server, a company in a
  created sandbox keeps ${FLOOD.inFlight} withholding-certificate uploads of a 12 MP JPEG in flight (a refused
  one is sent again at once), while ${FLOOD.registrations} customers register in the default sandbox at once,
  each with an 800×600 scan. All must be accepted; the figure is the slowest, from their start.
  The note counts the flooder's uploads decoded and refused (429: its share of the decoder, then
  its upload throttle).
- **get-branch while sandboxes are created and expire**: on a fresh server (MAX_SANDBOXES
  ${CHURN.sandboxes}, SANDBOX_IDLE_TTL ${CHURN.idle}), ${CHURN.sandboxes} sandboxes are created, ${CHURN.parallel} at a time, and left
  unused until they expire (the list is read each second, as \`sandbox list\` would, so expiry
  does not wait for the server's minute timer); get-branch is called one call after another from
  the first create until no sandbox is listed and no folder is left. The server's resident memory
  (from /proc) is read before, at its peak, and once all have expired.`;

const loadRow = (metric: string, figures: LoadFigures): Row => ({
  area: 'sandbox',
  metric: `${metric} p99 (${CONNECTIONS} clients, ${DURATION_S} s)`,
  target: `≤ ${P99_TARGET_MS} ms`,
  result: ms(figures.p99),
  ok: figures.p99 <= P99_TARGET_MS && figures.failures === 0,
  note:
    `p50 ${ms(figures.p50)}, ${Math.round(figures.rps)} req/s` +
    (figures.cpuPerRequestUs === undefined
      ? ''
      : `, server CPU ${Math.round(figures.cpuPerRequestUs)} µs a request`) +
    `; median of ${figures.runs} runs, worst p99 ${ms(figures.worstP99)}` +
    (figures.failures ? `; ${figures.failures} failed requests` : ''),
});

/**
 * The race first, so the loaded database holds bookings as a live one would; then get-unit and
 * booking-calculate under load, each with a few bodies (sizes, periods, promotion, instalments).
 */
export const bench = async (ctx: BenchContext): Promise<Row[]> => {
  // Each racer may win up to 10 units: the per-customer hold limit is not what the race measures.
  const sandbox = await ctx.startSandbox({ MAX_UNPAID_BOOKINGS: String(RACE.units) });
  try {
    ctx.log(`sandbox: ${RACE.requests} booking-storage requests for ${RACE.units} units`);
    const race = await raceForUnits(sandbox.url, RACE);
    const others = Object.entries(race.other).map(([code, count]) => `${count} ${code}`);
    const raceRow: Row = {
      area: 'sandbox',
      metric: `bookings from ${race.requests} simultaneous booking-storage over ${RACE.units} units`,
      target: `exactly ${RACE.units}`,
      result: String(race.created),
      ok:
        race.created === RACE.units &&
        race.unitsBooked === RACE.units &&
        race.inHistories === RACE.units &&
        race.unavailable === race.requests - RACE.units,
      note:
        `${race.unavailable} refused unavailable${others.length ? `, ${others.join(', ')}` : ''}; ` +
        `${race.unitsBooked} units booked, ${race.inHistories} in the customers' histories; ${ms(race.elapsedMs)} for all`,
    };

    const client = new SelfStorageClient({ baseUrl: sandbox.url });
    const units = await findFreeUnits(client, 40);
    const selections = [
      ...new Map(units.map((unit) => [unit.selection.open_service_model_id, unit.selection])).values(),
    ];
    const first = units[0];
    if (!first) throw new Error('no free unit');
    const year = { end_date: addDays(first.selection.start_date, 364) };
    const unitBodies = [...selections, { ...first.selection, ...year }];
    const calculateBodies = [
      calculateBody(first),
      calculateBody(units[10] ?? first, 'WELCOME10'),
      { ...calculateBody(units[20] ?? first), ...year, is_reccuringcheck: 1 as const },
    ];
    ctx.log(`sandbox: get-unit, ${RUNS} × ${DURATION_S} s after a warm-up`);
    const getUnit = await loadCall(sandbox, '/service/get-unit', unitBodies, RUNS);
    ctx.log(`sandbox: booking-calculate, ${RUNS} × ${DURATION_S} s after a warm-up`);
    const calculate = await loadCall(sandbox, '/booking/booking-calculate', calculateBodies, RUNS);
    return [
      loadRow('get-unit', getUnit),
      loadRow('booking-calculate', calculate),
      raceRow,
      await uploadRow(ctx),
      await floodRow(ctx),
      ...(await churnRows(ctx)),
    ];
  } finally {
    await sandbox.close();
  }
};

/** get-branch latency on a fresh sandbox while hostile uploads arrive. */
const uploadRow = async (ctx: BenchContext): Promise<Row> => {
  const sandbox = await ctx.startSandbox();
  try {
    ctx.log(`sandbox: get-branch during ${UPLOAD_ROUNDS} rounds of hostile uploads`);
    const { quiet, during, uploads } = await latencyDuringUploads(sandbox.url, UPLOAD_ROUNDS);
    const slowest = Math.max(...during);
    return {
      area: 'sandbox',
      metric: `get-branch, slowest call while ${uploads} hostile uploads arrive`,
      target: `≤ ${UPLOAD_TARGET_MS} ms`,
      result: ms(slowest),
      ok: slowest <= UPLOAD_TARGET_MS,
      note:
        `${during.length} calls, p50 ${ms(median(during))}, p99 ${ms(quantile(during, 0.99))}; ` +
        `quiet: p50 ${ms(median(quiet))}, slowest ${ms(Math.max(...quiet))}`,
    };
  } finally {
    await sandbox.close();
  }
};

/** Registrations in the default sandbox while a company in a created one floods the decoder. */
const floodRow = async (ctx: BenchContext): Promise<Row> => {
  const sandbox = await ctx.startSandbox();
  try {
    ctx.log(`sandbox: ${FLOOD.registrations} registrations while another sandbox floods the decoder`);
    const { registrations, flood } = await decoderFlood(sandbox);
    const accepted = registrations.filter((r) => r.ok).length;
    const slowest = Math.max(...registrations.map((r) => r.ms));
    return {
      area: 'sandbox',
      metric: `${FLOOD.registrations} registrations while another sandbox keeps ${FLOOD.inFlight} 12 MP uploads in flight, slowest`,
      target: `${FLOOD.registrations} of ${FLOOD.registrations} accepted, ≤ ${FLOOD_TARGET_MS} ms`,
      result: `${accepted} of ${registrations.length}, ${ms(slowest)}`,
      ok: accepted === registrations.length && slowest <= FLOOD_TARGET_MS,
      note:
        `the flooder: ${flood.decoded} decoded, ${flood.refused} refused (429)` +
        (flood.other ? `, ${flood.other} other answers` : ''),
    };
  } finally {
    await sandbox.close();
  }
};

/** get-branch latency while sandboxes are created and expire, and the memory they leave. */
const churnRows = async (ctx: BenchContext): Promise<Row[]> => {
  const sandbox = await ctx.startSandbox(churnEnv);
  try {
    ctx.log(`sandbox: get-branch while ${CHURN.sandboxes} sandboxes are created and expire`);
    const churn = await sandboxChurn(sandbox);
    const p99 = quantile(churn.latencies, 0.99);
    const { before, peak, after } = churn.rssMb;
    const mb = (value: number) => `${Math.round(value)} MB`;
    return [
      {
        area: 'sandbox',
        metric: `get-branch p99 while ${CHURN.sandboxes} sandboxes are created and expire`,
        target: `≤ ${CHURN_P99_TARGET_MS} ms`,
        result: ms(p99),
        ok: p99 <= CHURN_P99_TARGET_MS && churn.failures === 0 && churn.created === CHURN.sandboxes,
        note:
          `${churn.latencies.length} calls, p50 ${ms(median(churn.latencies))}, slowest ${ms(Math.max(...churn.latencies))}; ` +
          `${churn.created} created in ${seconds(churn.createMs)}, all gone ${seconds(churn.expireMs)} later` +
          (churn.failures ? `; ${churn.failures} failed requests` : ''),
      },
      {
        area: 'sandbox',
        metric: `server memory once ${CHURN.sandboxes} sandboxes have expired`,
        target: `≤ start + ${CHURN_RSS_TARGET_MB} MB`,
        result: mb(after),
        ok: after <= before + CHURN_RSS_TARGET_MB,
        note: `resident: ${mb(before)} at the start, ${mb(peak)} at the peak`,
      },
    ];
  } finally {
    await sandbox.close();
  }
};
