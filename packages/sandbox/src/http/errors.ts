import { REFUSALS } from '@self-storage/core/contract';
import type { Context } from 'hono';
import type { SandboxContext } from '../context.ts';
import { httpFailure, SandboxError, type SandboxErrorCode } from '../errors.ts';
import { languageOf, say, type Text, text } from '../language/text.ts';
import type { ApiReply } from './api-reply.ts';
import { escapeForLog, logPath } from './log.ts';
import { isApiPath, repliesWithEnvelope } from './paths.ts';

interface Issue {
  path: PropertyKey[];
  message: string;
}

/** A schema failure in words that name the field: `email: Invalid email address`. */
export const describeIssues = (issues: readonly Issue[]): Text => {
  const parts = issues.slice(0, 3).map((issue) => {
    const field = issue.path.map(String).join('.') || 'body';
    return issue.message.endsWith('received undefined')
      ? `${field} is required`
      : `${field}: ${issue.message}`;
  });
  const more = issues.length > 3 ? ` (and ${issues.length - 3} more)` : '';
  // The fields are the wire's names, the same in both languages.
  return text('server.replies.http.invalidRequest', { parts: parts.join('; '), more });
};

const EMPTY_BODY = text('server.replies.http.emptyBody');
const NOT_JSON = text('server.replies.http.notJson');

/** The body as JSON; anything else is a 400 naming the problem. */
export const readJson = async (c: Context): Promise<unknown> => {
  const body = await c.req.text();
  if (!body.trim()) throw httpFailure('invalid_request', EMPTY_BODY);
  try {
    return JSON.parse(body);
  } catch {
    throw httpFailure('invalid_request', NOT_JSON);
  }
};

export const envelope = (responseCode: number, message: string) => ({
  response_code: responseCode,
  response_message: message,
});

/** A refusal's envelope by its code: the status is core's refusal table's, never written here. */
export const refusalEnvelope = (code: SandboxErrorCode, message: string) =>
  envelope(REFUSALS[code].responseCode, message);

/** The Retry-After a refusal names (a 429's), as headers of its reply. */
export const retryHeaders = (error: SandboxError): Record<string, string> | undefined =>
  error.retryAfterS === undefined ? undefined : { 'Retry-After': String(error.retryAfterS) };

const INTERNAL = text('server.replies.http.internal');

/**
 * The last resort: a refusal becomes its reply, anything else is logged and answered 500 without
 * details. The server carries on either way.
 */
export const handleError = (ctx: SandboxContext, reply: ApiReply) => (error: Error, c: Context) => {
  const language = languageOf(c.req.header('Accept-Language'));
  if (error instanceof SandboxError) {
    return repliesWithEnvelope(c.req.path)
      ? reply(envelope(error.responseCode, say(error.text, language)), error.status, retryHeaders(error))
      : c.json({ error: error.message }, error.status);
  }
  // The stack names our code, never a request body, so no password or token can reach the log.
  ctx.log(`error: ${escapeForLog(c.req.method)} ${logPath(c.req.path)}: ${error.stack ?? error.message}`);
  return isApiPath(c.req.path)
    ? reply(refusalEnvelope('internal', say(INTERNAL, language)), REFUSALS.internal.responseCode)
    : c.json({ error: INTERNAL.en }, 500);
};

export const handleNotFound = (reply: ApiReply) => (c: Context) =>
  isApiPath(c.req.path)
    ? reply(refusalEnvelope('not_found', `No API call at ${c.req.path}.`), REFUSALS.not_found.responseCode)
    : c.text('Not found', 404);
