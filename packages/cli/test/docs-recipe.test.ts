import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Sandbox } from '@self-storage/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCli } from './support/cli.ts';
import { startTestSandbox } from './support/sandbox.ts';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..', '..', '..');
const KEY = 'recipe-control-key';

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox({ controlKey: KEY });
});
afterAll(() => sandbox.close());

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
});
