import {
  countSteps,
  type RunResult,
  type ScenarioResult,
  SKIPPED_BECAUSE,
  type StepResult,
} from '../results.ts';

/** Text as XML 1.0 allows it: the five escapes, and no control character it forbids. */
const xml = (text: string): string =>
  text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

const seconds = (ms: number): string => (ms / 1000).toFixed(3);

const testcase = (scenario: ScenarioResult, step: StepResult): string => {
  const open = `    <testcase name="${xml(`${step.index}. ${step.name}`)}" classname="${xml(scenario.name)}" file="${xml(scenario.file)}" time="${seconds(step.durationMs)}"`;
  if (step.outcome === 'passed') return `${open}/>`;
  if (step.outcome === 'skipped' || step.outcome === 'interrupted')
    return `${open}>\n      <skipped message="${SKIPPED_BECAUSE[step.outcome]}"/>\n    </testcase>`;
  // Step 0 ran no command: the file's loading or its vars; the problem is all there is to say.
  const detail =
    step.index === 0
      ? (step.failure ?? '')
      : [`$ self-storage ${step.command}`, `exit ${step.exitCode ?? '-'}`, step.stderr ?? '']
          .filter(Boolean)
          .join('\n');
  return [
    `${open}>`,
    `      <failure message="${xml(step.failure ?? '')}" type="StepFailed">${xml(detail)}</failure>`,
    ...(step.stdout ? [`      <system-out>${xml(step.stdout)}</system-out>`] : []),
    '    </testcase>',
  ].join('\n');
};

/**
 * JUnit XML as CI servers read it: one testsuite per scenario file, one testcase per step, a
 * failed step as `<failure>` and the steps after it as `<skipped>`, as are the steps a stopped run
 * interrupted (their message says so).
 */
export const junitReport = (run: RunResult): string => {
  const suites = run.scenarios.map((scenario) => {
    const failures = countSteps(scenario, 'failed');
    const skipped = countSteps(scenario, 'skipped') + countSteps(scenario, 'interrupted');
    return [
      `  <testsuite name="${xml(scenario.name)}" file="${xml(scenario.file)}" timestamp="${scenario.startedAt}" tests="${scenario.steps.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${seconds(scenario.durationMs)}">`,
      ...scenario.steps.map((step) => testcase(scenario, step)),
      '  </testsuite>',
    ].join('\n');
  });
  const steps = run.scenarios.flatMap((scenario) => scenario.steps);
  const failures = steps.filter((step) => step.outcome === 'failed').length;
  const skipped = steps.filter((step) => step.outcome === 'skipped' || step.outcome === 'interrupted').length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="self-storage scenarios" tests="${steps.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${seconds(run.durationMs)}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
};
