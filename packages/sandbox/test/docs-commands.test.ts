import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const DOCS = readFileSync(join(REPO, 'docs/sandbox.md'), 'utf8');

/** The command lines of docs/sandbox.md's "Running it" block, without comments. */
const commands = (): string[] => {
  const block = /## Running it\s+```sh\n([\s\S]*?)```/.exec(DOCS)?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter(Boolean);
};

/** The shell finds the repository's Node 24 (npm's `node` dependency) and its bins first, as `npx` would. */
const env = {
  ...process.env,
  PATH: `${dirname(process.execPath)}:${join(REPO, 'node_modules/.bin')}:${process.env.PATH}`,
  // A bare `node` outside npm: no --conditions from .npmrc.
  NODE_OPTIONS: '',
  npm_config_node_options: '',
};

const running: ChildProcess[] = [];
const folders: string[] = [];
afterAll(() => {
  // Each command runs in a shell of its own process group: the group ends with it.
  for (const child of running) if (child.pid) process.kill(-child.pid, 'SIGTERM');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const listening = (child: ChildProcess): Promise<string> =>
  new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no start within 20 s:\n${output}`)), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`exited ${code}:\n${output}`)));
  });

describe('docs/sandbox.md, Running it', () => {
  it('runs every command as written', async () => {
    const lines = commands();
    expect(lines).toContain('PORT=8099 DATA_DIR=/tmp/ss node packages/sandbox/src/main.ts');
    for (const line of lines) {
      // npm start builds the web app before it runs the same main.ts.
      if (line.startsWith('npm start')) continue;
      for (const folder of line.match(/\/tmp\/\w+/g) ?? []) folders.push(folder);
      if (line.startsWith('curl')) {
        const done = spawnSync('sh', ['-c', line], { cwd: REPO, env, encoding: 'utf8' });
        expect(done.status, done.stderr).toBe(0);
        expect(JSON.parse(done.stdout)).toEqual({ status: 'ok', sandboxes: 1 });
        continue;
      }
      const child = spawn('sh', ['-c', line], { cwd: REPO, env, detached: true });
      running.push(child);
      const url = await listening(child);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
    }
  }, 60_000);

  it('refuses a Node older than 24 in one line', () => {
    const old = spawnSync('node', [join(REPO, 'packages/sandbox/bin/self-storage-sandbox.js')], {
      env: { ...process.env, PATH: `/usr/bin:/bin:/usr/local/bin` },
      encoding: 'utf8',
    });
    const version = spawnSync('node', ['--version'], {
      env: { PATH: '/usr/bin:/bin:/usr/local/bin' },
      encoding: 'utf8',
    });
    if (!/^v2[0-3]\./.test(version.stdout ?? '')) return;
    expect(old.status).toBe(1);
    expect(old.stderr.trim().split('\n')).toHaveLength(1);
    expect(old.stderr).toContain('needs Node.js 24.11');
  });
});
