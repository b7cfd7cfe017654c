export type Outcome = 'passed' | 'failed' | 'skipped';

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
  outcome: 'passed' | 'failed';
  /** ISO instant it started: reports show which scenarios ran side by side. */
  startedAt: string;
  durationMs: number;
  steps: StepResult[];
}

export interface RunResult {
  passed: number;
  failed: number;
  total: number;
  durationMs: number;
  /** Scenarios never started: --bail stopped the run after a failure. */
  notRun: number;
  scenarios: ScenarioResult[];
}

export const summarise = (scenarios: ScenarioResult[], durationMs: number, notRun = 0): RunResult => {
  const passed = scenarios.filter((scenario) => scenario.outcome === 'passed').length;
  return {
    passed,
    failed: scenarios.length - passed,
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

export const countSteps = (scenario: ScenarioResult, outcome: Outcome): number =>
  scenario.steps.filter((step) => step.outcome === outcome).length;
