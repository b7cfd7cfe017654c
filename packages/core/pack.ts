import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildCore, DIST } from './build.ts';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
/** The workspace's condition: its sources, which the tarball does not hold. */
const SOURCE_CONDITION = '@self-storage/source';
/** What the tarball holds besides dist/ (npm adds package.json). */
const SHIPPED = ['README.md', 'LICENSE', 'CHANGELOG.md'];

type Manifest = Record<string, unknown> & { exports: Record<string, string | Record<string, string>> };

/**
 * The package.json an integrator gets: the workspace's, less what only the workspace uses. Its
 * `exports` name dist/ alone, the files the tarball holds; the scripts and devDependencies stay
 * behind with the sources they build and test.
 */
export const publishedManifest = (manifest: Manifest): Manifest => {
  const { scripts: _scripts, devDependencies: _devDependencies, ...published } = manifest;
  const exports = Object.fromEntries(
    Object.entries(manifest.exports).map(([entry, target]) => [
      entry,
      typeof target === 'string'
        ? target
        : Object.fromEntries(Object.entries(target).filter(([condition]) => condition !== SOURCE_CONDITION)),
    ]),
  );
  return { ...published, exports };
};

/**
 * Packs the SDK as it is published: dist/ built afresh, the README, licence and changelog, and
 * the published manifest, staged in a folder of their own and packed there by npm, so the
 * workspace's package.json is never rewritten (other builds may be reading it). Prints npm's
 * `--json` report. `npm pack` in packages/core itself is refused (see `prepack`): its manifest
 * points a condition at src/.
 */
export const packCore = (destination: string): string => {
  buildCore();
  mkdirSync(destination, { recursive: true });
  const stage = mkdtempSync(join(tmpdir(), 'self-storage-core-pack-'));
  try {
    cpSync(DIST, join(stage, 'dist'), { recursive: true });
    for (const file of SHIPPED) cpSync(join(ROOT, file), join(stage, file));
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Manifest;
    writeFileSync(join(stage, 'package.json'), `${JSON.stringify(publishedManifest(manifest), null, 2)}\n`);
    return execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', destination], {
      cwd: stage,
      encoding: 'utf8',
    });
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
};

if (import.meta.main) {
  const { values } = parseArgs({
    options: { 'pack-destination': { type: 'string', default: '.' }, 'in-place': { type: 'boolean' } },
  });
  if (values['in-place']) {
    console.error(
      'Pack @self-storage/core with `npm run tarball` (its published package.json leaves out src/).',
    );
    process.exitCode = 1;
  } else {
    process.stdout.write(packCore(resolve(values['pack-destination'])));
  }
}
