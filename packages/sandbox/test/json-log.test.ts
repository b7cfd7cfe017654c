import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * The sandbox as a log collector reads it: started as a process with LOG_FORMAT=json, every line it
 * prints on stdout and stderr, from the banner to the shutdown, is one JSON object.
 */

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const BIN = fileURLToPath(new URL('../bin/self-storage-sandbox.js', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'sandbox-json-log-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface Run {
  child: ChildProcess;
  /** Every line printed so far, stdout's and stderr's. */
  lines: string[];
}

const start = (args: string[], env: Record<string, string>): Run => {
  const child = spawn(process.execPath, [MAIN, '--data-dir', folder, ...args], {
    // A plain `node` outside npm: main.ts adds the source condition itself.
    env: { ...process.env, NODE_OPTIONS: '', LOG_FORMAT: 'json', ...env },
  });
  const run: Run = { child, lines: [] };
  let partial = { stdout: '', stderr: '' };
  for (const stream of ['stdout', 'stderr'] as const) {
    child[stream]?.on('data', (chunk: Buffer) => {
      const text = partial[stream] + chunk.toString();
      const lines = text.split('\n');
      partial = { ...partial, [stream]: lines.pop() ?? '' };
      run.lines.push(...lines);
    });
  }
  child.on('close', () => {
    run.lines.push(...Object.values(partial).filter(Boolean));
  });
  return run;
};

const parsed = (lines: string[]) =>
  lines.map((line) => {
    try {
      return JSON.parse(line) as Record<string, unknown>;
    } catch {
      throw new Error(`not a JSON line: ${line}`);
    }
  });

const waitFor = async (run: Run, test: (line: string) => boolean): Promise<string> => {
  const started = Date.now();
  while (Date.now() - started < 20_000) {
    const line = run.lines.find(test);
    if (line) return line;
    if (run.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no such line in:\n${run.lines.join('\n')}`);
};

describe('LOG_FORMAT=json', () => {
  it('prints the banner, the requests and the shutdown as JSON objects, and nothing else', async () => {
    // Not on loopback and without PUBLIC_URL, so the banner's note about it is printed too.
    const run = start(['--port', '0', '--host', '0.0.0.0'], { SANDBOX_CONTROL_KEY: 'json-log-key' });
    const listening = await waitFor(run, (line) => line.includes('listening on'));
    const port = /listening on http:\/\/[^:]+:(\d+)/.exec(String(parsed([listening])[0]?.message))?.[1];
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    await waitFor(run, (line) => line.includes('"type":"request"'));
    run.child.kill('SIGTERM');
    await once(run.child, 'close');
    const lines = parsed(run.lines.filter(Boolean));
    for (const line of lines) expect(line.time, JSON.stringify(line)).toEqual(expect.any(String));
    const messages = lines.filter((line) => line.type === 'message').map((line) => line.message);
    expect(messages).toEqual([
      expect.stringMatching(/^Self-storage sandbox listening on http:/),
      expect.stringMatching(/^Web app/),
      expect.stringMatching(/^Demo account: /),
      expect.stringMatching(/^PUBLIC_URL is not set/),
      expect.stringMatching(/Authorization: Bearer <SANDBOX_CONTROL_KEY>/),
      expect.stringMatching(/^Test cards: /),
      expect.stringMatching(/^Mail: /),
      expect.stringMatching(/^A sandbox of your own: /),
      'SIGTERM: shutting down',
    ]);
    expect(lines.filter((line) => line.type === 'request')).toEqual([
      expect.objectContaining({ method: 'GET', path: '/healthz', status: 200 }),
    ]);
  });

  it('prints a refused setting as a JSON object on stderr', async () => {
    const run = start(['--port', 'eighty'], {});
    const [code] = await once(run.child, 'close');
    expect(code).toBe(1);
    expect(parsed(run.lines.filter(Boolean))).toEqual([
      expect.objectContaining({ type: 'message', message: 'PORT must be a port number, not eighty' }),
    ]);
  });

  it('prints a failure to start (the port taken) as one JSON object, its stack included', async () => {
    const taken = createServer().listen(0, '127.0.0.1');
    await once(taken, 'listening');
    const { port } = taken.address() as { port: number };
    try {
      const run = start(['--port', String(port)], {});
      const [code] = await once(run.child, 'close');
      expect(code).toBe(1);
      expect(parsed(run.lines.filter(Boolean))).toEqual([
        expect.objectContaining({ type: 'message', message: expect.stringContaining('EADDRINUSE') }),
      ]);
    } finally {
      taken.close();
    }
  });

  it('refuses a Node older than 24 in one JSON object, where the machine has one', () => {
    const system = { PATH: '/usr/bin:/bin:/usr/local/bin' };
    const version = spawnSync('node', ['--version'], { env: system, encoding: 'utf8' });
    if (!/^v2[0-3]\./.test(version.stdout ?? '')) return;
    const old = spawnSync('node', [BIN], { env: { ...system, LOG_FORMAT: 'json' }, encoding: 'utf8' });
    expect(old.status).toBe(1);
    expect(old.stdout).toBe('');
    expect(parsed(old.stderr.trim().split('\n'))).toEqual([
      expect.objectContaining({ type: 'message', message: expect.stringContaining('needs Node.js 24.11') }),
    ]);
  });
});
