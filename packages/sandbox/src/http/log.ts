import type { MiddlewareHandler } from 'hono';

/**
 * One line per request: method, path, status and time. The query string and the body are never
 * logged, so no password, code, pin or token can reach the log.
 */
export const requestLog =
  (log: (line: string) => void): MiddlewareHandler =>
  async (c, next) => {
    const started = performance.now();
    await next();
    log(`${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - started)}ms`);
  };
