import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { isApiPath } from './paths.ts';

export type HeaderRecord = Readonly<Record<string, string>>;

/**
 * Security headers of every response. The CSP allows no inline style, and no inline script but
 * those of the web app's pages, by hash (`scriptHashes`); pages of the sandbox use a stylesheet
 * and plain forms. A form may post to the web app's origin too,
 * because the card page redirects there after a POST. The others are what hono's secureHeaders
 * sends by default (with frames denied), written out as one plain record so API replies can
 * carry them without a Headers object per request (see api-reply.ts).
 */
export const securityHeaders = (
  webUrl: string | undefined,
  scriptHashes: readonly string[] = [],
): HeaderRecord => ({
  'Content-Security-Policy': [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    // The web app's service worker (/sw.js) and its manifests: this origin's own, nothing else.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    webUrl ? `form-action 'self' ${new URL(webUrl).origin}` : "form-action 'self'",
  ].join('; '),
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'Referrer-Policy': 'no-referrer',
  'Strict-Transport-Security': 'max-age=15552000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Frame-Options': 'DENY',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
});

/**
 * The mail viewer's policy, in place of the one above: a mail is styled by inline `style`
 * attributes, as mail programs read them, so inline styles apply; nothing else does. No script
 * at all, and nothing loaded from anywhere (a style cannot fetch a URL to carry a page's text
 * away), no form, no frame.
 */
export const MAIL_VIEW_POLICY = [
  "default-src 'none'",
  "script-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src data:',
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** Requests the API answers itself with every header (apiReplier): all but a CORS preflight. */
export const answeredByApi = (c: Context): boolean => c.req.method !== 'OPTIONS' && isApiPath(c.req.path);

/**
 * A script, stylesheet, font or raster image: never a document, so only the headers that govern
 * how it may be used apply to it. SVG and everything else count as documents (an SVG opened on its
 * own runs scripts).
 */
const SUBRESOURCE_TYPE = /^(?:text\/(?:javascript|css)|application\/javascript|font\/|image\/(?!svg))/i;
const SUBRESOURCE_HEADERS = [
  'Cross-Origin-Resource-Policy',
  'Strict-Transport-Security',
  'X-Content-Type-Options',
];

/**
 * Adds `headers` to every response the API does not answer itself; a subresource gets only those
 * that apply to it. The others (the CSP above all, about 800 bytes) govern documents, and the app's
 * first load fetches some twenty scripts and stylesheets. A header the route set itself (the mail
 * viewer's policy) is kept.
 */
export const withHeaders = (headers: HeaderRecord): MiddlewareHandler => {
  const subresource = Object.entries(headers).filter(([name]) => SUBRESOURCE_HEADERS.includes(name));
  const all = Object.entries(headers);
  return async (c, next) => {
    await next();
    if (answeredByApi(c)) return;
    const type = c.res.headers.get('Content-Type') ?? '';
    for (const [name, value] of SUBRESOURCE_TYPE.test(type) ? subresource : all)
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  };
};

/** The API and the payment stream may be called from any origin (integrators), never with credentials. */
export const CORS_ORIGIN: HeaderRecord = { 'Access-Control-Allow-Origin': '*' };

export const apiCors = (): MiddlewareHandler =>
  cors({
    origin: '*',
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Accept'],
    credentials: false,
    maxAge: 600,
  });
