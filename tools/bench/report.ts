import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { markdownTable } from './table.ts';
import type { Row } from './types.ts';

/** One section's run: its rows and the conditions they were measured in. */
export interface SectionReport {
  name: string;
  /** Markdown saying what the figures mean (the section's `about`). */
  about: string | undefined;
  rows: Row[];
  startedAt: Date;
  loadBefore: number;
  loadAfter: number;
}

/** The 1-minute load average: on a shared 2-core machine it says how much the figures can be trusted. */
export const load1 = (): number => loadavg()[0] ?? 0;

const commit = (root: string): string => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
};

export const machine = (root: string): string => {
  const cpu = cpus();
  const gib = (totalmem() / 1024 ** 3).toFixed(0);
  return `${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown'}), ${gib} GiB, Node ${process.version}, commit ${commit(root)}`;
};

const HEADER = `# Benchmarks

Written by \`npm run bench\` (\`tools/bench/run.ts\`); do not edit by hand. Each section is replaced
when it runs again, so \`npm run bench -- --only cli\` updates the CLI's figures and keeps the others.
A missed target is marked ✗; the run still exits 0, because a benchmark measures, it does not test.

## How to run

\`\`\`sh
export PATH=$PWD/node_modules/.bin:$PATH   # Node 24
npm run bench                              # sandbox, cli, web; or: npm run bench -- --only sandbox,cli
npm run bench -- --only screens --runs 1   # the signed-in screens for both visitors, and pay → success
\`\`\`

\`--runs\` sets the Lighthouse runs per page and visitor (3 unless told); \`--as <name>\` files the one
section run under another name, so that figures taken before a change stay beside those after it
(the \`screens-before\` block below).

A section first builds what it measures (\`nx run <project>:build\`, cached), so the CLI is measured
as it ships (\`packages/cli/dist\`). Every server is started by the benchmark itself on an ephemeral
loopback port with a fresh database, in a process of its own, and stopped afterwards. The machine
has 2 cores shared with other work: each section notes the 1-minute load average before and after
it; figures taken at a load above 2 are pessimistic. Compare runs taken at similar loads.

A section is \`tools/bench/<name>.ts\` (sandbox, cli, web, screens), exporting \`bench(ctx)\`, which returns
its rows (\`tools/bench/types.ts\`), and \`about\`, the text under its table.
`;

const block = (report: SectionReport, root: string): string =>
  [
    `<!-- bench:${report.name} -->`,
    `## ${report.name}`,
    '',
    `Measured ${report.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine(root)}; ` +
      `load average ${report.loadBefore.toFixed(2)} before, ${report.loadAfter.toFixed(2)} after.`,
    '',
    markdownTable(report.rows),
    ...(report.about ? ['', report.about.trim()] : []),
    `<!-- /bench:${report.name} -->`,
  ].join('\n');

const BLOCK = /<!-- bench:([\w-]+) -->[\s\S]*?<!-- \/bench:\1 -->/g;

/** Rewrites the document with the sections just run, keeping the others' last figures. */
export const writeReport = (
  path: string,
  root: string,
  reports: readonly SectionReport[],
  order: readonly string[],
) => {
  const kept = new Map<string, string>();
  if (existsSync(path)) {
    for (const match of readFileSync(path, 'utf8').matchAll(BLOCK)) kept.set(match[1] as string, match[0]);
  }
  for (const report of reports) kept.set(report.name, block(report, root));
  const names = [...order, ...[...kept.keys()].filter((name) => !order.includes(name))];
  const blocks = names.flatMap((name) => kept.get(name) ?? []);
  writeFileSync(path, `${HEADER}\n${blocks.join('\n\n')}\n`);
};
