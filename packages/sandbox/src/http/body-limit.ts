import type { MiddlewareHandler } from 'hono';
import { envelope } from './errors.ts';

/**
 * Refuses a body over `maxBytes` with 413: at once when Content-Length says so, else while it
 * streams in, so an endless chunked body is cut off at the limit. Hono's own middleware rebuilds
 * the request from the node-server request object, which the global Request of an unpatched
 * Node refuses; this one rebuilds it from the URL.
 */
export const bodyLimit =
  (maxBytes: number): MiddlewareHandler =>
  async (c, next) => {
    const tooLarge = () =>
      c.json(envelope(413, `The request body is larger than ${maxBytes / 1024 / 1024} MB.`), 413);
    const length = c.req.header('Content-Length');
    if (length !== undefined && !c.req.header('Transfer-Encoding')) {
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
