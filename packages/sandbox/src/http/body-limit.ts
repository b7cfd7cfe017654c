import type { HttpBindings } from '@hono/node-server';
import { REFUSALS } from '@self-storage/core/contract';
import type { Context, MiddlewareHandler } from 'hono';
import type { ApiReply } from './api-reply.ts';
import { refusalEnvelope } from './errors.ts';
import { isApiPath } from './paths.ts';

/**
 * A request header, from Node's own request when there is one: asking Hono's request for a
 * header builds a Headers object of them all, which costs more than the rest of a small call.
 */
const header = (c: Context, name: string): string | undefined => {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
};

/**
 * Refuses a body over `maxBytes` with 413: at once when Content-Length says so, else while it
 * streams in, so an endless chunked body is cut off at the limit. Hono's own middleware rebuilds
 * the request from the node-server request object, which the global Request of an unpatched
 * Node refuses; this one rebuilds it from the URL.
 */
export const bodyLimit =
  (maxBytes: number, reply: ApiReply): MiddlewareHandler =>
  async (c, next) => {
    const tooLarge = () => {
      const body = refusalEnvelope(
        'payload_too_large',
        `The request body is larger than ${maxBytes / 1024 / 1024} MB.`,
      );
      const status = REFUSALS.payload_too_large.responseCode;
      return isApiPath(c.req.path) ? reply(body, status) : c.json(body, status);
    };
    const length = header(c, 'Content-Length');
    if (length !== undefined && !header(c, 'Transfer-Encoding')) {
      return Number(length) > maxBytes ? tooLarge() : next();
    }
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || !c.req.raw.body) return next();
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = c.req.raw.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        return tooLarge();
      }
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.url, {
      method: c.req.method,
      headers: c.req.raw.headers,
      body: Buffer.concat(chunks),
    });
    return next();
  };
