/**
 * `npm run build`'s second step, after `vite build`: renders every public page in Thai into
 * `dist/<route>/index.html` (`dist/index.html` for `/`) for main.tsx to hydrate, and gives every
 * other route the plain app shell, so that no page paints another page's HTML before its own.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PUBLIC_ROUTES, ROUTES } from '@self-storage/core';
import { th } from '@self-storage/locales/th';
import { build } from 'vite';
import { PRELOAD_ATTRIBUTE, PRERENDERED_ROUTE_ATTRIBUTE } from '../src/app/prerender-attributes.ts';
import {
  APP,
  BOOT,
  cssOf,
  ENTRY,
  filesOf,
  readManifest,
  staticGraph,
  THAI_ACCOUNT_TEXTS,
  THAI_CATALOGUE,
} from './manifest.ts';

const WEB = fileURLToPath(new URL('../', import.meta.url));
const DIST = join(WEB, 'dist');
const EMPTY_ROOT = '<div id="root"></div>';
/** The API client's chunk: every public screen but the home page calls it from its first render. */
const CLIENT_CODE = 'src/app/client-code.ts';

/** The lazy modules that draw a public route, code and texts, as src/screens/public/routes.tsx splits them. */
const screenModules = (route: string): string[] => {
  if (route === ROUTES.login) return ['src/screens/public/home/home-screen.tsx'];
  if (route.startsWith('/register')) return ['src/screens/public/register/index.ts', THAI_ACCOUNT_TEXTS];
  return ['src/screens/public/password/index.ts', THAI_ACCOUNT_TEXTS];
};

type RenderRoute = (path: string) => Promise<string>;

/** Builds src/prerender.tsx for Node, self-contained, and imports its renderRoute. */
const loadRenderer = async (outDir: string): Promise<RenderRoute> => {
  await build({
    root: WEB,
    logLevel: 'warn',
    build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
    ssr: { noExternal: true },
  });
  const module = (await import(pathToFileURL(join(outDir, 'prerender.js')).href)) as {
    renderRoute: RenderRoute;
  };
  return module.renderRoute;
};

/**
 * The page's `<main>` holds nothing but React's Suspense markers when the route only redirects
 * (it needs state a typed URL lacks).
 */
const drawsPage = (html: string): boolean =>
  (/<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '').replace(/<!--[\s\S]*?-->/g, '').trim() !== '';

/** Named as the screen names the tab once live (Page and HomeScreen): `<h1> · app name`. */
const titleOf = (html: string): string => {
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]*>/g, '')
    .trim();
  return heading ? `${heading} · ${th.common.appName}` : th.common.appName;
};

const manifest = readManifest(DIST);
const entryGraph = staticGraph(manifest, [ENTRY]);
const modulePreloads = (keys: readonly string[]): string[] =>
  filesOf(manifest, keys).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);

/**
 * A prerendered page's stylesheets and, for main.tsx to preload once the page has painted, every
 * chunk its first render needs: the app's and the page's own.
 */
const pageAssets = (route: string): { css: string[]; preload: string[] } => {
  const needs = [
    APP,
    THAI_CATALOGUE,
    ...screenModules(route),
    ...(route === ROUTES.login ? [] : [CLIENT_CODE]),
  ];
  const chunks = staticGraph(manifest, needs).filter((key) => !entryGraph.includes(key));
  return {
    css: cssOf(manifest, chunks).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    preload: filesOf(manifest, chunks).map((file) => `/${file}`),
  };
};

/**
 * React puts image preloads first when it renders no `<head>`; the images are in the HTML right
 * after them anyway, and they are not React's to hydrate.
 */
const withoutImagePreloads = (html: string): string =>
  html.replace(/^(?:<link rel="preload" as="image"[^>]*>)+/, '');

const withHead = (page: string, links: readonly string[]): string =>
  page.replace('</head>', `${links.map((link) => `  ${link}\n  `).join('')}</head>`);

/** The entry's script tag, as Vite writes it into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

const bootScript = (): string => {
  const file = manifest[BOOT]?.file;
  if (!file) throw new Error(`${BOOT} is not in the build's manifest`);
  const code = readFileSync(join(DIST, file), 'utf8').trim();
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('dist/index.html has no entry script');
  return `<script type="module" data-entry="${entry}">${code}</script>`;
};

const pageHtml = (route: string, html: string): string => {
  const { css, preload } = pageAssets(route);
  const root = `<div id="root" ${PRERENDERED_ROUTE_ATTRIBUTE}="${route}" ${PRELOAD_ATTRIBUTE}="${preload.join(' ')}">`;
  return (
    withHead(template, css)
      .replace(/<title>[\s\S]*?<\/title>/, `<title>${titleOf(html)}</title>`)
      // The entry loads after the first paint, from the boot script: nothing but the stylesheet
      // is fetched before the page is on screen.
      .replace(ENTRY_SCRIPT, () => boot)
      .replace(EMPTY_ROOT, `${root}${withoutImagePreloads(html)}</div>`)
  );
};

const template = readFileSync(join(DIST, 'index.html'), 'utf8');
if (!template.includes(EMPTY_ROOT))
  throw new Error(`dist/index.html has no ${EMPTY_ROOT}: run vite build first`);
const boot = bootScript();
// With nothing to paint, a shell fetches the app at once, alongside the entry.
const shell = withHead(
  template,
  modulePreloads(staticGraph(manifest, [APP]).filter((key) => !entryGraph.includes(key))),
);

const NAVIGATE_WARNING = '<Navigate> must not be used on the initial render';

const quietly = async <T>(render: () => Promise<T>): Promise<T> => {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).includes(NAVIGATE_WARNING)) warn(...args);
  };
  try {
    return await render();
  } finally {
    console.warn = warn;
  }
};

const write = (route: string, content: string): void => {
  const dir = join(DIST, route);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), content);
};

const outDir = mkdtempSync(join(tmpdir(), 'self-storage-prerender-'));
try {
  const renderRoute = await loadRenderer(outDir);
  const drawn: string[] = [];
  for (const route of Object.values(ROUTES)) {
    // A screen that reads browser state as it renders has nothing to show without it; one that
    // redirects renders a <Navigate>, which react-router warns about on a server.
    const html = PUBLIC_ROUTES.includes(route) ? await quietly(() => renderRoute(route)).catch(() => '') : '';
    if (drawsPage(html)) drawn.push(route);
    write(route, drawsPage(html) ? pageHtml(route, html) : shell);
  }
  console.log(`Prerendered ${drawn.join(', ')}; the other routes get the app shell.`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
