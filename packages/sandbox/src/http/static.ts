import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { hasDeepLink } from '@self-storage/core/links';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { DEMO_CUSTOMER } from '../db/catalogue-data.ts';
import { html, page } from '../html/page.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Paths that never fall back to a page: the sandbox's own, and /assets/, where a missing file is
 * a 404 (a page there would be cached for a year as if it were the file).
 */
const RESERVED = ['/api/', '/callback/', '/sandbox/', '/identify-key', '/assets/'];
const DOCS_FILE = new URL('../../../../docs/sandbox.md', import.meta.url);
/**
 * The web build's page for an address that is no file and no prerendered page (a booking's detail):
 * the app without any page drawn in it. index.html is `/`'s page, whose login and marketing text
 * would paint first; it stays the fallback of a build that has no shell.
 */
const SHELL = '/app-shell.html';

/** Sets the caching of a file once it is found (a miss passes on untouched). */
const cached =
  (serve: MiddlewareHandler): MiddlewareHandler =>
  async (c, next) => {
    const res = await serve(c, next);
    if (res instanceof Response) {
      res.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
    }
    return res;
  };

const wantsHtml = (c: Context): boolean =>
  (c.req.header('Accept') ?? '').includes('text/html') && !RESERVED.some((p) => c.req.path.startsWith(p));

const notBuiltPage = (time: string): string =>
  page(
    'Self-storage sandbox',
    html`<h1>Self-storage sandbox</h1>
<p>The booking API is running at <code>/api/self-storage/…</code>. The web app is not built, so there is nothing to show here yet: build it with <code>npm run build</code> and restart.</p>
<p>Read <a href="/sandbox/docs">the sandbox documentation</a> for the API conventions, pricing rules, controls and test cards.</p>
<p>Demo account: <code>${DEMO_CUSTOMER.email}</code> / <code>${DEMO_CUSTOMER.password}</code>.</p>`,
    time,
  );

/** GET /sandbox/docs: docs/sandbox.md as plain text, for whoever runs the sandbox without the repo open. */
export const registerDocs = (app: Hono): void => {
  app.get('/sandbox/docs', (c) => {
    if (!existsSync(DOCS_FILE)) return c.text('Not found', 404);
    c.header('Cache-Control', 'no-cache');
    return c.body(readFileSync(DOCS_FILE, 'utf8'), 200, { 'Content-Type': 'text/markdown; charset=utf-8' });
  });
};

/**
 * The built web app: files as they are (precompressed .br/.gz when present, else compressed on the
 * fly), hashed files under /assets/ cached for a year, HTML never cached. A page route that is no
 * file answers its prerendered `<route>.html` if there is one, else the app shell (SPA fallback).
 * Paths with a segment starting with a dot are 404. Without a web app, HTML requests get a short
 * page saying so.
 */
export const registerWeb = (app: Hono, webRoot: string | undefined, time: () => string): void => {
  if (!webRoot) {
    app.get('*', (c, next) => (wantsHtml(c) ? c.html(notBuiltPage(time())) : next()));
    return;
  }
  const root = resolve(webRoot);
  // The build's own files (`.vite/manifest.json` lists every asset and source name) are not the app's.
  app.get('*', (c, next) => (/\/\./.test(c.req.path) ? c.text('Not found', 404) : next()));
  const files = cached(serveStatic({ root, precompressed: true }));
  const fallback = existsSync(join(root, SHELL)) ? SHELL : '/index.html';
  const pages = cached(
    serveStatic({
      root,
      precompressed: true,
      rewriteRequestPath: (path) => (existsSync(join(root, `${path}.html`)) ? `${path}.html` : fallback),
    }),
  );
  app.use('*', compress());
  // A link for the app to act on (`/?action=…` or its encoded form: a mail's payment link, the card
  // page's way back) is no visit to the home page, whose login would paint before the app goes
  // where the link leads.
  app.get('/', (c, next) => {
    const search = new URL(c.req.url).search;
    return hasDeepLink(search) && wantsHtml(c) ? pages(c, next) : next();
  });
  app.get('*', files);
  app.get('*', (c, next) => (wantsHtml(c) ? pages(c, next) : next()));
};
