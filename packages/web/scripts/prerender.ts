/**
 * `npm run build`'s second step, after `vite build`: renders every public page in each language
 * into `dist/<route>/index.html` (`dist/index.html` for `/`) for main.tsx to hydrate, and gives
 * every other route the plain app shell, so that no page paints another page's HTML before its own.
 *
 * A page holds the Thai page in `#root` and each other language's in a `<template>`; two inline
 * scripts, built here from src/boot, choose before the first paint (see src/boot/page.ts). Any
 * static host serves the same file to every visitor, and each sees their language at once.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@self-storage/core';
import { type AppRoute, OPEN_ROUTES, PUBLIC_ROUTES, ROUTES, SIGNED_IN_ROUTES } from '@self-storage/core/flow';
import { en } from '@self-storage/locales/en';
import { th } from '@self-storage/locales/th';
import { build, defaultClientConditions, type Rolldown } from 'vite';
import {
  EAGER_ATTRIBUTE,
  FRAME_ATTRIBUTE,
  PRELOAD_ATTRIBUTE,
  PRERENDERED_LANGUAGE_ATTRIBUTE,
  PRERENDERED_ROUTE_ATTRIBUTE,
  SIGNED_IN_ATTRIBUTE,
  TITLE_ATTRIBUTE,
} from '#app/prerender-attributes.ts';
import {
  APP,
  accountTexts,
  bookingTexts,
  cssOf,
  ENTRY,
  filesOf,
  legalTexts,
  pagesTexts,
  readManifest,
  staticGraph,
} from './manifest.ts';
import { signedInScreenSources } from './signed-in-screens.ts';

const WEB = fileURLToPath(new URL('../', import.meta.url));
const DIST = join(WEB, 'dist');
const EMPTY_ROOT = '<div id="root"></div>';
/**
 * The page a server gives an address that is no file and no prerendered page (a booking's detail,
 * `/service/history/42`): the app shell, never `/`'s page, whose login and marketing text would
 * paint before the route's own (the sandbox falls back to it: docs/sandbox.md, "Static web app").
 */
const SHELL_FILE = 'app-shell.html';
/** The API client's chunk: every public screen but the home page calls it from its first render. */
const CLIENT_CODE = 'src/app/client-code.ts';

const APP_NAMES: Record<Language, string> = { th: th.common.appName, en: en.common.appName };

/**
 * Signed-in routes painted from the HTML for the signed-in visitor each is drawn for (select
 * service for one who has chosen nothing yet, the summary's frame for one whose choices lead there;
 * see src/boot/signed-in.ts), with the lazy modules that draw them, as src/routes/signed-in.tsx
 * splits them: the booking frame and the screen.
 */
const SIGNED_IN_PAGES: Readonly<Record<string, readonly string[]>> = {
  [ROUTES.service]: [
    'src/signed-in/session-expiry-frame.tsx',
    'src/screens/booking/select-service/select-service-screen.tsx',
  ],
  [ROUTES.summary]: [
    'src/signed-in/session-expiry-frame.tsx',
    'src/screens/booking/summary/summary-screen.tsx',
  ],
};
/** The header's menu of a signed-in visitor, a chunk of its own (src/shell/header.tsx). */
const USER_MENU = 'src/shell/user-menu.tsx';
/** The module behind the signed-in route table, with every signed-in screen's stylesheet. */
const SIGNED_IN_TABLE = 'src/routes/signed-in-screens.ts';

/**
 * Every other signed-in route is painted from the HTML as the signed-in page frame around a
 * loading screen (src/prerender.tsx), for any signed-in visitor, with the loader of
 * src/routes/signed-in-screens.ts that draws it (as src/routes/signed-in.tsx maps them), whose
 * chunks main.tsx preloads. A route with a parameter has no page of its own: SHELL_FILE is drawn
 * for the booking's detail, the address a mail links to.
 */
const FRAME_SCREENS: Readonly<Record<string, string>> = {
  [ROUTES.unit]: 'unit',
  [ROUTES.unitEx]: 'unit',
  [ROUTES.paymentQrcode]: 'qr',
  [ROUTES.paymentKiosk]: 'kiosk',
  [ROUTES.paymentCredit]: 'card',
  [ROUTES.paymentSuccess]: 'results',
  [ROUTES.paymentFail]: 'results',
  [ROUTES.repaymentUnit]: 'booking',
  [ROUTES.repaymentSummary]: 'repayment',
  [ROUTES.history]: 'history',
  [ROUTES.bookingDetail]: 'bookingDetail',
  [ROUTES.account]: 'rental',
  [ROUTES.accessPasses]: 'access',
};
/**
 * Signed-in routes whose largest paint is the screen's data, drawn by its code, rather than the
 * frame from the HTML: their pages fetch all that code at once (EAGER_ATTRIBUTE). Select service
 * and unit paint their frame first, with the line to themselves.
 */
const DATA_SCREENS: readonly string[] = [
  ROUTES.summary,
  ROUTES.paymentQrcode,
  ROUTES.history,
  ROUTES.bookingDetail,
];
const SCREEN_SOURCES = signedInScreenSources();
/** Where the SHELL_FILE's frame is drawn: a booking's detail. */
const SHELL_PATH = ROUTES.bookingDetail.replace(/:\w+/, '0');

const frameModules = (route: string): string[] => {
  const screen = SCREEN_SOURCES[FRAME_SCREENS[route] ?? ''];
  const frame = SCREEN_SOURCES.frame;
  if (!screen || !frame) throw new Error(`${route}: no screen in src/routes/signed-in-screens.ts`);
  return [frame, screen];
};

/**
 * The lazy modules that draw a route, code and texts, as src/routes/public.tsx and
 * src/routes/signed-in.tsx split them.
 */
const screenModules = (route: string, language: Language): string[] => {
  const signedIn = SIGNED_IN_PAGES[route] ?? (route in FRAME_SCREENS ? frameModules(route) : undefined);
  if (signedIn) return [SIGNED_IN_TABLE, ...signedIn, USER_MENU, bookingTexts(language)];
  if (route === ROUTES.login) return ['src/screens/public/home/home-screen.tsx'];
  if (route.startsWith('/register')) return ['src/screens/public/register/index.ts', accountTexts(language)];
  if (OPEN_ROUTES.includes(route as AppRoute)) return ['src/screens/legal/index.ts', legalTexts(language)];
  return ['src/screens/public/password/index.ts', accountTexts(language)];
};

type RenderRoute = (
  path: string,
  language: Language,
  signedIn: boolean,
  frameOnly?: boolean,
) => Promise<string>;

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
const titleOf = (html: string, language: Language): string => {
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]*>/g, '')
    .trim();
  return heading ? `${heading} · ${APP_NAMES[language]}` : APP_NAMES[language];
};

const manifest = readManifest(DIST);
const entryGraph = staticGraph(manifest, [ENTRY]);
/** The error dialog's code, which the app fetches as it mounts on any page but `/`. */
const ERROR_DIALOG = 'src/shell/error-modal.tsx';
/**
 * What a data screen's page fetches at once besides its first render's chunks (EAGER_ATTRIBUTE):
 * the entry with its imports, and the error dialog, which would otherwise be asked for only
 * once the app runs, one round trip later.
 */
const eagerChunks = filesOf(manifest, [...entryGraph, ERROR_DIALOG]).map((file) => `/${file}`);
const modulePreloads = (keys: readonly string[]): string[] =>
  filesOf(manifest, keys).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);

/**
 * A prerendered page's stylesheets and, for main.tsx to preload once the page has painted, every
 * chunk its first render needs: the app's and the page's own.
 */
const pageAssets = (route: string, language: Language): { css: string[]; preload: string[] } => {
  const needs = [
    APP,
    pagesTexts(language),
    ...screenModules(route, language),
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

/**
 * One of src/boot's scripts as a single classic script, its imports bundled in: an inline script
 * can import nothing, and a classic one runs where it stands, before the parser goes on.
 */
const buildInlineScript = async (entry: string): Promise<string> => {
  const output = (await build({
    root: WEB,
    configFile: false,
    logLevel: 'warn',
    // Workspace packages from their TypeScript sources, as vite.config.ts resolves them.
    resolve: { conditions: ['@self-storage/source', ...defaultClientConditions] },
    build: {
      write: false,
      copyPublicDir: false,
      modulePreload: false,
      rolldownOptions: {
        input: entry,
        output: { format: 'iife' },
        // Core's constants read one another's properties at the top level; nothing here needs them.
        treeshake: { propertyReadSideEffects: false },
      },
    },
  })) as Rolldown.RolldownOutput;
  const [chunk] = output.output;
  if (chunk?.type !== 'chunk') throw new Error(`${entry} built to no script`);
  // A literal `</script` would end the inline script early.
  return chunk.code.trim().replaceAll('</script', '<\\/script');
};

/** `html` as `#root` shows it in `language`: the HTML React hydrates and the page's assets. */
interface LanguagePage {
  language: Language;
  html: string;
}

const escapeAttribute = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The attributes a language's version of a page carries, on `#root` or its `<template>`. */
const languageAttributes = (route: string, { language, html }: LanguagePage): string => {
  const { preload } = pageAssets(route, language);
  return [
    `${PRERENDERED_LANGUAGE_ATTRIBUTE}="${language}"`,
    `${TITLE_ATTRIBUTE}="${escapeAttribute(titleOf(html, language))}"`,
    `${PRELOAD_ATTRIBUTE}="${preload.join(' ')}"`,
  ].join(' ');
};

/**
 * A signed-in page's picture is inert as a whole: its fields need not be read-only until the app
 * listens as a hydrated page's are, and they look as the app then draws them (a read-only date
 * field has no calendar button).
 */
const asPicture = (html: string): string => html.replaceAll(' readOnly=""', '');

const pageHtml = (
  route: string,
  pages: readonly LanguagePage[],
  signedIn: boolean,
  frame = false,
): string => {
  const [first, ...others] = pages;
  if (!first) throw new Error(`${route} has no page in any language`);
  const { css } = pageAssets(route, first.language);
  // A signed-in page is a picture until the app has drawn it (src/boot/signed-in.ts).
  const root = `<div id="root" ${PRERENDERED_ROUTE_ATTRIBUTE}="${route}" ${languageAttributes(route, first)}${signedIn ? ` ${SIGNED_IN_ATTRIBUTE} inert` : ''}${frame ? ` ${FRAME_ATTRIBUTE}` : ''}${DATA_SCREENS.includes(route) ? ` ${EAGER_ATTRIBUTE}="${eagerChunks.join(' ')}"` : ''}>`;
  const templates = others.map(
    (page) => `<template ${languageAttributes(route, page)}>${withoutImagePreloads(page.html)}</template>`,
  );
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('dist/index.html has no entry script');
  return (
    withHead(template, css)
      .replace(/<title>[\s\S]*?<\/title>/, `<title>${titleOf(first.html, first.language)}</title>`)
      // The language is chosen before the stylesheet is asked for, and so before any paint; the
      // entry loads after the first paint, from the page script: nothing but the stylesheet is
      // fetched before the page is on screen.
      .replace(ENTRY_SCRIPT, () => `<script>${languageScript}</script>`)
      .replace(
        EMPTY_ROOT,
        () =>
          `${root}${withoutImagePreloads(first.html)}</div>${templates.join('')}` +
          (signedIn ? `<script>${signedInScript}</script>` : '') +
          `<script data-entry="${entry}">${pageScript}</script>`,
      )
  );
};

const template = readFileSync(join(DIST, 'index.html'), 'utf8');
if (!template.includes(EMPTY_ROOT))
  throw new Error(`dist/index.html has no ${EMPTY_ROOT}: run vite build first`);
const languageScript = await buildInlineScript('src/boot/language.ts');
const pageScript = await buildInlineScript('src/boot/page.ts');
const signedInScript = await buildInlineScript('src/boot/signed-in.ts');
/** The default language first: its page is in `#root`, where a browser without scripts shows it. */
const PRERENDERED_LANGUAGES = [
  DEFAULT_LANGUAGE,
  ...LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE),
];
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
  /** A signed-in route's frame page, in every language (the frame never fails to draw). */
  const framePage = async (route: string, path: string): Promise<string> => {
    const pages: LanguagePage[] = [];
    for (const language of PRERENDERED_LANGUAGES)
      pages.push({ language, html: asPicture(await renderRoute(path, language, true, true)) });
    return pageHtml(route, pages, true, true);
  };
  // A route with a parameter (`/service/history/:customerServiceId`) is no one page: the server's
  // fallback gives its addresses SHELL_FILE.
  for (const route of Object.values(ROUTES).filter((path) => !path.includes(':'))) {
    // A screen that reads browser state as it renders has nothing to show without it; one that
    // redirects renders a <Navigate>, which react-router warns about on a server.
    const signedIn = route in SIGNED_IN_PAGES;
    if (!signedIn && route in FRAME_SCREENS) {
      write(route, await framePage(route, route));
      continue;
    }
    const pages: LanguagePage[] = [];
    const prerendered = signedIn || PUBLIC_ROUTES.includes(route) || OPEN_ROUTES.includes(route);
    for (const language of prerendered ? PRERENDERED_LANGUAGES : []) {
      const html = await quietly(() => renderRoute(route, language, signedIn)).catch(() => '');
      if (drawsPage(html)) pages.push({ language, html: signedIn ? asPicture(html) : html });
    }
    const inEveryLanguage = pages.length === PRERENDERED_LANGUAGES.length;
    if (inEveryLanguage) drawn.push(route);
    // A signed-in page that no longer draws would quietly lose its first paint: the build says so.
    else if (signedIn) throw new Error(`${route} no longer renders for a signed-in visitor`);
    write(route, inEveryLanguage ? pageHtml(route, pages, signedIn) : shell);
  }
  const unframed = SIGNED_IN_ROUTES.filter(
    (route) => !route.includes(':') && !(route in FRAME_SCREENS) && !(route in SIGNED_IN_PAGES),
  );
  if (unframed.length > 0) throw new Error(`Signed-in routes with no first frame: ${unframed.join(', ')}`);
  writeFileSync(join(DIST, SHELL_FILE), await framePage(ROUTES.bookingDetail, SHELL_PATH));
  console.log(
    `Prerendered ${drawn.join(', ')}; the signed-in frame for ${Object.keys(FRAME_SCREENS).join(', ')} (${SHELL_FILE}: a booking's detail and any other address that is no page); the other routes get the app shell.`,
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
