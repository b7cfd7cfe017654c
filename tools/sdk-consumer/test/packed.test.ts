import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { createSandbox, type Sandbox, TEST_PASSWORD_COST } from '@self-storage/sandbox';
import { build as esbuild } from 'esbuild';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { build } from 'rolldown';
import { build as viteBuild } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snippetFile, snippetsOf } from './doc-snippets.ts';

/*
 * The SDK as an integrator gets it: packed as it is published (`npm run tarball` in packages/core,
 * which packs dist/ with the published manifest), installed into a project in the
 * temporary folder (outside the workspace, so nothing resolves to its sources), then run, typed
 * and bundled there.
 */

const run = promisify(execFile);
const CORE = fileURLToPath(new URL('../../../packages/core/', import.meta.url));
const SDK_DOC = fileURLToPath(new URL('../../../docs/sdk.md', import.meta.url));
/** Every TypeScript and JavaScript block of the SDK's two documents, and those run as written. */
const SNIPPETS = [...snippetsOf(join(CORE, 'README.md'), 'README.md'), ...snippetsOf(SDK_DOC, 'sdk.md')];
const RUNNABLE = SNIPPETS.filter((snippet) => snippet.runnable !== undefined);
const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));
const requireHere = createRequire(import.meta.url);
const TSC = join(dirname(requireHere.resolve('typescript/package.json')), 'bin', 'tsc');
const TYPES_NODE = (requireHere('@types/node/package.json') as { version: string }).version;
const ATTW = join(dirname(requireHere.resolve('@arethetypeswrong/cli/package.json')), 'dist', 'index.js');

/** The fixtures bundled for the size table of the README and docs/sdk.md, and their rows' labels. */
const ENTRIES = [
  ['links-only.js', '`parseDeepLink` and `hasDeepLink`'],
  ['client-only.js', '`SelfStorageClient`'],
  ['main-entry.js', 'everything of the main entry'],
] as const;

/** A row's documented size in KB, minified and gzipped, in its column (0 esbuild, 1 Vite). */
const documentedSize = (doc: string, label: string, column: 0 | 1) => {
  const row = doc.split('\n').find((line) => line.startsWith(`| ${label}`)) ?? '';
  const cell = row.split('|').slice(2, 4)[column] ?? '';
  const [, minified, gzip] = /([\d.]+) KB \/ ([\d.]+) KB/.exec(cell) ?? [];
  expect(minified, `no size of ${label} in ${row}`).toBeDefined();
  return { minified: Number(minified), gzip: Number(gzip) };
};

/** The sandbox's control key, as SANDBOX_CONTROL_KEY gives it. */
const CONTROL_KEY = 'consumer-control-key';

/** Longest a consumer's script may run: a hung one fails the test instead of holding it. */
const SCRIPT_TIMEOUT_MS = 60_000;

/** A consumer's environment: none of the workspace's npm settings, its source condition among them. */
const consumerEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'NODE_OPTIONS' && !/^npm_/i.test(name)),
  ),
  ...extra,
});

interface PackResult {
  filename: string;
  files: { path: string }[];
}

let work: string;
let app: string;
let packed: PackResult;
let sandbox: Sandbox;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'self-storage-consumer-'));
  app = join(work, 'app');
  // pack.ts builds dist/ first, so the tarball is never stale.
  const pack = await run(process.execPath, ['pack.ts', '--pack-destination', work], {
    cwd: CORE,
    env: consumerEnv(),
  });
  packed = (JSON.parse(pack.stdout) as [PackResult])[0];
  cpSync(FIXTURES, app, { recursive: true });
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  // From the npm cache when it has them; the registry otherwise.
  await run(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      join(work, packed.filename),
      `@types/node@${TYPES_NODE}`,
    ],
    { cwd: app, env: consumerEnv() },
  );
  // Keyed, as a team's shared sandbox is: every documented example must send the key.
  sandbox = await createSandbox({
    port: 0,
    dataDir: ':memory:',
    passwordCost: TEST_PASSWORD_COST,
    controlKey: CONTROL_KEY,
  });
});

afterAll(async () => {
  await sandbox?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the packed SDK', () => {
  it('holds only dist, README, LICENSE, CHANGELOG and its manifest', () => {
    const paths = packed.files.map((file) => file.path);
    for (const path of paths) {
      expect(path).toMatch(
        /^(dist\/[\w/-]+\.(js|d\.ts|js\.map)|README\.md|LICENSE|CHANGELOG\.md|package\.json)$/,
      );
    }
    expect(paths).toEqual(expect.arrayContaining(['README.md', 'LICENSE', 'CHANGELOG.md', 'dist/index.js']));
    expect(paths.filter((path) => /test|tsconfig|\.ts$/.test(path) && !path.endsWith('.d.ts'))).toEqual([]);
    const manifest = JSON.parse(
      readFileSync(join(app, 'node_modules/@self-storage/core/package.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(manifest.private).toBeUndefined();
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(manifest.engines).toEqual({ node: expect.stringMatching(/^>=24/) });
  });

  it('names in its exports only files the tarball holds, and publint finds nothing to say', async () => {
    const manifest = JSON.parse(
      readFileSync(join(app, 'node_modules/@self-storage/core/package.json'), 'utf8'),
    ) as { exports: Record<string, unknown> };
    // Every condition's target, the workspace's own among them (publint skips custom conditions).
    const targets = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Object.values(value ?? {}).flatMap(targets);
    const paths = new Set(packed.files.map((file) => `./${file.path}`));
    expect(targets(manifest.exports).filter((target) => !paths.has(target))).toEqual([]);
    expect(JSON.stringify(manifest.exports)).not.toContain('@self-storage/source');
    const tarball = readFileSync(join(work, packed.filename));
    const { messages, pkg } = await publint({
      pack: { tarball: tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.byteLength) },
      level: 'suggestion',
      strict: true,
    });
    expect(messages.map((message) => `${message.code}: ${formatMessage(message, pkg)}`)).toEqual([]);
  });

  it('runs as plain ESM on Node 24 against a sandbox: login, catalogue, calculate, errors', async () => {
    const { stdout } = await run(process.execPath, ['smoke.mjs'], {
      cwd: app,
      timeout: SCRIPT_TIMEOUT_MS,
      env: consumerEnv({ SELF_STORAGE_URL: sandbox.url }),
    });
    const result = JSON.parse(stdout);
    expect(result).toMatchObject({
      signedIn: true,
      link: 'payment-success',
      history: expect.any(Number),
      price: { promotion: expect.any(String) },
      refused: {
        isError: true,
        json: {
          name: 'SelfStorageError',
          code: 'rejected',
          responseCode: 401,
          serverMessage: expect.any(String),
          url: `${sandbox.url}/api/self-storage/customer/login`,
        },
      },
      invalid: {
        code: 'invalid_request',
        field: 'unit_id',
        url: `${sandbox.url}/api/self-storage/booking/booking-calculate`,
      },
    });
    expect(result.branches).toBeGreaterThan(0);
    expect(result.units).toBeGreaterThan(0);
    expect(result.price.discounted).toBeGreaterThan(0);
  });

  it('finds the documents’ examples: the README’s first 20 lines and docs/sdk.md’s book-and-pay.mjs', () => {
    expect(RUNNABLE.map((snippet) => snippet.runnable)).toEqual(['first-booking.mjs', 'book-and-pay.mjs']);
  });

  it.each(RUNNABLE.map((snippet) => [snippet.runnable ?? '', snippet.code]))(
    'runs %s as written',
    async (file, code) => {
      writeFileSync(join(app, file), code);
      const { stdout } = await run(process.execPath, [file], {
        cwd: app,
        timeout: SCRIPT_TIMEOUT_MS,
        env: consumerEnv({ SELF_STORAGE_URL: sandbox.url, SANDBOX_CONTROL_KEY: CONTROL_KEY }),
      });
      expect(stdout).toMatch(/baht/);
      if (file === 'book-and-pay.mjs') expect(stdout.trim().split('\n').at(-1)).toBe('paid');
    },
  );

  it('type-checks every ts and js block of docs/sdk.md and the README against the packed SDK', async () => {
    // As in an integrator's strict project; fragments take the names of snippet-givens.d.ts.
    mkdirSync(join(app, 'snippets'), { recursive: true });
    for (const snippet of SNIPPETS) writeFileSync(join(app, 'snippets', snippetFile(snippet)), snippet.code);
    const check = await run(process.execPath, [TSC, '-p', 'tsconfig.snippets.json', '--singleThreaded'], {
      cwd: app,
    }).then(
      () => '',
      (error: { stdout: string }) => error.stdout,
    );
    expect(check).toBe('');
    expect(SNIPPETS.filter((snippet) => snippet.lang === 'ts').length).toBeGreaterThanOrEqual(2);
  });

  it('the sandbox helper pays a booking against a keyed server, in a sandbox of its own', async () => {
    const { stdout } = await run(process.execPath, ['sandbox-helper.mjs'], {
      cwd: app,
      timeout: SCRIPT_TIMEOUT_MS,
      env: consumerEnv({ SELF_STORAGE_URL: sandbox.url, SANDBOX_CONTROL_KEY: CONTROL_KEY }),
    });
    const result = JSON.parse(stdout);
    expect(result.withoutKey).toMatchObject({
      isError: true,
      code: 'http_error',
      status: 401,
      serverMessage: expect.stringContaining('Authorization: Bearer'),
    });
    const { id } = result.created;
    expect(result.created).toEqual({ id, hasKey: true, apiUrl: `${sandbox.url}/sandboxes/${id}` });
    expect(result.paid).toMatchObject({ status: 'paid', booking_status: 'confirmed' });
    expect(result.paid.amount).toBeGreaterThan(0);
    expect(result.inquired).toBe('paid');
    expect(result.kiosk).toMatchObject({ status: 'paid', booking_status: 'confirmed' });
    expect(result.failed.failed).toHaveLength(1);
    expect(result.expired).toMatchObject({ booking_status: expect.not.stringMatching(/awaiting_payment/) });
    // The created sandbox's clock moved; the server's default one did not.
    expect(result.clock).toEqual({
      advanced: expect.closeTo(7_200_000, -3),
      set: expect.closeTo(10_800_000, -3),
      server: 0,
      reset: 0,
    });
    expect(result.outbox.length).toBeGreaterThan(0);
    expect(result.outbox.every((mail: { to: string }) => mail.to === 'demo@example.com')).toBe(true);
    expect(result.listed).toContain(id);
    expect(result.deleted).toEqual({ deleted: id });
    expect(result.afterDelete).toMatchObject({ isError: true, code: 'http_error', status: 404 });
  });

  it.each(['nodenext', 'bundler'])('typechecks a strict consumer under moduleResolution %s', async (mode) => {
    // One checker thread: tsc's four redo each other's work, about twice the CPU for the same answer.
    const check = await run(process.execPath, [TSC, '-p', `tsconfig.${mode}.json`, '--singleThreaded'], {
      cwd: app,
    }).then(
      () => '',
      (error: { stdout: string }) => error.stdout,
    );
    expect(check).toBe('');
  });

  it('bundles for a browser with no Node built-in pulled in', async () => {
    const builtins: string[] = [];
    const bundle = await build({
      input: join(app, 'browser.js'),
      cwd: app,
      platform: 'browser',
      logLevel: 'silent',
      write: false,
      output: { format: 'esm', minify: true },
      plugins: [
        {
          name: 'no-node-builtins',
          // A package may ask for a built-in that its `browser` field maps away (crypto-js does);
          // what counts is a built-in the bundle would still import.
          async resolveId(source, importer, options) {
            if (!isBuiltin(source)) return null;
            const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
            if (!resolved || resolved.external) builtins.push(source);
            return resolved;
          },
        },
      ],
    });
    const code = bundle.output.map((chunk) => ('code' in chunk ? chunk.code : '')).join('\n');
    expect(builtins).toEqual([]);
    expect(code).not.toMatch(/["']node:|require\(/);
    expect(code).toContain('/api/self-storage');
  });

  it.each(ENTRIES)(
    'bundles %s with esbuild and with Vite within a tenth of the documented size',
    async (entry, label) => {
      const esbuilt = await esbuild({
        entryPoints: [join(app, entry)],
        absWorkingDir: app,
        bundle: true,
        minify: true,
        format: 'esm',
        platform: 'browser',
        write: false,
        metafile: true,
        logLevel: 'silent',
      });
      const vite = (await viteBuild({
        configFile: false,
        root: app,
        logLevel: 'silent',
        // An app's build (a library build leaves whitespace in), keeping the entry's exports.
        build: {
          write: false,
          minify: true,
          modulePreload: false,
          rollupOptions: { input: join(app, entry), preserveEntrySignatures: 'strict' },
        },
      })) as { output: ({ code?: string; moduleIds?: string[] } & object)[] };
      const bundles = {
        esbuild: {
          code: esbuilt.outputFiles.map((file) => file.text).join('\n'),
          // The modules that put code in the bundle, not every one it read.
          modules: Object.values(esbuilt.metafile.outputs).flatMap((output) =>
            Object.entries(output.inputs)
              .filter(([, input]) => input.bytesInOutput > 0)
              .map(([id]) => id),
          ),
        },
        vite: {
          code: vite.output.map((chunk) => chunk.code ?? '').join('\n'),
          modules: vite.output.flatMap((chunk) => chunk.moduleIds ?? []),
        },
      };
      for (const [bundler, { code, modules }] of Object.entries(bundles)) {
        const measured = { minified: code.length / 1024, gzip: gzipSync(code).length / 1024 };
        console.info(
          `${entry} with ${bundler}: ${measured.minified.toFixed(1)} KB / ${measured.gzip.toFixed(1)} KB`,
        );
        for (const doc of [join(CORE, 'README.md'), SDK_DOC]) {
          const documented = documentedSize(readFileSync(doc, 'utf8'), label, bundler === 'esbuild' ? 0 : 1);
          expect(
            Math.abs(measured.minified / documented.minified - 1),
            `${bundler} minified, ${doc}`,
          ).toBeLessThan(0.1);
          expect(Math.abs(measured.gzip / documented.gzip - 1), `${bundler} gzip, ${doc}`).toBeLessThan(0.1);
        }
        // zod's other locales are each a module of its own; English is its default.
        expect(modules.filter((id) => /zod\/v4\/locales\/(?!en\.js|index\.js)/.test(id))).toEqual([]);
        if (entry === 'links-only.js') {
          expect(code).not.toContain('/api/self-storage');
          expect(code).not.toContain('ZodError');
        } else {
          expect(code).toContain('/api/self-storage');
        }
      }
    },
  );

  it('passes Are the Types Wrong under its esm-only profile, the one an ES-modules-only package meets', async () => {
    const attw = await run(
      process.execPath,
      [ATTW, join(work, packed.filename), '--profile', 'esm-only', '--format', 'json'],
      { cwd: work },
    ).catch((error: { stdout: string }) => error);
    const report = JSON.parse(attw.stdout) as {
      analysis: { problems: { kind: string; entrypoint: string; resolutionKind: string }[] };
    };
    const applicable = report.analysis.problems.filter(
      (problem) => !['node10', 'node16-cjs'].includes(problem.resolutionKind),
    );
    expect(applicable).toEqual([]);
    expect('code' in attw ? attw.code : 0).toBe(0);
  });

  it('is required from CommonJS on Node 24', async () => {
    writeFileSync(
      join(app, 'required.cjs'),
      "const core = require('@self-storage/core');\nprocess.stdout.write(typeof core.SelfStorageClient);\n",
    );
    const { stdout } = await run(process.execPath, ['required.cjs'], { cwd: app, env: consumerEnv() });
    expect(stdout).toBe('function');
  });
});
