/**
 * `npm run build`'s last step, after the prerender: builds src/worker/service-worker.ts into
 * `dist/sw.js`, one classic script with the list of the files it keeps (src/worker/precache.ts):
 * every page, the app shell, the hashed files under /assets/ and the icons, and a version that
 * changes with any of their bytes, so each release installs as a worker of its own.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, defaultClientConditions } from 'vite';
import { APP_WORKER_URL } from '#app/offline-protocol.ts';
import type { Precache } from '#worker/precache.ts';

const WEB = fileURLToPath(new URL('../', import.meta.url));
const DIST = join(WEB, 'dist');
const SHELL = '/app-shell.html';
const PAGE = /(^|\/)index\.html$/;
/** Not the app's: the build's own records, precompressed copies (the server picks them), the worker. */
const LEFT_OUT = /^\/(\.vite\/|.*\.(br|gz|map)$)/;
/** The version's length in hex digits: enough to tell releases apart. */
const VERSION_DIGITS = 16;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

const urlPath = (file: string): string => `/${relative(DIST, file).split(sep).join('/')}`;

const precacheOf = (dist: string): Precache => {
  const files = filesUnder(dist)
    .map(urlPath)
    .filter((path) => !LEFT_OUT.test(path) && path !== APP_WORKER_URL)
    .sort();
  const hash = createHash('sha256');
  for (const path of files) hash.update(path).update(readFileSync(join(dist, path)));
  const pages = Object.fromEntries(
    files.filter((path) => PAGE.test(path)).map((path) => [path.replace(PAGE, '') || '/', path]),
  );
  return { version: hash.digest('hex').slice(0, VERSION_DIGITS), files, pages, shell: SHELL };
};

const precache = precacheOf(DIST);
await build({
  root: WEB,
  configFile: false,
  logLevel: 'warn',
  define: { __PRECACHE__: JSON.stringify(precache) },
  // Workspace packages from their TypeScript sources, as vite.config.ts resolves them.
  resolve: { conditions: ['@self-storage/source', ...defaultClientConditions] },
  build: {
    outDir: DIST,
    emptyOutDir: false,
    copyPublicDir: false,
    modulePreload: false,
    rolldownOptions: {
      input: join(WEB, 'src/worker/service-worker.ts'),
      output: { format: 'iife', entryFileNames: APP_WORKER_URL.slice(1) },
      // Core's constants read one another's properties at the top level; nothing here needs them.
      treeshake: { propertyReadSideEffects: false },
    },
  },
});
console.log(
  `Service worker ${APP_WORKER_URL}: release ${precache.version}, ${precache.files.length} files kept.`,
);
