import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { keyDigest } from '../crypto/control-keys.ts';

/** Under /sandbox/ but no controls: the hosted card page (the customer's), the docs, the stylesheet. */
const NOT_CONTROLS = /^\/sandbox\/(card\/|docs$|style\.css$)/;

/** Pages a browser posts a plain form to (the QR simulator's button, the gate page): no JSON there. */
const FORM_PAGES = /^\/sandbox\/(qr\/|gate\/page$)/;

/** What the browser says of a form post's source: another origin, or an Origin not this server's. */
const isFromElsewhere = (
  fetchSite: string | undefined,
  origin: string | undefined,
  ownOrigins: ReadonlySet<string>,
): boolean =>
  (fetchSite !== undefined && fetchSite !== 'same-origin') ||
  (origin !== undefined && origin !== 'null' && !ownOrigins.has(origin));

const isJson = (contentType: string | undefined): boolean =>
  /^application\/json\s*(;|$)/i.test(contentType ?? '');

/**
 * What every control request passes: one of the bearer keys when there are any (the server's
 * SANDBOX_CONTROL_KEY, and a created sandbox's own), given as their digests (a created sandbox's
 * key is kept only as one); a JSON content type on a POST (a cross-site page can send a plain
 * form or text without asking first, never JSON). The QR page's form is a plain form: the page's
 * token vouches for it (qr-page.ts); here a post that the browser itself says came from elsewhere
 * is refused, by its Sec-Fetch-Site or by an Origin that is another site's (`Origin: null`, which
 * a no-referrer page's own form sends, is left to the token). Replies are never cached: they hold
 * codes, passwords and links.
 */
export const controlGuard =
  (keyDigests: readonly Buffer[], ownOrigins: () => ReadonlySet<string>): MiddlewareHandler =>
  async (c, next) => {
    if (NOT_CONTROLS.test(c.req.path)) return next();
    c.header('Cache-Control', 'no-store');
    if (keyDigests.length > 0) {
      const given = keyDigest(/^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1] ?? '');
      // Every key is compared, so the time taken does not tell which one came closest.
      const matches = keyDigests.map((digest) => timingSafeEqual(given, digest));
      if (!matches.includes(true)) {
        c.header('WWW-Authenticate', 'Bearer realm="sandbox controls"');
        const which = keyDigests.length > 1 ? ' (or the key this sandbox was created with)' : '';
        return c.json(
          { error: `The sandbox controls need Authorization: Bearer <SANDBOX_CONTROL_KEY>${which}.` },
          401,
        );
      }
    }
    if (c.req.method === 'POST') {
      if (FORM_PAGES.test(c.req.path)) {
        if (isFromElsewhere(c.req.header('Sec-Fetch-Site'), c.req.header('Origin'), ownOrigins())) {
          return c.json({ error: 'This form may only be sent from the sandbox’s own page.' }, 403);
        }
      } else if (!isJson(c.req.header('Content-Type'))) {
        return c.json({ error: 'Sandbox controls take POST with Content-Type: application/json.' }, 415);
      }
    }
    return next();
  };
