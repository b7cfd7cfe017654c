import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The kit as a team gets it outside the repository: `npm run tarball` packs core and the sandbox
 * into one folder, both are installed from those files into an empty project in the temporary
 * folder, the sandbox is started there with npx, and the packed core books and pays against it.
 */

const run = promisify(execFile);
const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const TARBALLS = join(REPO, 'tarballs');
const START = join(REPO, 'packages/sandbox/src/start.ts');
const FIXTURE = fileURLToPath(new URL('../fixtures/kit-booking.mjs', import.meta.url));
/** A Node older than 24, as a machine's own often is. */
const OLD_NODE = '/usr/bin/node';

/** The server's control key: the banner must show where it goes, never the key. */
const CONTROL_KEY = 'kit-control-key-not-for-banners';
/** Longest the sandbox may take to start on a loaded machine. */
const START_TIMEOUT_MS = 60_000;

/**
 * A team's shell: Node 24 first, then the system's folders; none of the repository's bins (its own
 * self-storage-sandbox among them) nor its npm settings (the source condition).
 */
const teamEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'NODE_OPTIONS' && !/^npm_/i.test(name)),
  ),
  PATH: `${dirname(process.execPath)}:/usr/local/bin:/usr/bin:/bin`,
  ...extra,
});

let work: string;
let kit: string;
let tarballs: string[];
let server: ChildProcess | undefined;
let banner = '';
let url: string;

/** Starts `npx self-storage-sandbox --port 0` in the kit and resolves its URL once the banner is out. */
const startSandbox = (): Promise<string> =>
  new Promise((resolve, reject) => {
    server = spawn('npx', ['self-storage-sandbox', '--port', '0'], {
      cwd: kit,
      env: teamEnv({ SANDBOX_CONTROL_KEY: CONTROL_KEY }),
      // Its own process group: npx starts the server as a child, and both stop together.
      detached: true,
    });
    const timer = setTimeout(
      () => reject(new Error(`no start within a minute:\n${banner}`)),
      START_TIMEOUT_MS,
    );
    const read = (chunk: Buffer) => {
      banner += chunk.toString();
      const listening = /listening on (http:\/\/\S+)/.exec(banner)?.[1];
      // The last line of the banner: every line before it is out.
      if (listening && banner.includes('A sandbox of your own')) {
        clearTimeout(timer);
        resolve(listening);
      }
    };
    server.stdout?.on('data', read);
    server.stderr?.on('data', read);
    server.on('exit', (code) => reject(new Error(`exited ${code}:\n${banner}`)));
  });

beforeAll(async () => {
  await run('npm', ['run', 'tarball'], { cwd: REPO });
  // The names npm gives the packages' current versions (older tarballs may lie beside them).
  tarballs = ['core', 'sandbox'].map((name) => {
    const { version } = JSON.parse(readFileSync(join(REPO, `packages/${name}/package.json`), 'utf8'));
    return `self-storage-${name}-${version}.tgz`;
  });
  work = mkdtempSync(join(tmpdir(), 'self-storage-kit-'));
  kit = join(work, 'kit');
  cpSync(FIXTURE, join(kit, 'kit-booking.mjs'));
  writeFileSync(join(kit, 'package.json'), JSON.stringify({ name: 'kit', private: true, type: 'module' }));
  // The tarball files themselves; their dependencies from the npm cache, else the registry.
  await run(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      ...tarballs.map((name) => join(TARBALLS, name)),
    ],
    { cwd: kit, env: teamEnv() },
  );
  url = await startSandbox();
});

afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
  if (work) rmSync(work, { recursive: true, force: true });
});

const sandboxManifest = (): Record<string, unknown> =>
  JSON.parse(readFileSync(join(kit, 'node_modules/@self-storage/sandbox/package.json'), 'utf8'));

describe('the sandbox kit, installed from its tarballs', () => {
  it('packs core and the sandbox into one folder, the sandbox as built JavaScript that runs alone', () => {
    expect(readdirSync(TARBALLS)).toEqual(expect.arrayContaining(tarballs));
    const installed = join(kit, 'node_modules/@self-storage/sandbox');
    const files = readdirSync(installed, { recursive: true, encoding: 'utf8' });
    expect(files.filter((file) => file.endsWith('.ts'))).toEqual([]);
    expect(files).toEqual(
      expect.arrayContaining([
        'bin/self-storage-sandbox.js',
        'dist/start.js',
        'dist/decode-worker.js',
        'dist/pdf-worker.js',
      ]),
    );
    // Every file the bundle opens by URL is beside it: the image worker, the docs it serves.
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      const code = readFileSync(join(installed, file), 'utf8');
      for (const [, target = ''] of code.matchAll(/new URL\("(\.\/[^"]+)", import\.meta\.url\)/g)) {
        expect(existsSync(join(installed, dirname(file), target)), `${file}: ${target}`).toBe(true);
      }
    }
    const manifest = sandboxManifest();
    expect(manifest.private).toBeUndefined();
    expect(manifest.engines).toEqual({ node: expect.stringMatching(/^>=24/) });
    // Core is bundled in: the sandbox's tarball needs no other of this repository's.
    expect(Object.keys(manifest.dependencies as object)).not.toContain('@self-storage/core');
  });

  it('books and pays through the packed core against the sandbox npx started', async () => {
    const { stdout } = await run(process.execPath, ['kit-booking.mjs'], {
      cwd: kit,
      timeout: START_TIMEOUT_MS,
      env: teamEnv({ SELF_STORAGE_URL: url, SANDBOX_CONTROL_KEY: CONTROL_KEY }),
    });
    expect(JSON.parse(stdout)).toEqual({
      paid: expect.objectContaining({ status: 'paid', booking_status: 'confirmed' }),
      inquired: 'paid',
      booked: 'confirmed',
      receipt: '%PDF-',
    });
    // Installed, its data is kept in the folder it was started from.
    expect(existsSync(join(kit, '.data/sandbox.db'))).toBe(true);
    const docs = await fetch(`${url}/sandbox/docs`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toMatch(/^# Sandbox booking API/);
  });

  it('suggests a curl that carries the key header, with a placeholder and never the key', () => {
    expect(banner).toContain(
      `curl -X POST -H 'Authorization: Bearer <SANDBOX_CONTROL_KEY>' -H 'Content-Type: application/json' ${url}/sandbox/payments/<uuid>/pay`,
    );
    expect(banner).not.toContain(CONTROL_KEY);
  });

  it('lists in --help every environment variable the server reads', async () => {
    const { stdout } = await run('npx', ['self-storage-sandbox', '--help'], { cwd: kit, env: teamEnv() });
    const read = [...readFileSync(START, 'utf8').matchAll(/\benv\.([A-Z_]+)|positive\('([A-Z_]+)'\)/g)].map(
      ([, name, positive]) => name ?? positive,
    );
    expect(read).toContain('REGISTRATIONS_PER_ADDRESS');
    expect([...new Set(read)].filter((name) => !new RegExp(`\\b${name}\\b`).test(stdout))).toEqual([]);
  });

  const oldNode = existsSync(OLD_NODE)
    ? spawnSync(OLD_NODE, ['--version'], { encoding: 'utf8' }).stdout.trim()
    : '';
  it.skipIf(!/^v(1\d|2[0-3])\./.test(oldNode))(
    `refuses ${oldNode || 'an older Node'} in one clear line`,
    () => {
      const refused = spawnSync(OLD_NODE, [join(kit, 'node_modules/.bin/self-storage-sandbox')], {
        cwd: kit,
        env: teamEnv(),
        encoding: 'utf8',
      });
      expect(refused.status).toBe(1);
      expect(refused.stderr.trim().split('\n')).toEqual([
        expect.stringContaining('needs Node.js 24.11 or newer'),
      ]);
      expect(refused.stderr).toContain(`this is Node.js ${oldNode.slice(1)}`);
    },
  );
});
