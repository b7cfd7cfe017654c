import { cpSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'rolldown';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
export const DIST = join(ROOT, 'dist');

/** The workspace's condition: @self-storage/core is bundled from its sources. */
const SOURCE_CONDITION = '@self-storage/source';
/** The bundle's entry points: the server, and the workers it starts by their URLs (accounts/image.ts, receipts/pdf-drawing.ts). */
const ENTRIES = {
  start: 'src/start.ts',
  'decode-worker': 'src/accounts/decode-worker.ts',
  'pdf-worker': 'src/tax/pdf-worker.ts',
};
/** Files the sources read by URL, copied beside the bundle (GET /sandbox/docs serves this one). */
const ASSETS = { 'sandbox.md': '../../docs/sandbox.md' };
/** `new URL('<path>', import.meta.url)`: a file a module reaches relative to itself. */
const URL_REFERENCE = /new URL\((['"])([^'"]+)\1, import\.meta\.url\)/g;

/**
 * Points each `new URL(…, import.meta.url)` that names an entry or an asset at its file in dist/,
 * where every output sits in one folder: the bundle's import.meta.url is dist/'s, not the source's.
 * References to anything else (start.ts's repository folders) are left as they are.
 */
const urlReferences = (): Plugin => {
  const targets = new Map<string, string>([
    ...Object.entries(ENTRIES).map(([name, source]): [string, string] => [
      resolve(ROOT, source),
      `${name}.js`,
    ]),
    ...Object.entries(ASSETS).map(([name, source]): [string, string] => [resolve(ROOT, source), name]),
  ]);
  return {
    name: 'url-references',
    transform: {
      filter: { id: /\.ts$/ },
      handler(code, id) {
        const rewritten = code.replace(URL_REFERENCE, (reference, quote: string, path: string) => {
          const target = targets.get(resolve(dirname(id), path));
          return target ? `new URL(${quote}./${target}${quote}, import.meta.url)` : reference;
        });
        return rewritten === code ? null : rewritten;
      },
    },
  };
};

const dependencies = (manifest: string): string[] =>
  Object.keys((JSON.parse(readFileSync(manifest, 'utf8')) as { dependencies?: object }).dependencies ?? {});

/** The workspace's packages the bundle holds: core, and the locales the server's texts come from. */
const BUNDLED = ['@self-storage/core', '@self-storage/locales'];

/** What the bundle imports and the tarball does not hold: the sandbox's dependencies and core's. */
export const externalPackages = (): string[] =>
  [...dependencies(join(ROOT, 'package.json')), ...dependencies(join(ROOT, '../core/package.json'))].filter(
    (name) => !BUNDLED.includes(name),
  );

/**
 * Builds the installable sandbox into dist/: one ES module bundle per entry point, for Node 24
 * (Node strips no types under node_modules, so the .ts sources cannot ship). @self-storage/core
 * (and the texts of @self-storage/locales) is bundled in from its sources, so the server always speaks the contract it was built with and
 * its tarball runs alone; npm packages stay imports, installed as dependencies (pdfkit and its
 * fonts among them). Any other bare import fails the build instead of the server at run time.
 */
export const buildSandbox = async (): Promise<void> => {
  rmSync(DIST, { recursive: true, force: true });
  const external = externalPackages();
  await build({
    cwd: ROOT,
    input: ENTRIES,
    platform: 'node',
    resolve: { conditionNames: [SOURCE_CONDITION, 'node', 'import', 'default'] },
    external: (id) =>
      id.startsWith('node:') || external.some((name) => id === name || id.startsWith(`${name}/`)),
    plugins: [urlReferences()],
    onLog: (level, log) => {
      // A bare import left unresolved would only fail when the server reaches it.
      if (log.code === 'UNRESOLVED_IMPORT') throw new Error(log.message);
      console.error(`${level}: ${log.message}`);
    },
    output: {
      dir: DIST,
      format: 'esm',
      entryFileNames: '[name].js',
      chunkFileNames: '[name]-[hash].js',
    },
  });
  for (const [name, source] of Object.entries(ASSETS)) cpSync(resolve(ROOT, source), join(DIST, name));
};

if (import.meta.main) {
  await buildSandbox();
  console.log(`Built ${relative(process.cwd(), DIST) || '.'}`);
}
