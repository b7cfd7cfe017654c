import type { MiddlewareHandler } from 'hono';

/**
 * Control characters (a decoded `%0A` among them) as `\xNN` (line separators `\uNNNN`) and
 * backslashes doubled, so a request cannot
 * write a line of its own into the log.
 */
export const escapeForLog = (text: string): string =>
  text.replace(/[\\\p{Cc}\u2028\u2029]/gu, (c) =>
    c === '\\'
      ? '\\\\'
      : c > '\u00ff'
        ? `\\u${c.charCodeAt(0).toString(16)}`
        : `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`,
  );

/**
 * One line per request: method, path, status and time. The query string and the body are never
 * logged, so no password, code, pin or token can reach the log.
 */
export const requestLog =
  (log: (line: string) => void): MiddlewareHandler =>
  async (c, next) => {
    const started = performance.now();
    await next();
    log(
      `${escapeForLog(c.req.method)} ${escapeForLog(c.req.path)} ${c.res.status} ${Math.round(performance.now() - started)}ms`,
    );
  };
