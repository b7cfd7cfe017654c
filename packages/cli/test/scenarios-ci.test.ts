import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Sandbox } from '@self-storage/sandbox';
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
