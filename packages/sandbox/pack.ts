import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildSandbox, DIST } from './build.ts';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const CORE_MANIFEST = join(ROOT, '../core/package.json');

type Manifest = Record<string, unknown> & { dependencies: Record<string, string> };

const readManifest = (file: string): Manifest => JSON.parse(readFileSync(file, 'utf8')) as Manifest;

/**
 * The package.json a team installs: the workspace's less what only the workspace uses (its
 * scripts, devDependencies and the sources `exports` names: the tarball is a command), and as
 * dependencies what the bundle leaves as imports: the sandbox's own and, core being bundled in,
 * core's.
 */
export const publishedManifest = (manifest: Manifest, core: Manifest): Manifest => {
  const {
    private: _private,
    exports: _exports,
    scripts: _scripts,
    devDependencies: _devDependencies,
    dependencies,
    ...published
  } = manifest;
  const { '@self-storage/core': _core, '@self-storage/locales': _locales, ...own } = dependencies;
  const merged = { ...core.dependencies, ...own };
  return {
    ...published,
    dependencies: Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b))),
  };
};

/**
 * Packs the sandbox as a team installs it: dist/ built afresh, the bin and the published
 * manifest, staged in a folder of their own and packed there by npm (the workspace's
 * package.json is never rewritten). Prints npm's `--json` report.
 */
export const packSandbox = async (destination: string): Promise<string> => {
  await buildSandbox();
  mkdirSync(destination, { recursive: true });
  const stage = mkdtempSync(join(tmpdir(), 'self-storage-sandbox-pack-'));
  try {
    cpSync(DIST, join(stage, 'dist'), { recursive: true });
    cpSync(join(ROOT, 'bin'), join(stage, 'bin'), { recursive: true });
    const manifest = publishedManifest(readManifest(join(ROOT, 'package.json')), readManifest(CORE_MANIFEST));
    writeFileSync(join(stage, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    return execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', destination], {
      cwd: stage,
      encoding: 'utf8',
    });
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
};

if (import.meta.main) {
  const { values } = parseArgs({ options: { 'pack-destination': { type: 'string', default: '.' } } });
  process.stdout.write(await packSandbox(resolve(values['pack-destination'])));
}
