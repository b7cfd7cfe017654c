/** `interrupted`: the run was stopped (SIGINT, SIGTERM) before the step ended or began. */
export type Outcome = 'passed' | 'failed' | 'skipped' | 'interrupted';

export interface StepResult {
  /** 1-based. */
  index: number;
  name: string;
  /** The command line as run, after substitution. */
  command: string;
  outcome: Outcome;
  exitCode: number | null;
  durationMs: number;
  /** Why it failed, in the run's language. */
  failure?: string;
  /** The end of what the command wrote on stderr, for a failed step. */
  stderr?: string;
  stdout?: string;
}

export interface ScenarioResult {
  file: string;
  name: string;
  /** `interrupted`: stopped with steps unfinished and none failed. */
  outcome: 'passed' | 'failed' | 'interrupted';
  /** ISO instant it started: reports show which scenarios ran side by side. */
  startedAt: string;
  durationMs: number;
  steps: StepResult[];
}

export interface RunResult {
  passed: number;
  failed: number;
  /** Scenarios stopped by a signal before they ended. */
  interrupted: number;
  total: number;
  durationMs: number;
  /** Scenarios never started: --bail stopped the run after a failure, or a signal stopped it. */
  notRun: number;
  /** The signal that stopped the run (SIGINT, SIGTERM), when one did. */
  stoppedBy?: string;
  scenarios: ScenarioResult[];
}

export const summarise = (scenarios: ScenarioResult[], durationMs: number, notRun = 0): RunResult => {
  const count = (outcome: ScenarioResult['outcome']) =>
    scenarios.filter((scenario) => scenario.outcome === outcome).length;
  return {
    passed: count('passed'),
    failed: count('failed'),
    interrupted: count('interrupted'),
    total: scenarios.length,
    durationMs,
    notRun,
    scenarios,
  };
};

/**
 * A file that could not be loaded, as a failed scenario of one failed step naming the file and
 * the problem: a report for CI still says what went wrong.
 */
export const loadFailure = (file: string, problem: string): ScenarioResult => ({
  file,
  name: file,
  outcome: 'failed',
  startedAt: new Date().toISOString(),
  durationMs: 0,
  steps: [
    {
      index: 0,
      name: 'load',
      command: 'load',
      outcome: 'failed',
      exitCode: null,
      durationMs: 0,
      failure: problem,
    },
  ],
});

/** Why a step neither passed nor failed, as CI reports (JUnit, TAP) mark it skipped. */
export const SKIPPED_BECAUSE = {
  skipped: 'an earlier step failed',
  interrupted: 'interrupted: the run was stopped before this step ended',
} as const;

export const countSteps = (scenario: ScenarioResult, outcome: Outcome): number =>
  scenario.steps.filter((step) => step.outcome === outcome).length;
