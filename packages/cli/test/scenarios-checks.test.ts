import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Sandbox } from '@self-storage/sandbox';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunResult } from '../src/scenarios/results.ts';
import { type Cli, createCli } from './support/cli.ts';
import { startTestSandbox } from './support/sandbox.ts';

let sandbox: Sandbox;
let cli: Cli;
const folder = mkdtempSync(join(tmpdir(), 'self-storage-checks-'));

beforeAll(async () => {
  sandbox = await startTestSandbox();
  cli = createCli(sandbox.url);
});
afterAll(() => sandbox.close());

const scenarioFile = (name: string, yaml: string): string => {
  const path = join(folder, name);
  writeFileSync(path, yaml);
  return path;
};

const json = async (args: string[]) => {
  const result = await cli.run(['--lang', 'en', 'run', '--reporter', 'json', ...args]);
  return { ...result, report: JSON.parse(result.stdout) as RunResult };
};

/** One step on `branches` (Chinatown, Rama 3, Rama 4; ids 1, 2, 3) with these expectations. */
const branchesExpecting = (name: string, expect: string): string =>
  scenarioFile(
    `${name}.yaml`,
    `name: ${name}\nsteps:\n  - run: branches\n    expect:\n${expect.replace(/^/gm, '      ')}\n`,
  );

describe('existence, numeric and length checks', () => {
  it('pass when they hold, a saved value as a bound', async () => {
    const file = scenarioFile(
      'checks.yaml',
      `name: Every check holding
steps:
  - run: branches
    save:
      first: 0.id
    expect:
      0.id: { exists: true, gte: 1, lt: 100 }
      0.name_en: { length: { gt: 2, lte: 9 }, matches: '^China' }
      1.name_en: { length: 6 }
      0.nothing: { exists: false }
      2.phone: { exists: true }
  - run: branches
    expect:
      1.id: { gt: "\${first}", lte: 2 }
  - run: sandbox clock
    expect:
      offsetMs: { gte: 0, lte: 0 }
      today: { length: 10 }
`,
    );
    const { code, stderr, report } = await json([file]);
    expect(code, stderr + JSON.stringify(report.scenarios[0]?.steps)).toBe(0);
    expect(report.scenarios[0]?.steps.map((step) => step.outcome)).toEqual(['passed', 'passed', 'passed']);
  });

  it('fail each with a message naming the path, the value and what was expected', async () => {
    const cases: [string, string, string][] = [
      ['gt', '0.id: { gt: 5 }', '0.id is 1, expected > 5'],
      ['lte', '2.id: { gte: 1, lte: 2 }', '2.id is 3, expected ≤ 2'],
      ['exists', '0.nothing: { exists: true }', '0.nothing is not in the output'],
      ['absent', '0.name_en: { exists: false }', '0.name_en is "Chinatown", expected it absent'],
      ['number', '0.name_en: { gt: 1 }', '0.name_en is "Chinatown", not a number'],
      ['length', '0.name_en: { length: 3 }', '0.name_en has length 9, expected 3'],
      ['length-lt', '0.name_en: { length: { lt: 3 } }', '0.name_en has length 9, expected < 3'],
      ['no-length', '0.id: { length: 2 }', '0.id is 1, which has no length (neither a list nor text)'],
    ];
    const files = cases.map(([name, expect]) => branchesExpecting(name, expect));
    const { code, report } = await json(['--concurrency', '4', ...files]);
    expect(code).toBe(1);
    expect(report).toMatchObject({ passed: 0, failed: cases.length });
    expect(report.scenarios.map((scenario) => scenario.steps[0]?.failure)).toEqual(
      cases.map(([, , message]) => message),
    );
  });

  it('take exists: false for a null, and refuse a bound that is not a number when the step runs', async () => {
    // A refused control's --json error holds `key: null`.
    const nullKey = scenarioFile(
      'null.yaml',
      `name: null is absent
vars:
  word: many
steps:
  - run: sandbox pay 00000000-0000-4000-8000-000000000000
    expect:
      exit: 1
      error.key: { exists: false }
      error.status: { exists: true, gte: 400 }
  - run: branches
    expect:
      0.id: { gt: "\${word}" }
`,
    );
    const { report } = await json([nullKey]);
    const steps = report.scenarios[0]?.steps ?? [];
    expect(steps[0]?.outcome, JSON.stringify(steps[0])).toBe('passed');
    expect(steps[1]?.failure).toBe(`gt: \${word} is not a number`);
  });
});

describe('until', () => {
  it('repeats a step until its expectation holds: another scenario moves the clock meanwhile', async () => {
    const waiter = scenarioFile(
      'waiter.yaml',
      `name: waits for the clock
steps:
  - run: sandbox clock
    expect:
      offsetMs: 0
  - run: sandbox clock
    until: { timeout: 30s, interval: 200ms }
    expect:
      offsetMs: { gt: 3000000 }        # an hour ahead, give or take a millisecond
`,
    );
    const mover = scenarioFile(
      'mover.yaml',
      `name: moves the clock
steps:
  - run: branches
  - run: branches
  - run: sandbox clock advance 1h
`,
    );
    const { code, report } = await json(['--concurrency', '2', waiter, mover]);
    expect(code, JSON.stringify(report.scenarios[0]?.steps)).toBe(0);
    const [waited, moved] = report.scenarios;
    // The wait ended only once the other scenario had moved the clock.
    const movedAt = Date.parse(moved?.startedAt ?? '') + (moved?.durationMs ?? 0);
    const waitedUntil = Date.parse(waited?.startedAt ?? '') + (waited?.durationMs ?? 0);
    expect(waited?.outcome).toBe('passed');
    expect(waitedUntil).toBeGreaterThanOrEqual(movedAt - 1000);
  }, 90_000);

  it('fails once its timeout passes, with the last failure and how many tries', async () => {
    // Each try is a CLI process: about 0.4 s alone, 2 s and more on a loaded CI machine, where a
    // 2 s timeout once left room for one try only.
    const file = scenarioFile(
      'never.yaml',
      `name: never
steps:
  - run: branches
    until: { timeout: 5s, interval: 500ms }
    expect:
      0.id: { gt: 10 }
`,
    );
    const started = Date.now();
    const { code, report } = await json([file]);
    expect(code).toBe(1);
    // No try starts after the timeout: the last one began within its final interval.
    expect(Date.now() - started).toBeGreaterThanOrEqual(4500);
    const failure = report.scenarios[0]?.steps[0]?.failure ?? '';
    const [, tries] = /^0\.id is 1, expected > 10 \(still after 5 s, on try (\d+)\)$/.exec(failure) ?? [];
    expect(tries, failure).toBeDefined();
    // Tried again, and never more often than the interval allows.
    expect(Number(tries)).toBeGreaterThanOrEqual(2);
    expect(Number(tries)).toBeLessThanOrEqual(10);
  });
});

describe('--bail', () => {
  const failing = branchesExpecting('bail-fails', '0.id: 99');
  const passing = branchesExpecting('bail-passes', '0.id: 1');

  it('starts no scenario after one failed, and counts the rest as not run', async () => {
    const { code, report } = await json(['--bail', failing, passing, passing]);
    expect(code).toBe(1);
    expect(report).toMatchObject({ passed: 0, failed: 1, total: 1, notRun: 2 });
    const human = await cli.run(['--lang', 'en', 'run', '--bail', failing, passing]);
    expect(human.code).toBe(1);
    expect(human.stdout).toMatch(
      /Scenarios: 0 passed, 1 failed, 1 in total \(\d+\.\d s\); 1 not run \(--bail\)\n$/,
    );
  });

  it('runs every scenario without it', async () => {
    const { report } = await json([failing, passing, passing]);
    expect(report).toMatchObject({ passed: 2, failed: 1, total: 3, notRun: 0 });
  });
});

describe('a file that is not a scenario', () => {
  const broken = scenarioFile(
    'broken.yaml',
    `name: Broken
steps:
  - run: branches
    expect:
      0.id: { gt: "x" }
      0.name_en: { above: 1 }
  - rn: branches
    until: { timeout: soon }
`,
  );
  const unparsable = scenarioFile('unparsable.yaml', 'name: Unclosed\nsteps: [\n  - run: branches\n');

  it('names the line and column of each problem, and exits 2', async () => {
    const result = await cli.run(['--lang', 'en', 'run', broken]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(`${broken} is not a valid scenario: `);
    expect(result.stderr).toContain(
      `line 5, column 19: steps.0.expect.0.id.gt: a number, or a \${name} holding one`,
    );
    expect(result.stderr).toContain('line 6, column 20: steps.0.expect.0.name_en: Unrecognized key: "above"');
    expect(result.stderr).toContain('line 7, column 5: steps.1: Unrecognized key: "rn"');
    expect(result.stderr).toContain('line 7, column 5: steps.1.run: expected one of string, array');
    expect(result.stderr).toContain(
      'line 8, column 23: steps.1.until.timeout: a duration such as 500ms, 30s, 2m or 1h',
    );

    const yaml = await cli.run(['--lang', 'en', 'run', unparsable]);
    expect(yaml.code).toBe(2);
    expect(yaml.stderr).toMatch(
      new RegExp(`${unparsable} is not a valid scenario: line \\d+, column \\d+: `),
    );
  });

  it('says where in the run’s language', async () => {
    const result = await cli.run(['--lang', 'th', 'run', broken]);
    expect(result.code).toBe(2);
    // zod's own words are Thai too in a Thai run.
    expect(result.stderr).toContain('บรรทัด 7 คอลัมน์ 5: steps.1: พบคีย์ที่ไม่รู้จัก: "rn"');
  });

  it('still writes the JUnit report: a failing test case naming the file and the problem, nothing run', async () => {
    const output = join(folder, 'broken.xml');
    const passing = branchesExpecting('fine', '0.id: 1');
    const result = await cli.run([
      '--lang',
      'en',
      'run',
      passing,
      broken,
      unparsable,
      '--reporter',
      'junit',
      '--output',
      output,
    ]);
    expect(result.code).toBe(2);
    const { testsuites } = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(
      readFileSync(output, 'utf8'),
    );
    expect(testsuites).toMatchObject({ tests: '2', failures: '2' });
    const [first, second] = testsuites.testsuite;
    expect(first).toMatchObject({ name: broken, file: broken, failures: '1' });
    expect(first.testcase).toMatchObject({ name: '0. load', classname: broken, file: broken });
    expect(first.testcase.failure.message).toContain('line 7, column 5: steps.1: Unrecognized key: "rn"');
    expect(second.testcase.failure.message).toMatch(/^line \d+, column \d+: /);
    expect(result.stderr).toContain(`${unparsable} is not a valid scenario`);
  });
});
