import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { TestChangedError } from './error.ts';
import type { Plan, Step } from './plan-types.ts';

const MS_PER_SECOND = 1000;

/** The Vitest arguments of a step, paths relative to the suite's folder. */
export const vitestArgs = (root: string, step: Step): string[] => {
  const local = (path: string) => relative(join(root, step.suite), join(root, path));
  switch (step.kind) {
    case 'suite':
      return ['vitest', 'run'];
    case 'files':
      return ['vitest', 'run', ...step.tests.map(local)];
    case 'related':
      return [
        'vitest',
        'related',
        '--run',
        // A change no test imports (a type, a new file) is no failure.
        '--passWithNoTests',
        ...step.exclude.flatMap((test) => ['--exclude', local(test)]),
        ...step.changed.map((file) => join(root, file)),
      ];
  }
};

const run = (cwd: string, args: readonly string[]): { ok: boolean; seconds: number } => {
  const started = performance.now();
  const result = spawnSync('npx', args, { cwd, stdio: 'inherit' });
  if (result.error) throw new TestChangedError(`npx ${args.join(' ')}: ${result.error.message}`);
  return { ok: result.status === 0, seconds: (performance.now() - started) / MS_PER_SECOND };
};

/** Runs the plan's steps one after another, every step even after a failure; true if all passed. */
export const runPlan = (root: string, plan: Plan, log: (line: string) => void): boolean => {
  const results: string[] = [];
  let passed = true;
  if (plan.buildWeb) {
    const build = run(root, ['nx', 'run', '@self-storage/web:build', '--outputStyle=stream']);
    results.push(`web build: ${build.ok ? 'done' : 'FAILED'} in ${build.seconds.toFixed(0)} s`);
    if (!build.ok) {
      log(results.join('\n'));
      return false;
    }
  }
  for (const step of plan.steps) {
    // The steps run one at a time, so each may have every core (Vitest's default leaves one idle;
    // CI's suites share the cores, which is why the packages' configurations ask for fewer).
    const workers = `--maxWorkers=${availableParallelism()}`;
    const outcome = run(join(root, step.suite), ['--no-install', ...vitestArgs(root, step), workers]);
    passed &&= outcome.ok;
    results.push(
      `${step.suite} (${step.kind}): ${outcome.ok ? 'passed' : 'FAILED'} in ${outcome.seconds.toFixed(0)} s`,
    );
  }
  log(`\n${results.join('\n')}`);
  return passed;
};
