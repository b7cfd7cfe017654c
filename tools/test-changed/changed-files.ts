import { execFileSync } from 'node:child_process';
import { TestChangedError } from './error.ts';

const git = (root: string, args: readonly string[]): string[] => {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((line) => line !== '');
  } catch (error) {
    throw new TestChangedError(`git ${args.join(' ')} failed: ${(error as Error).message}`);
  }
};

/**
 * The files changed against `base` (committed since it, staged or not) and the untracked ones,
 * as paths from the repository root. Deleted files count: the tests that imported them must run.
 */
export const changedFiles = (root: string, base: string): string[] => {
  const tracked = git(root, ['diff', '--name-only', base, '--']);
  const untracked = git(root, ['ls-files', '--others', '--exclude-standard']);
  return [...new Set([...tracked, ...untracked])].sort();
};
