import { writeFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { SelfStorageClient } from '@self-storage/core';
import { type Command, InvalidArgumentError, Option } from 'commander';
import { z } from 'zod';
import { action } from '../action.ts';
import type { Context } from '../context.ts';
import { CliError } from '../errors.ts';
import { exitCodeOf, listenForInterrupts } from '../interrupts.ts';
import { colorAllowed } from '../output.ts';
import { sandboxCreate, sandboxDelete } from '../sandbox-controls.ts';
import { type LoadFailure, loadScenarios } from '../scenarios/load.ts';
import { humanReport, scenarioLine, summaryLine } from '../scenarios/reporters/human.ts';
import { junitReport } from '../scenarios/reporters/junit.ts';
import { tapReport } from '../scenarios/reporters/tap.ts';
import { loadFailure, type RunResult, summarise } from '../scenarios/results.ts';
import { type Isolation, type RunnerOptions, runScenarios } from '../scenarios/runner.ts';
import { PARSER_REASONS } from '../usage-messages.ts';

const REPORTERS = ['junit', 'tap', 'json'] as const;
/** A step may wait on a payment for its whole countdown (600 s) and then some. */
const DEFAULT_STEP_TIMEOUT_S = 660;

const positive = (value: string): number => {
  if (!/^\d{1,5}$/.test(value) || Number(value) < 1)
    throw new InvalidArgumentError(PARSER_REASONS.atLeastOne);
  return Number(value);
};

const runOptions = z.object({
  concurrency: z.number().int().positive().default(1),
  reporter: z.enum(REPORTERS).optional(),
  output: z.string().min(1).optional(),
  stepTimeout: z.number().int().positive().default(DEFAULT_STEP_TIMEOUT_S),
  isolated: z.boolean().default(false),
  bail: z.boolean().default(false),
});

/** A sandbox of the scenario's own (sandbox create), its clock, and its deletion once the scenario ends. */
const isolation =
  (ctx: Context) =>
  async (file: string): Promise<Isolation> => {
    const created = await sandboxCreate(ctx, `run ${basename(file)}`);
    const client = new SelfStorageClient({ baseUrl: created.apiUrl, language: ctx.lang });
    return {
      baseUrl: created.apiUrl,
      key: created.key,
      clock: { now: () => client.clock.now(), refresh: () => client.refreshClock() },
      dispose: () => sandboxDelete(ctx, created.id),
    };
  };

const report = (run: RunResult, reporter: (typeof REPORTERS)[number]): string => {
  if (reporter === 'junit') return junitReport(run);
  if (reporter === 'tap') return tapReport(run);
  return `${JSON.stringify(run, null, 2)}\n`;
};

/** The report to `output` or stdout, and the summary on stderr. */
const deliver = async (
  ctx: Context,
  run: RunResult,
  reporter: (typeof REPORTERS)[number],
  output: string | undefined,
): Promise<void> => {
  if (output) await writeFile(output, report(run, reporter));
  else ctx.output.streams.stdout.write(report(run, reporter));
  ctx.output.note(summaryLine(run, ctx.t));
  if (output) ctx.output.note(ctx.t('cli.scenarios.reportWritten', { path: output }));
};

/** Exit 2 naming every file that is not a scenario, and where. */
const invalidFiles = (ctx: Context, failures: readonly LoadFailure[]): CliError => {
  const [first] = failures;
  if (failures.length === 1 && first) {
    return new CliError('usage', `${first.file}: ${first.problem}`, {
      key: 'cli.scenarios.invalidFile',
      vars: { file: first.file, problem: first.problem },
    });
  }
  const lines = failures.map((failure) =>
    ctx.t('cli.scenarios.invalidFile', { file: failure.file, problem: failure.problem }),
  );
  return new CliError('usage', lines.join('\n'));
};

/** How the runner runs the files: the CLI itself for each step, the target, the options given. */
const runnerOptions = (
  ctx: Context,
  options: z.output<typeof runOptions>,
  reporter: (typeof REPORTERS)[number] | undefined,
  live: boolean,
): RunnerOptions => ({
  // The CLI itself, however it was started: Node, and the bin, bundle or source it ran.
  cli: [process.execPath, resolve(process.argv[1] ?? '')],
  baseUrl: ctx.options.baseUrl,
  lang: ctx.options.lang,
  profile: ctx.options.profile,
  env: ctx.env,
  concurrency: options.concurrency,
  stepTimeoutMs: options.stepTimeout * 1000,
  sandboxKey: ctx.options.sandboxKey,
  bail: options.bail,
  ...(options.isolated ? { isolate: isolation(ctx) } : {}),
  t: ctx.t,
  clock: { now: () => ctx.client.clock.now(), refresh: () => ctx.client.refreshClock() },
  // With a report on stdout, progress goes to stderr as each scenario ends.
  ...(reporter ? { onScenario: (result) => ctx.output.note(scenarioLine(result, ctx.t, live)) } : {}),
});

export const runCommand = (program: Command): void => {
  program
    .command('run')
    .description(
      'run scenario files (YAML): steps of self-storage commands with saved values and expectations',
    )
    .argument('<files...>', 'scenario files')
    .option(
      '--concurrency <n>',
      'scenarios run at once, each with a session of its own (default 1)',
      positive,
    )
    .addOption(new Option('--reporter <format>', 'a report for CI instead of the summary').choices(REPORTERS))
    .option('--output <file>', 'write the report there (the summary still goes to stderr)')
    .option(
      '--step-timeout <seconds>',
      `stop a step after this long (default ${DEFAULT_STEP_TIMEOUT_S})`,
      positive,
    )
    .option('--bail', 'start no further scenario once one has failed', false)
    .option(
      '--isolated',
      'run each file in a fresh sandbox of its own (sandbox create), deleted afterwards: parallel jobs never meet',
      false,
    )
    .action(
      action(runOptions, async (ctx, options, [files]) => {
        const names = z.array(z.string()).parse(files);
        const reporter = options.reporter ?? (ctx.options.json ? 'json' : undefined);
        const { loaded: scenarios, failures } = await loadScenarios(names, ctx.t);
        if (failures.length > 0) {
          // Nothing runs; a report still names each broken file, for the CI that reads it.
          if (reporter)
            await deliver(
              ctx,
              summarise(
                failures.map((f) => loadFailure(f.file, f.problem)),
                0,
              ),
              reporter,
              options.output,
            );
          throw invalidFiles(ctx, failures);
        }
        const live = colorAllowed(ctx.env, ctx.options.color, ctx.output.streams.stderr);
        // From here a Ctrl-C or a CI's cancel (SIGTERM) stops the steps, deletes the isolated
        // sandboxes and still writes the report, instead of killing the run where it stands.
        // A signal while the report is written lets it finish, then exits with the signal's code.
        const interrupts = listenForInterrupts(process);
        let run: RunResult;
        try {
          run = await runScenarios(scenarios, {
            ...runnerOptions(ctx, options, reporter, live),
            stop: interrupts.stop,
          });
          const stoppedBy = interrupts.received();
          if (stoppedBy) run = { ...run, stoppedBy };
          const { stdout } = ctx.output.streams;
          if (reporter) await deliver(ctx, run, reporter, options.output);
          else stdout.write(`${humanReport(run, ctx.t, colorAllowed(ctx.env, ctx.options.color, stdout))}\n`);
        } finally {
          interrupts.dispose();
        }
        const signal = interrupts.received();
        if (signal) {
          ctx.output.note(ctx.t('cli.scenarios.interrupted', { signal }));
          throw new CliError('interrupted', `Stopped by ${signal}`, {
            reported: true,
            exitCode: exitCodeOf(signal),
          });
        }
        if (run.failed > 0) {
          throw new CliError('scenarios_failed', `${run.failed} of ${run.total} scenarios failed`, {
            reported: true,
          });
        }
      }),
    );
};
