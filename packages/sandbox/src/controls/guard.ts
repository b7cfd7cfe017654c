import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { keyDigest } from '../crypto/control-keys.ts';

/** Under /sandbox/ but no controls: the hosted card page (the customer's), the docs, the stylesheet. */
const NOT_CONTROLS = /^\/sandbox\/(card\/|docs$|style\.css$)/;

/** Pages a browser posts a plain form to (the QR simulator's button): no JSON there. */
const FORM_PAGES = /^\/sandbox\/qr\//;

const isJson = (contentType: string | undefined): boolean =>
  /^application\/json\s*(;|$)/i.test(contentType ?? '');

/**
 * What every control request passes: one of the bearer keys when there are any (the server's
 * SANDBOX_CONTROL_KEY, and a created sandbox's own), given as their digests (a created sandbox's
 * key is kept only as one); a JSON content type on a
 * POST (a cross-site page can send a plain form or text without asking first, never JSON); for
 * the QR page's form, an Origin that is this server's own. Replies are never cached: they hold
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
        if (!ownOrigins().has(c.req.header('Origin') ?? '')) {
          return c.json({ error: 'This form may only be sent from the sandbox’s own page.' }, 403);
        }
      } else if (!isJson(c.req.header('Content-Type'))) {
        return c.json({ error: 'Sandbox controls take POST with Content-Type: application/json.' }, 415);
      }
    }
    return next();
  };
