import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { changedFiles } from '../changed-files.ts';
import { TestChangedError } from '../error.ts';
import { vitestArgs } from '../run.ts';

describe('the changed files', () => {
  const repo = mkdtempSync(join(tmpdir(), 'test-changed-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
  git('init', '--quiet');
  git('config', 'user.email', 'dev@example.com');
  git('config', 'user.name', 'Dev');
  writeFileSync(join(repo, 'first.ts'), '1');
  writeFileSync(join(repo, 'second.ts'), '2');
  git('add', '.');
  git('commit', '--quiet', '-m', 'first');
  const first = git('rev-parse', 'HEAD');
  writeFileSync(join(repo, 'second.ts'), '2b');
  git('commit', '--quiet', '-am', 'second');
  writeFileSync(join(repo, 'first.ts'), '1b');
  writeFileSync(join(repo, 'new.ts'), 'new');
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('are by default the uncommitted and untracked ones against HEAD', () => {
    expect(changedFiles(repo, 'HEAD')).toEqual(['first.ts', 'new.ts']);
  });

  it('take in what was committed since --base', () => {
    expect(changedFiles(repo, first)).toEqual(['first.ts', 'new.ts', 'second.ts']);
  });

  it('fail with the script error on a base git does not know', () => {
    expect(() => changedFiles(repo, 'no-such-ref')).toThrow(TestChangedError);
  });
});

describe("a run's Vitest arguments", () => {
  it('name tests and exclusions from the suite folder, and changed files by full path', () => {
    const args = vitestArgs('/repo', {
      kind: 'related',
      suite: 'packages/web',
      changed: ['packages/core/src/money/format.ts'],
      exclude: ['packages/web/test/e2e/public/shell.test.ts'],
      why: '',
    });
    expect(args).toEqual([
      'vitest',
      'related',
      '--run',
      '--passWithNoTests',
      '--exclude',
      'test/e2e/public/shell.test.ts',
      '/repo/packages/core/src/money/format.ts',
    ]);
    const files = vitestArgs('/repo', {
      kind: 'files',
      suite: 'packages/cli',
      tests: ['packages/cli/test/a.test.ts', 'packages/cli/test/b.test.ts:12'],
      why: '',
    });
    expect(files).toEqual(['vitest', 'run', 'test/a.test.ts', 'test/b.test.ts:12']);
  });
});
