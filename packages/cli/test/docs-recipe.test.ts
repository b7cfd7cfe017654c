import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Sandbox } from '@self-storage/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCli, MAIN } from './support/cli.ts';
import { startTestSandbox } from './support/sandbox.ts';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..', '..', '..');
const KEY = 'recipe-control-key';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox({ controlKey: KEY });
});
afterAll(() => sandbox.close());

const docs = () => readFileSync(join(ROOT, 'docs', 'cli.md'), 'utf8');

/**
 * Runs a shell script of the docs as written, from the repository root, with `self-storage` on
 * the PATH (the built CLI) and the sandbox as the server.
 */
const runDocScript = async (script: string) => {
  const folder = mkdtempSync(join(tmpdir(), 'self-storage-doc-script-'));
  const bin = join(folder, 'self-storage');
  writeFileSync(bin, `#!/bin/sh\nexec '${process.execPath}' '${MAIN}' "$@"\n`);
  chmodSync(bin, 0o755);
  const file = join(folder, 'script.sh');
  writeFileSync(file, script);
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('SELF_STORAGE_') && name !== 'CI_JOB_ID'),
  );
  return run('bash', [file], {
    cwd: ROOT,
    timeout: 90_000,
    env: {
      ...env,
      PATH: `${folder}:${process.env.PATH}`,
      SELF_STORAGE_CONFIG_DIR: folder,
      SELF_STORAGE_BASE_URL: sandbox.url,
      SANDBOX_CONTROL_KEY: KEY,
    },
  });
};

describe('docs/cli.md', () => {
  it('its jq recipe books and pays a unit as written, against a server with SANDBOX_CONTROL_KEY', async () => {
    // jq is a Debian package the CI installs (.ci/run), as it does Chromium.
    expect(() => execFileSync('jq', ['--version']), 'jq is not installed').not.toThrow();
    const doc = readFileSync(join(ROOT, 'docs', 'cli.md'), 'utf8');
    const recipe = /## QA recipe[\s\S]*?```bash\n([\s\S]*?)```/.exec(doc)?.[1];
    expect(recipe).toBeDefined();
    const script = join(mkdtempSync(join(tmpdir(), 'self-storage-recipe-')), 'recipe.sh');
    writeFileSync(script, recipe ?? '');
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.startsWith('SELF_STORAGE_')),
    );
    const { stdout } = await run('bash', [script], {
      cwd: ROOT,
      timeout: 90_000,
      env: { ...env, SELF_STORAGE_BASE_URL: sandbox.url, SANDBOX_CONTROL_KEY: KEY },
    });
    expect(stdout).toMatch(/^true\nbooked and paid: \S+\n$/);
  }, 120_000);

  it('its example scenario passes as written, against a server with SANDBOX_CONTROL_KEY', async () => {
    const doc = readFileSync(join(ROOT, 'docs', 'cli.md'), 'utf8');
    const example = /## QA with scenarios[\s\S]*?```yaml\n([\s\S]*?)```/.exec(doc)?.[1];
    expect(example).toBeDefined();
    const file = join(mkdtempSync(join(tmpdir(), 'self-storage-doc-scenario-')), 'example.yaml');
    writeFileSync(file, example ?? '');
    const result = await createCli(sandbox.url).run(['--lang', 'en', 'run', file], {
      env: { SANDBOX_CONTROL_KEY: KEY },
    });
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toContain('✓ Book a room and pay by QR');
  }, 120_000);

  it('its register example registers a customer of its own each time it runs, with the sample image', async () => {
    const example = /### Accounts\n\n```bash\n([\s\S]*?)```/.exec(docs())?.[1];
    expect(example).toContain('self-storage register');
    const script = `set -euo pipefail\n${example}`;
    await runDocScript(script);
    // A second run registers another identity: no email or ID card is taken twice.
    await runDocScript(script);
  }, 120_000);

  it('its CI snippet deletes the sandbox it created on any exit, a failed step included', async () => {
    const doc = docs();
    const snippet = /A created sandbox is a target like any other[\s\S]*?```bash\n([\s\S]*?)```/.exec(
      doc,
    )?.[1];
    expect(snippet).toContain('trap');
    // The clock example of the controls runs against the created sandbox (a failure there would
    // exit 1), then a step fails.
    const clockSet = /^self-storage sandbox clock set .*$/m.exec(doc)?.[0];
    expect(clockSet).toBeDefined();
    const failed = await runDocScript(`set -e\n${snippet}\n${clockSet}\nexit 3\n`).catch(
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failed).toMatchObject({ code: 3 });
    const { sandboxes } = await createCli(sandbox.url).json<{ sandboxes: unknown[] }>(['sandbox', 'list'], {
      env: { SANDBOX_CONTROL_KEY: KEY },
    });
    expect(sandboxes).toEqual([]);
  }, 120_000);
});
