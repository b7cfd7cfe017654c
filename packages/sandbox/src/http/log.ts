import type { MiddlewareHandler } from 'hono';

/**
 * Control and format characters (a decoded `%0A`, U+202E, the BOM, zero-width ones) and line and
 * paragraph separators as `\xNN` or `\uNNNN`, and backslashes doubled, so a request can neither
 * write a line of its own into the log nor make one read differently than it is stored.
 */
export const escapeForLog = (text: string): string =>
  text.replace(/[\\\p{Cc}\p{Cf}\u2028\u2029]/gu, (c) => {
    if (c === '\\') return '\\\\';
    const code = c.codePointAt(0) ?? 0;
    return code > 0xff
      ? `\\u${code.toString(16).padStart(4, '0')}`
      : `\\x${code.toString(16).padStart(2, '0')}`;
  });

/**
 * A path segment that may be a capability: a uuid (payment ids open the card page and the event
 * stream), 16 or more base64url characters mixing letters and digits (tokens, sessions; never a
 * route's words such as `booking-calculate`) or 8 or more digits (kiosk references).
 */
const SECRET_SEGMENT =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{16,}|\d{8,})$/i;

/** The path with every segment that may be a capability replaced by `:redacted`. */
const redactPath = (path: string): string =>
  path
    .split('/')
    .map((segment) => (SECRET_SEGMENT.test(segment) ? ':redacted' : segment))
    .join('/');

/** A request's path as the log prints it: capabilities redacted, then escaped. */
export const logPath = (path: string): string => escapeForLog(redactPath(path));

/**
 * One line per request: method, path (capabilities redacted), status and time. The query string
 * and the body are never logged, so no password, code, pin or token can reach the log.
 */
export const requestLog =
  (log: (line: string) => void): MiddlewareHandler =>
  async (c, next) => {
    const started = performance.now();
    await next();
    log(
      `${escapeForLog(c.req.method)} ${logPath(c.req.path)} ${c.res.status} ${Math.round(performance.now() - started)}ms`,
    );
  };
