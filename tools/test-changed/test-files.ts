import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestFile, TestFiles } from './plan-types.ts';

const TEST_FILE = /\.test\.tsx?$/;

const read = (root: string, folder: string): TestFile[] =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => TEST_FILE.test(name))
    .map((name) => {
      const path = `${folder}/${name}`;
      return { path, text: readFileSync(join(root, path), 'utf8') };
    })
    .sort((a, b) => a.path.localeCompare(b.path));

/** The CLI tests that spawn the built CLI are those using the support's `createCli`. */
const SPAWNS_CLI = /from '\.\/support\/cli\.ts'/;

/** Reads the tests that do not import what they test, for the planner. */
export const readTestFiles = (root: string): TestFiles => ({
  cliProcess: read(root, 'packages/cli/test').filter((test) => SPAWNS_CLI.test(test.text)),
  webBrowser: read(root, 'packages/web/test/e2e'),
  webBuild: read(root, 'packages/web/test/budget'),
});
