import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { nxBuild } from './build.ts';
import { load1, machine, type SectionReport, writeReport } from './report.ts';
import { startSandboxProcess } from './sandbox-process.ts';
import { textTable } from './table.ts';
import type { BenchContext, Row, Section } from './types.ts';

/** The sections, in the order they run; each is `tools/bench/<name>.ts`, skipped while missing. */
const SECTIONS = ['sandbox', 'cli', 'web', 'screens'] as const;
/** `screens` repeats a part of `web` for a quicker comparison: it runs only when named. */
const BY_DEFAULT = SECTIONS.filter((name) => name !== 'screens');

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const REPORT = `${ROOT}docs/benchmarks.md`;

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    runs: { type: 'string' },
    as: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(
    `node tools/bench/run.ts [--only ${SECTIONS.join(',')}] [--runs <Lighthouse runs per page>] [--as <name>]\n` +
      '  --as files the figures of the one section run under another name in docs/benchmarks.md,\n' +
      '     to keep figures taken before a change beside those taken after it.',
  );
  process.exit(0);
}
const wanted = values.only?.split(',').map((name) => name.trim()) ?? [...BY_DEFAULT];
const unknown = wanted.filter((name) => !(SECTIONS as readonly string[]).includes(name));
if (unknown.length > 0) {
  console.error(`Unknown section: ${unknown.join(', ')} (sections: ${SECTIONS.join(', ')})`);
  process.exit(2);
}
if (values.as !== undefined && wanted.length !== 1) {
  console.error('--as names the figures of one section: give one with --only');
  process.exit(2);
}

const log = (line: string): void => {
  process.stderr.write(`[bench] ${line}\n`);
};
const ctx: BenchContext = {
  root: ROOT,
  log,
  build: (project) => nxBuild(ROOT, project),
  lighthouseRuns: values.runs === undefined ? undefined : Number(values.runs),
  // The load comes from loopback, one address: its registrations are not throttled like a stranger's.
  startSandbox: (env) => startSandboxProcess(ROOT, { REGISTRATIONS_PER_ADDRESS: '100000', ...env }),
};

log(machine(ROOT));
const reports: SectionReport[] = [];
let broken = false;
for (const name of SECTIONS.filter((section) => wanted.includes(section))) {
  const file = new URL(`./${name}.ts`, import.meta.url);
  if (!existsSync(file)) {
    log(`${name}: no tools/bench/${name}.ts yet, skipped`);
    continue;
  }
  const module = (await import(file.href)) as { bench: Section; about?: string };
  const startedAt = new Date();
  const loadBefore = load1();
  log(`${name}: started, load average ${loadBefore.toFixed(2)}`);
  let rows: Row[];
  try {
    rows = await module.bench(ctx);
  } catch (error) {
    // The figures could not be taken at all: shown as a miss, and the run exits 1.
    broken = true;
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    log(`${name}: failed: ${message}`);
    rows = [
      {
        area: name,
        metric: 'section',
        target: 'runs',
        result: 'failed',
        ok: false,
        note: message.split('\n')[0],
      },
    ];
  }
  reports.push({
    name: values.as ?? name,
    about: module.about,
    rows,
    startedAt,
    loadBefore,
    loadAfter: load1(),
  });
}

const rows = reports.flatMap((report) => report.rows);
console.log(`\n${textTable(rows)}\n`);
const missed = rows.filter((row) => !row.ok);
console.log(
  missed.length === 0
    ? `All ${rows.length} targets met.`
    : `MISSED ${missed.length} of ${rows.length} targets:\n${missed.map((row) => `  ✗ ${row.area} ${row.metric}: ${row.result}, target ${row.target}`).join('\n')}`,
);
if (reports.length > 0) {
  writeReport(REPORT, ROOT, reports, SECTIONS);
  console.log(`Written to docs/benchmarks.md (load average now ${load1().toFixed(2)}).`);
}
// A missed target is a measurement, not a failure; only a section that could not run fails.
process.exitCode = broken ? 1 : 0;
