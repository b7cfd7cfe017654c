import type { Translate } from '../../messages.ts';
import type { RunResult, ScenarioResult } from '../results.ts';

const paint = (color: boolean, code: number, text: string): string =>
  color ? `\x1b[${code}m${text}\x1b[0m` : text;

const seconds = (ms: number): string => (ms / 1000).toFixed(1);

/** One scenario's line, and for a failure the step, why, and what the command said on stderr. */
export const scenarioLine = (scenario: ScenarioResult, t: Translate, color: boolean): string => {
  const passed = scenario.outcome === 'passed';
  const mark = passed
    ? paint(color, 32, '✓')
    : scenario.outcome === 'interrupted'
      ? paint(color, 33, '■')
      : paint(color, 31, '✗');
  const head = `${mark} ${scenario.name} (${scenario.file}, ${seconds(scenario.durationMs)} s)`;
  if (scenario.outcome === 'interrupted') {
    const stopped = scenario.steps.find((item) => item.outcome === 'interrupted');
    return stopped
      ? `${head}\n    ${t('cli.scenarios.stepInterrupted', { step: stopped.index, command: `self-storage ${stopped.command}` })}`
      : head;
  }
  const step = scenario.steps.find((item) => item.outcome === 'failed');
  if (passed || !step) return head;
  // Step 0 is no command: the file's loading or its vars.
  const why =
    step.index === 0
      ? `${step.name}: ${step.failure ?? ''}`
      : t('cli.scenarios.stepFailed', {
          step: step.index,
          command: `self-storage ${step.command}`,
          problem: step.failure ?? '',
        });
  const said = step.stderr ? `\n${step.stderr.replace(/^/gm, '      ')}` : '';
  return `${head}\n    ${why}${said}`;
};

export const summaryLine = (run: RunResult, t: Translate): string => {
  const line = t('cli.scenarios.summary', {
    passed: run.passed,
    failed: run.failed,
    total: run.total,
    seconds: seconds(run.durationMs),
  });
  return run.notRun > 0
    ? `${line}; ${t('cli.scenarios.notRun', { count: run.notRun, flag: run.stoppedBy ?? '--bail' })}`
    : line;
};

export const humanReport = (run: RunResult, t: Translate, color: boolean): string =>
  [...run.scenarios.map((scenario) => scenarioLine(scenario, t, color)), '', summaryLine(run, t)].join('\n');
