import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
export const DIST = join(ROOT, 'dist');

/**
 * Builds the published form of the SDK into dist/: one ES module, one declaration file and one
 * source map (sources inlined, since src/ is not shipped) per source file, by the TypeScript
 * compiler itself. Per-file output keeps every entry point tree-shakable with no bundler step.
 * TypeScript rewrites `./x.ts` to `./x.js` in the JavaScript but keeps it in the declarations;
 * they are rewritten here, so a consumer on any TypeScript version resolves them.
 */
export const buildCore = (): void => {
  rmSync(DIST, { recursive: true, force: true });
  const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');
  execFileSync(process.execPath, [tsc, '-p', join(ROOT, 'tsconfig.build.json')], { stdio: 'inherit' });
  for (const entry of readdirSync(DIST, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.d.ts')) continue;
    const file = join(DIST, entry);
    const source = readFileSync(file, 'utf8');
    writeFileSync(file, source.replace(/((?:from |import\()['"]\.{1,2}\/[^'"]*)\.ts(['"])/g, '$1.js$2'));
  }
};

if (import.meta.main) buildCore();
