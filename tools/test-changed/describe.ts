import type { Plan, Step } from './plan-types.ts';

const what = (step: Step): string => {
  switch (step.kind) {
    case 'suite':
      return 'the whole suite';
    case 'files':
      return `these tests:${step.tests.map((test) => `\n      ${test}`).join('')}`;
    case 'related':
      return (
        `the tests that import ${step.changed.join(', ')}` +
        (step.exclude.length > 0
          ? ` (leaving out ${step.exclude.length} process or browser tests, chosen by name)`
          : '')
      );
  }
};

/** The plan as the developer reads it: what runs, where, and why; what does not, and why. */
export const describePlan = (changed: readonly string[], plan: Plan): string => {
  const lines =
    changed.length === 0
      ? ['Changed files: none']
      : ['Changed files:', ...changed.map((file) => `  ${file}`)];
  if (plan.steps.length === 0) lines.push('Nothing to run.');
  if (plan.buildWeb) lines.push('First: the web build (its browser and budget tests use it).');
  for (const step of plan.steps) {
    lines.push(`${step.suite}: ${what(step)}`, `    why: ${step.why}`);
  }
  if (plan.notes.length > 0) lines.push('Not chosen:', ...plan.notes.map((note) => `  ${note}`));
  return lines.join('\n');
};
