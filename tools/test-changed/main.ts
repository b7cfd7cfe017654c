/**
 * `npm run test:changed`: runs only the tests a change touches (docs/conventions.md, "The test
 * loop"). `--base REF` compares with REF instead of HEAD; `--dry-run` prints the plan only.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { changedFiles } from './changed-files.ts';
import { describePlan } from './describe.ts';
import { TestChangedError } from './error.ts';
import { planTests } from './plan.ts';
import { runPlan } from './run.ts';
import { readTestFiles } from './test-files.ts';

const ROOT = resolve(import.meta.dirname, '../..');

const main = () => {
  const { values } = parseArgs({
    options: { base: { type: 'string', default: 'HEAD' }, 'dry-run': { type: 'boolean', default: false } },
  });
  const changed = changedFiles(ROOT, values.base);
  const plan = planTests(changed, readTestFiles(ROOT));
  console.log(describePlan(changed, plan));
  if (values['dry-run'] || plan.steps.length === 0) return;
  if (!runPlan(ROOT, plan, console.log)) process.exitCode = 1;
};

try {
  main();
} catch (error) {
  if (!(error instanceof TestChangedError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')))
    throw error;
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
