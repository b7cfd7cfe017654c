import { openApiDocument } from '@self-storage/core/contract';
import corePackage from '@self-storage/core/package.json' with { type: 'json' };
import type { Hono } from 'hono';
import type { SandboxContext } from '../context.ts';
import { apiCors } from './security.ts';

/**
 * GET /openapi.json: the API's OpenAPI 3.1 document, generated from the same zod contract the
 * sandbox validates with (the committed docs/openapi.json, with this server as the default
 * origin). Open to any origin, like the API, so an API explorer elsewhere can load it.
 */
export const registerOpenApi = (app: Hono, ctx: SandboxContext): void => {
  let body: string | undefined;
  app.use('/openapi.json', apiCors());
  app.get('/openapi.json', (c) => {
    // Made on the first request: the listen address is known only once the server listens.
    body ??= JSON.stringify(
      openApiDocument({ version: corePackage.version, origin: ctx.publicUrl ?? ctx.listenUrl }),
    );
    c.header('Cache-Control', 'no-cache');
    return c.body(body, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
};
