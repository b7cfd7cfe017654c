import type { MiddlewareHandler } from 'hono';
import type { LogRequest, RequestEntry } from '../context.ts';

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

export type LogFormat = 'text' | 'json';

export const LOG_FORMATS: readonly LogFormat[] = ['text', 'json'];

/** A request's line: `GET /api/... 200 3ms`, or one JSON object (`LOG_FORMAT=json`) for a log collector. */
export const requestLine = (format: LogFormat, entry: RequestEntry, sandbox?: string): string =>
  format === 'json'
    ? JSON.stringify({
        time: new Date().toISOString(),
        type: 'request',
        ...(sandbox ? { sandbox } : {}),
        method: escapeForLog(entry.method),
        path: logPath(entry.path),
        status: entry.status,
        ms: entry.ms,
      })
    : `${sandbox ? `[${sandbox}] ` : ''}${escapeForLog(entry.method)} ${logPath(entry.path)} ${entry.status} ${entry.ms}ms`;

/** Any other line (a start-up note, an error and its stack): as it is, or one JSON object. */
export const messageLine = (format: LogFormat, line: string, sandbox?: string): string =>
  format === 'json'
    ? JSON.stringify({
        time: new Date().toISOString(),
        type: 'message',
        ...(sandbox ? { sandbox } : {}),
        message: line,
      })
    : `${sandbox ? `[${sandbox}] ` : ''}${line}`;

/**
 * One entry per request: method, path (capabilities redacted), status and time. The query string
 * and the body are never logged, so no password, code, pin or token can reach the log.
 */
export const requestLog =
  (log: LogRequest): MiddlewareHandler =>
  async (c, next) => {
    const started = performance.now();
    await next();
    log({
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  };
