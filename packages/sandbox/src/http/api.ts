import type { HttpBindings } from '@hono/node-server';
import { API_PREFIX, type EndpointName, type Language } from '@self-storage/core';
import { endpoints, REFUSALS } from '@self-storage/core/contract';
import type { Context, Hono } from 'hono';
import type { SandboxContext } from '../context.ts';
import { httpFailure, SandboxError } from '../errors.ts';
import type { Gate, Handler, Handlers } from '../handlers.ts';
import { languageOf, say } from '../language/text.ts';
import { originsOf } from '../origins.ts';
import type { ApiReply } from './api-reply.ts';
import { describeIssues, envelope, readJson, refusalEnvelope, retryHeaders } from './errors.ts';

/** The address the request came from (the proxy's, behind one). */
const addressOf = (c: Context): string =>
  (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket.remoteAddress ?? 'unknown';

/**
 * An endpoint's gate, before its body is parsed. A refused call's body is read and dropped
 * unparsed (the client is still sending it: a reply cut off mid-upload reaches it as a broken
 * pipe, not as the 429 it should read), which costs far less than parsing it.
 */
const passGate = async (c: Context, gate: Gate): Promise<void> => {
  try {
    gate({ address: addressOf(c) });
  } catch (error) {
    const body = c.req.raw.body;
    if (body) for await (const _chunk of body);
    throw error;
  }
};

const refusal = (name: EndpointName, error: SandboxError, language: Language) => ({
  ...envelope(error.responseCode, say(error.text, language)),
  // Calls whose reply has a `success` flag (the endpoint table says which) say false here too.
  ...(endpoints[name].successFlag ? { success: false } : {}),
  // booking-storage says why it refused: unavailable, no_service, price_changed, ...
  ...(name === 'bookingStorage' ? { code: error.code } : {}),
});

/**
 * POST {api}<path> for every endpoint of the contract's table: the body is validated with the
 * endpoint's own request schema before its handler sees it; an endpoint's gate, if it has one,
 * is passed before the body is read.
 */
export const registerApi = (
  app: Hono,
  ctx: SandboxContext,
  handlers: Handlers,
  gates: Partial<Record<EndpointName, Gate>>,
  reply: ApiReply,
): void => {
  const paths = new Set<string>();
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const endpoint = endpoints[name];
    const handler = handlers[name] as Handler<EndpointName>;
    const gate = gates[name];
    paths.add(`${API_PREFIX}${endpoint.path}`);
    app.post(`${API_PREFIX}${endpoint.path}`, async (c) => {
      const language = languageOf(c.req.header('Accept-Language'));
      try {
        if (gate) await passGate(c, gate);
        const parsed = endpoint.request.safeParse(await readJson(c));
        if (!parsed.success) throw httpFailure('invalid_request', describeIssues(parsed.error.issues));
        return reply(
          await handler(parsed.data as never, { origins: originsOf(ctx), language, address: addressOf(c) }),
        );
      } catch (error) {
        if (error instanceof SandboxError) {
          return reply(refusal(name, error, language), error.status, retryHeaders(error));
        }
        throw error;
      }
    });
  }
  app.all(`${API_PREFIX}/*`, (c) => {
    if (!paths.has(c.req.path)) {
      return reply(
        refusalEnvelope('not_found', `No API call at ${c.req.path}.`),
        REFUSALS.not_found.responseCode,
      );
    }
    return reply(
      refusalEnvelope(
        'method_not_allowed',
        `${c.req.path} takes POST with a JSON body, not ${c.req.method}.`,
      ),
      REFUSALS.method_not_allowed.responseCode,
      { Allow: 'POST' },
    );
  });
};
