import { stringify } from 'yaml';
import { type RunResult, SKIPPED_BECAUSE, type StepResult } from '../results.ts';

const indent = (text: string, by: string): string =>
  text
    .split('\n')
    .map((line) => (line === '' ? line : by + line))
    .join('\n');

/** A TAP description stays on one line and cannot start a directive. */
const describe = (text: string): string => text.replace(/\s+/g, ' ').replaceAll('#', '\\#');

const point = (step: StepResult): string => {
  const head = `${step.outcome === 'failed' ? 'not ok' : 'ok'} ${step.index} - ${describe(step.name)}`;
  if (step.outcome === 'skipped' || step.outcome === 'interrupted')
    return `${head} # SKIP ${SKIPPED_BECAUSE[step.outcome]}`;
  if (step.outcome === 'passed') return head;
  const diagnostics = stringify({
    message: step.failure,
    command: `self-storage ${step.command}`,
    exit: step.exitCode,
    duration_ms: step.durationMs,
    ...(step.stderr ? { stderr: step.stderr } : {}),
  });
  return `${head}\n${indent(`---\n${diagnostics}...`, '  ')}`;
};

/** TAP version 14: one test point per scenario, its steps as a subtest. */
export const tapReport = (run: RunResult): string => {
  const lines = ['TAP version 14', `1..${run.scenarios.length}`];
  run.scenarios.forEach((scenario, index) => {
    const steps = scenario.steps.filter((step) => step.index > 0);
    lines.push(`# Subtest: ${describe(scenario.name)}`);
    lines.push(indent([`1..${steps.length}`, ...steps.map(point)].join('\n'), '    '));
    const vars = scenario.steps.find((step) => step.index === 0);
    const ok = scenario.outcome === 'failed' ? 'not ok' : 'ok';
    const skip = scenario.outcome === 'interrupted' ? ` # SKIP ${SKIPPED_BECAUSE.interrupted}` : '';
    lines.push(`${ok} ${index + 1} - ${describe(scenario.name)} (${scenario.file})${skip}`);
    if (vars?.failure) lines.push(indent(`---\n${stringify({ message: vars.failure })}...`, '  '));
  });
  return `${lines.join('\n')}\n`;
};
