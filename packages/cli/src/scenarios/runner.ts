import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { configPath } from '../config/paths.ts';
import type { Translate } from '../messages.ts';
import { redactSecrets } from '../redaction.ts';
import { splitCommandLine } from './command-line.ts';
import { mismatch } from './expectations.ts';
import type { LoadedScenario } from './load.ts';
import { MISSING, valueAt } from './paths.ts';
import { type Finished, runProcess } from './process.ts';
import { type ScenarioResult, type StepResult, summarise } from './results.ts';
import type { Scalar, Step } from './schema.ts';
import { secretsOf } from './secrets.ts';
import { type Scope, substitute, substituteValue, UnknownVariable, uniqueValues } from './substitute.ts';

export interface RunnerOptions {
  /** How to start the CLI itself: the Node binary and its entry script. */
  cli: readonly string[];
  /** The runner's resolved target, handed to every step through the environment (a flag in a step still wins). */
  baseUrl: string;
  lang: string;
  profile: string;
  /** The runner's environment: its config file is copied for each scenario, its sessions are not. */
  env: NodeJS.ProcessEnv;
  concurrency: number;
  stepTimeoutMs: number;
  t: Translate;
  /** The server's clock (`${today}` is the server's date) and a way to ask it again. */
  clock: { now(): number; refresh(): Promise<unknown> };
  /** Told of each scenario as it ends, for live progress. */
  onScenario?: (result: ScenarioResult) => void;
  /** The sandbox controls' key, handed to every step (SANDBOX_CONTROL_KEY) and never reported. */
  sandboxKey?: string;
  /** --bail: start no scenario once one has failed. */
  bail?: boolean;
  /** With --isolated: a fresh sandbox for one scenario file, deleted by `dispose` once it ends. */
  isolate?: (file: string) => Promise<Isolation>;
  /**
   * Aborted when the run is to stop (the command's SIGINT or SIGTERM): running steps are ended and
   * marked interrupted, so are the steps after them, and no further scenario starts.
   */
  stop?: AbortSignal;
}

export interface Isolation {
  baseUrl: string;
  key: string | undefined;
  clock: RunnerOptions['clock'];
  dispose(): Promise<unknown>;
}

/** Lines of stderr kept in a failed step's report. */
const STDERR_TAIL_LINES = 20;

const tail = (text: string): string => text.trimEnd().split('\n').slice(-STDERR_TAIL_LINES).join('\n');

const wordsOf = (step: Step, scope: Scope): string[] =>
  typeof step.run === 'string'
    ? splitCommandLine(step.run).map((word) => substitute(word, scope))
    : step.run.map((word) => substitute(String(word), scope));

const quoteWord = (word: string): string =>
  /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`;

interface Workspace {
  env: NodeJS.ProcessEnv;
  dispose(): void;
}

/** A config dir of the scenario's own: the profiles and their defaults, no session. */
const workspace = (options: RunnerOptions): Workspace => {
  const dir = mkdtempSync(join(tmpdir(), 'self-storage-scenario-'));
  const config = configPath(options.env);
  if (existsSync(config)) copyFileSync(config, join(dir, 'config.json'));
  return {
    env: {
      ...options.env,
      SELF_STORAGE_CONFIG_DIR: dir,
      SELF_STORAGE_BASE_URL: options.baseUrl,
      SELF_STORAGE_LANG: options.lang,
      SELF_STORAGE_PROFILE: options.profile,
      ...(options.sandboxKey ? { SANDBOX_CONTROL_KEY: options.sandboxKey } : {}),
      NO_COLOR: '1',
    },
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
};

const mentionsToday = (value: unknown): boolean => /\$\{\s*today/.test(JSON.stringify(value));

/** What one try of a step came to: a failure (and whether trying again could change it), or none. */
interface Verdict {
  failure?: string;
  /** A failure no later try can mend (an unknown variable): `until` stops at once. */
  final?: boolean;
}

/** Checks one try's exit code and output against the step's `expect`, saving its `save` values. */
const judge = (step: Step, finished: Finished, scope: Scope, options: RunnerOptions): Verdict => {
  const { t } = options;
  const { exit = 0, ...paths } = step.expect ?? {};
  if (finished.timedOut) return { failure: `timed out after ${options.stepTimeoutMs / 1000} s` };
  if (finished.code !== exit) {
    return { failure: t('cli.scenarios.exitCode', { actual: finished.code, expected: String(exit) }) };
  }
  const wanted = Object.entries(paths);
  const saves = Object.entries(step.save ?? {});
  if (wanted.length === 0 && saves.length === 0) return {};
  let output: unknown;
  try {
    output = JSON.parse(finished.stdout);
  } catch {
    return { failure: t('cli.scenarios.missingPath', { path: (wanted[0] ?? saves[0])?.[0] ?? '' }) };
  }
  // Saved first: an expectation may compare with a value saved from the same output.
  for (const [variable, path] of saves) {
    const value = valueAt(output, path);
    if (value === MISSING) return { failure: t('cli.scenarios.missingPath', { path }) };
    scope.values.set(
      variable,
      (typeof value === 'object' && value !== null ? JSON.stringify(value) : value) as Scalar,
    );
  }
  try {
    for (const [path, expected] of wanted) {
      const failure = mismatch(output, path, expected, scope, t);
      if (failure) return { failure };
    }
  } catch (error) {
    if (error instanceof UnknownVariable) {
      return { failure: t('cli.scenarios.unknownVariable', { name: `\${${error.variable}}` }), final: true };
    }
    return { failure: (error as Error).message, final: true };
  }
  return {};
};

/** Waits `ms`, or less once `stop` is aborted. */
const sleep = (ms: number, stop?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      stop?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    stop?.addEventListener('abort', done, { once: true });
  });

const commandOf = (step: Step): string => (typeof step.run === 'string' ? step.run : step.run.join(' '));

/** A step the run was stopped before: it never ran. */
const notReached = (step: Step, index: number): StepResult => ({
  index,
  name: step.name ?? commandOf(step),
  command: commandOf(step),
  outcome: 'interrupted',
  exitCode: null,
  durationMs: 0,
});

const runStep = async (
  step: Step,
  index: number,
  scope: Scope,
  env: NodeJS.ProcessEnv,
  options: RunnerOptions,
): Promise<StepResult> => {
  const { t } = options;
  const started = performance.now();
  const base = { index, exitCode: null, stdout: undefined };
  // An earlier step may have moved a sandbox's test clock: `${today}` is asked afresh.
  if (mentionsToday(step)) await options.clock.refresh().catch(() => undefined);
  let words: string[];
  try {
    words = wordsOf(step, scope);
  } catch (error) {
    const problem =
      error instanceof UnknownVariable
        ? t('cli.scenarios.unknownVariable', { name: `\${${error.variable}}` })
        : (error as Error).message;
    const command = commandOf(step);
    return {
      ...base,
      name: step.name ?? command,
      command,
      outcome: 'failed',
      durationMs: 0,
      failure: problem,
    };
  }
  for (const secret of secretsOf(words)) scope.secrets.add(secret);
  const command = words.map(quoteWord).join(' ');
  const name = step.name ?? command;
  // With `until`, the step runs again until it passes; a try under way at the deadline finishes.
  const deadline = started + (step.until?.timeout ?? 0);
  for (let tries = 1; ; tries += 1) {
    // Stopped while waiting between two tries of `until`.
    if (options.stop?.aborted) {
      return {
        ...base,
        name,
        command,
        outcome: 'interrupted',
        durationMs: Math.round(performance.now() - started),
      };
    }
    const finished = await runProcess(
      [...options.cli, '--json', '--no-input', ...words],
      env,
      options.stepTimeoutMs,
      options.stop,
    );
    const result = {
      index,
      name,
      command,
      exitCode: finished.code,
      durationMs: Math.round(performance.now() - started),
    };
    if (finished.interrupted) return { ...result, outcome: 'interrupted' };
    const verdict = judge(step, finished, scope, options);
    if (verdict.failure === undefined) return { ...result, outcome: 'passed' };
    const interval = step.until?.interval ?? 0;
    if (!step.until || verdict.final || performance.now() + interval >= deadline) {
      const failure = step.until
        ? t('cli.scenarios.untilTimedOut', {
            problem: verdict.failure,
            seconds: Math.round(step.until.timeout / 100) / 10,
            tries,
          })
        : verdict.failure;
      return {
        ...result,
        outcome: 'failed',
        failure,
        stderr: tail(finished.stderr),
        stdout: tail(finished.stdout),
      };
    }
    await sleep(interval, options.stop);
  }
};

const redactStep = (step: StepResult, secrets: ReadonlySet<string>): StepResult => ({
  ...step,
  name: redactSecrets(step.name, secrets),
  command: redactSecrets(step.command, secrets),
  failure: redactSecrets(step.failure, secrets),
  stderr: redactSecrets(step.stderr, secrets),
  stdout: redactSecrets(step.stdout, secrets),
});

/** One scenario: its steps in order; the first failing step ends it, the rest are skipped but for `always` ones. */
export const runScenario = async (
  loaded: LoadedScenario,
  options: RunnerOptions,
): Promise<ScenarioResult> => {
  if (!options.isolate) return runIn(loaded, options);
  const isolation = await options.isolate(loaded.file);
  try {
    return await runIn(loaded, {
      ...options,
      baseUrl: isolation.baseUrl,
      clock: isolation.clock,
      sandboxKey: isolation.key ?? options.sandboxKey,
    });
  } finally {
    await isolation.dispose();
  }
};

const runIn = async (loaded: LoadedScenario, options: RunnerOptions): Promise<ScenarioResult> => {
  const { scenario, file } = loaded;
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const scope: Scope = {
    values: new Map(),
    unique: uniqueValues(),
    scenarioDir: dirname(resolve(file)),
    now: () => options.clock.now(),
    env: options.env,
    secrets: new Set(options.sandboxKey ? [options.sandboxKey] : []),
  };
  const space = workspace(options);
  const steps: StepResult[] = [];
  let failed = false;
  let interrupted = false;
  try {
    try {
      if (mentionsToday(scenario.vars)) await options.clock.refresh().catch(() => undefined);
      for (const [name, value] of Object.entries(scenario.vars))
        scope.values.set(name, substituteValue(value, scope));
    } catch (error) {
      failed = true;
      steps.push({
        index: 0,
        name: 'vars',
        command: 'vars',
        outcome: 'failed',
        exitCode: null,
        durationMs: 0,
        failure:
          error instanceof UnknownVariable
            ? options.t('cli.scenarios.unknownVariable', { name: `\${${error.variable}}` })
            : (error as Error).message,
      });
    }
    for (const [offset, step] of scenario.steps.entries()) {
      const index = offset + 1;
      // Once stopped, nothing more runs, `always` steps neither: the run is to end promptly.
      interrupted ||= options.stop?.aborted === true;
      if (interrupted) {
        steps.push(notReached(step, index));
        continue;
      }
      if (failed && !step.always) {
        steps.push({ ...notReached(step, index), outcome: 'skipped' });
        continue;
      }
      const result = await runStep(step, index, scope, space.env, options);
      steps.push(result);
      failed ||= result.outcome === 'failed';
      interrupted ||= result.outcome === 'interrupted';
    }
  } finally {
    space.dispose();
  }
  const result: ScenarioResult = {
    file,
    name: scenario.name,
    outcome: failed ? 'failed' : interrupted ? 'interrupted' : 'passed',
    startedAt,
    durationMs: Math.round(performance.now() - started),
    // No password, token or key reaches a report, the summary or the live progress.
    steps: steps.map((step) => redactStep(step, scope.secrets)),
  };
  options.onScenario?.(result);
  return result;
};

/** At most `limit` at once, results in the order given; none started once `stopped()` says so. */
const pool = async <T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
  stopped: () => boolean,
): Promise<(R | undefined)[]> => {
  const results: (R | undefined)[] = new Array(items.length).fill(undefined);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length && !stopped()) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
};

/**
 * Every scenario, `concurrency` at a time, each in its own process per step and its own config
 * dir (so its own session); exclusive ones after the others, one at a time. Results keep the
 * order of the files. With `bail`, no scenario starts after one has failed (those already running
 * finish); the ones never started are counted as not run. Once `stop` is aborted, none starts
 * either, and the running ones end at once, each still deleting its isolated sandbox.
 */
export const runScenarios = async (scenarios: readonly LoadedScenario[], options: RunnerOptions) => {
  const started = performance.now();
  let failed = false;
  const stopped = () => options.stop?.aborted === true || (options.bail === true && failed);
  const run = async (loaded: LoadedScenario) => {
    const result = await runScenario(loaded, options);
    failed ||= result.outcome === 'failed';
    return result;
  };
  const shared = scenarios.filter((loaded) => !loaded.scenario.exclusive);
  const alone = scenarios.filter((loaded) => loaded.scenario.exclusive);
  const first = await pool(shared, options.concurrency, run, stopped);
  const then = await pool(alone, 1, run, stopped);
  const byScenario = new Map(
    [...shared, ...alone].map((loaded, index) => [loaded, [...first, ...then][index]]),
  );
  const ordered = scenarios
    .map((loaded) => byScenario.get(loaded))
    .filter((result): result is ScenarioResult => result !== undefined);
  return summarise(ordered, Math.round(performance.now() - started), scenarios.length - ordered.length);
};
