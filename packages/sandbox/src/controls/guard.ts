import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** Under /sandbox/ but no controls: the hosted card page (the customer's), the docs, the stylesheet. */
const NOT_CONTROLS = /^\/sandbox\/(card\/|docs$|style\.css$)/;

/** Pages a browser posts a plain form to (the QR simulator's button): no JSON there. */
const FORM_PAGES = /^\/sandbox\/qr\//;

const isJson = (contentType: string | undefined): boolean =>
  /^application\/json\s*(;|$)/i.test(contentType ?? '');

/**
 * What every control request passes: the bearer key when one is set; a JSON content type on a
 * POST (a cross-site page can send a plain form or text without asking first, never JSON); for
 * the QR page's form, an Origin that is this server's own. Replies are never cached: they hold
 * codes, passwords and links.
 */
export const controlGuard =
  (key: string | undefined, ownOrigins: () => ReadonlySet<string>): MiddlewareHandler =>
  async (c, next) => {
    if (NOT_CONTROLS.test(c.req.path)) return next();
    c.header('Cache-Control', 'no-store');
    if (key !== undefined) {
      const given = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1] ?? '';
      if (!timingSafeEqual(digest(given), digest(key))) {
        c.header('WWW-Authenticate', 'Bearer realm="sandbox controls"');
        return c.json(
          { error: 'The sandbox controls need Authorization: Bearer <SANDBOX_CONTROL_KEY>.' },
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
