import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SandboxControls } from '@self-storage/core/sandbox';
import type { Sandbox } from '@self-storage/sandbox';
import { XMLParser } from 'fast-xml-parser';
import { Parser } from 'tap-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunResult } from '../src/scenarios/results.ts';
import { createCli } from './support/cli.ts';
import { DEMO } from './support/fixtures.ts';
import { startTestSandbox } from './support/sandbox.ts';

const KEY = 'ci-server-key';
let sandbox: Sandbox;
const folder = mkdtempSync(join(tmpdir(), 'self-storage-ci-'));

beforeAll(async () => {
  sandbox = await startTestSandbox({ controlKey: KEY });
});
afterAll(() => sandbox.close());

const scenarioFile = (name: string, yaml: string): string => {
  const path = join(folder, name);
  writeFileSync(path, yaml);
  return path;
};

/** Moves its sandbox's clock and checks it alone moved: two of them side by side must not meet. */
const clockFile = (name: string) =>
  scenarioFile(
    name,
    `name: ${name}
steps:
  - run: login --email \${env.QA_EMAIL} --password \${env.QA_PASSWORD}
    expect:
      email: ${DEMO.email}
  - run: sandbox clock advance 5h
  - run: sandbox clock
    expect:
      offsetMs: { matches: '^1(799|800)\\d{4}$' }
`,
  );

describe('run --isolated', () => {
  it('runs each file in a sandbox of its own, side by side, and deletes them', async () => {
    const cli = createCli(sandbox.url);
    const files = [clockFile('one.yaml'), clockFile('two.yaml')];
    const env = { SANDBOX_CONTROL_KEY: KEY, QA_EMAIL: DEMO.email, QA_PASSWORD: DEMO.password };
    const run = await cli.run(['run', '--isolated', '--concurrency', '2', '--reporter', 'json', ...files], {
      env,
    });
    expect(run.code, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout) as RunResult;
    expect(result.passed).toBe(2);
    // Side by side: each moved its own clock by 5 h; the default sandbox did not move.
    const clock = await cli.json<{ offsetMs: number }>(['sandbox', 'clock'], { env });
    expect(clock.offsetMs).toBe(0);
    expect(await cli.json(['sandbox', 'list'], { env })).toEqual({ sandboxes: [] });
  });
});

describe('run --isolated stopped by SIGINT or SIGTERM', () => {
  /**
   * A step moving the clock 1 h, then one moving it 1 s at each try until the offset is 1 ms (never):
   * the run is stopped in it.
   */
  const waitingFile = (name: string) =>
    scenarioFile(
      `${name}.yaml`,
      `name: ${name}
steps:
  - run: sandbox clock advance 1h
  - name: waits for a clock that never moves
    run: sandbox clock advance 1s
    expect:
      offsetMs: 1
    until: { timeout: 300s, interval: 200ms }
`,
    );
  const server = () => new SandboxControls({ baseUrl: sandbox.url, key: KEY });
  const listed = () => server().listSandboxes();
  /**
   * Whether the waiting step has tried once in a sandbox the run made, so the first step has ended
   * (the server's key opens that sandbox's controls too).
   */
  const waiting = async (): Promise<boolean> => {
    const [made] = await listed();
    if (!made) return false;
    const clock = await server().forSandbox({ apiUrl: made.apiUrl }).clock();
    return clock.offsetMs >= 3_600_500;
  };

  /** Starts the run, and signals it once its first scenario is in the waiting step. */
  const stopRun = async (signal: NodeJS.Signals, reporterArgs: string[]) => {
    const cli = createCli(sandbox.url);
    const running = cli.start([
      '--lang',
      'en',
      '--sandbox-key',
      KEY,
      'run',
      '--isolated',
      ...reporterArgs,
      waitingFile(`${signal}-first`),
      waitingFile(`${signal}-second`),
    ]);
    const deadline = Date.now() + 30_000;
    while (!(await waiting())) {
      if (Date.now() > deadline) throw new Error('No scenario reached its waiting step within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    running.child.kill(signal);
    return running.done;
  };

  it('SIGINT: ends the step, deletes its sandbox, writes the JUnit report and exits 130', async () => {
    const output = join(folder, 'interrupted.xml');
    const run = await stopRun('SIGINT', ['--reporter', 'junit', '--output', output]);
    expect(run.code, run.stderr).toBe(130);
    expect(await listed()).toEqual([]);
    expect(run.stderr).toContain('Stopped by SIGINT');
    expect(run.stderr).toContain('1 not run (SIGINT)');
    const { testsuites } = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(
      readFileSync(output, 'utf8'),
    );
    // The first file ran and is in the report, its unfinished steps skipped as interrupted; the
    // second never started.
    expect(testsuites).toMatchObject({ tests: '2', failures: '0' });
    const suite = testsuites.testsuite;
    expect(suite).toMatchObject({ name: 'SIGINT-first', tests: '2', failures: '0' });
    const [moved, waited] = suite.testcase;
    expect(moved).toEqual(expect.objectContaining({ name: '1. sandbox clock advance 1h' }));
    expect(moved).not.toHaveProperty('skipped');
    expect(waited).toMatchObject({ name: '2. waits for a clock that never moves' });
    expect(waited.skipped.message).toMatch(/^interrupted/);
  });

  it('SIGTERM: the same, with the TAP report on stdout, and exits 143', async () => {
    const run = await stopRun('SIGTERM', ['--reporter', 'tap']);
    expect(run.code, run.stderr).toBe(143);
    expect(await listed()).toEqual([]);
    expect(run.stderr).toContain('Stopped by SIGTERM');
    const summary = await new Promise<{ count: number; fail: number; skip: number }>((resolve) => {
      const parser = new Parser((results) => resolve(results));
      parser.end(run.stdout);
    });
    expect(summary).toMatchObject({ count: 1, fail: 0, skip: 1 });
    expect(run.stdout).toMatch(/^ {4}ok 1 - sandbox clock advance 1h$/m);
    expect(run.stdout).toMatch(/^ok 1 - SIGTERM-first \(\S+SIGTERM-first\.yaml\) # SKIP interrupted/m);
    expect(run.stdout).toMatch(/^ {4}ok 2 - waits for a clock that never moves # SKIP interrupted/m);
  });
});

describe('secrets in reports', () => {
  const password = 'Never-In-Reports-42';
  const secretFile = () =>
    scenarioFile(
      'secret.yaml',
      `name: a password from the environment
steps:
  - run: login --email ${DEMO.email} --password \${env.QA_PASSWORD}
    expect:
      email: nobody@example.com
`,
    );

  it('keeps passwords out of JUnit, TAP, the summary and --verbose', async () => {
    const cli = createCli(sandbox.url);
    const file = secretFile();
    const env = { QA_PASSWORD: password };
    const junitPath = join(folder, 'report.xml');
    const junit = await cli.run(['run', '--reporter', 'junit', '--output', junitPath, file], { env });
    expect(junit.code).toBe(1);
    const xml = readFileSync(junitPath, 'utf8');
    expect(xml).toContain('--password [redacted]');
    for (const text of [xml, junit.stdout, junit.stderr]) expect(text).not.toContain(password);

    const tap = await cli.run(['run', '--reporter', 'tap', file], { env });
    expect(tap.stdout).toContain('not ok');
    expect(tap.stdout + tap.stderr).not.toContain(password);

    const verbose = await cli.run(['--verbose', 'run', file], { env });
    expect(verbose.code).toBe(1);
    expect(verbose.stdout + verbose.stderr).not.toContain(password);

    // A password written on the command line is redacted too.
    const written = scenarioFile(
      'written.yaml',
      `name: written
steps:
  - run: login --email ${DEMO.email} --password=${password}
    expect:
      email: nobody@example.com
`,
    );
    const human = await cli.run(['run', written]);
    expect(human.stdout + human.stderr).not.toContain(password);
    expect(human.stdout).toContain('[redacted]');
  });

  it('names an environment variable that is not set', async () => {
    const cli = createCli(sandbox.url);
    const run = await cli.run(['--lang', 'en', 'run', secretFile()]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('env.QA_PASSWORD');
  });
});
