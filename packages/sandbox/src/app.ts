import { Hono } from 'hono';
import type { SandboxContext } from './context.ts';
import { registerControls } from './controls/routes.ts';
import { createGates, createHandlers } from './handlers.ts';
import { STYLESHEET, STYLESHEET_PATH } from './html/page.ts';
import { registerApi } from './http/api.ts';
import { apiReplier } from './http/api-reply.ts';
import { bodyLimit } from './http/body-limit.ts';
import { handleError, handleNotFound } from './http/errors.ts';
import { hostCheck } from './http/hosts.ts';
import { inlineScriptHashes } from './http/inline-scripts.ts';
import { requestLog } from './http/log.ts';
import { registerOpenApi } from './http/openapi.ts';
import { apiCors, securityHeaders, withHeaders } from './http/security.ts';
import { registerDocs, registerWeb } from './http/static.ts';
import { registerCardPage } from './payments/card.ts';
import { registerPaymentStream } from './payments/stream.ts';

/** Largest request body; larger ones are cut off while they stream in. */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;

export interface AppOptions {
  /**
   * The controls, with the digests (crypto/control-keys.ts) of the bearer keys they take (none: no
   * key needed); undefined when they are off.
   */
  controls: { keyDigests: readonly Buffer[] } | undefined;
  webRoot: string | undefined;
  /** Host headers this server answers (filled once it listens). */
  hosts: ReadonlySet<string>;
  /** Routes of the server beside the sandbox's own (health, the sandboxes control), before the web app. */
  serverRoutes?: (app: Hono) => void;
}

/**
 * The whole HTTP surface. Order matters: a route registered earlier answers first. API calls
 * are answered with every header already set (apiReplier), so the header middleware and CORS
 * leave them alone: only preflights go through CORS there.
 */
export const createApp = (ctx: SandboxContext, options: AppOptions): Hono => {
  const app = new Hono();
  const security = securityHeaders(ctx.webUrl, inlineScriptHashes(options.webRoot));
  const reply = apiReplier(security, ctx.now);
  app.use('*', requestLog(ctx.logRequest));
  app.use('*', hostCheck(options.hosts));
  app.use('*', withHeaders(security));
  app.options('/api/*', apiCors());
  app.use('/callback/*', apiCors());
  app.use('*', bodyLimit(MAX_BODY_BYTES, reply));
  app.onError(handleError(ctx, reply));
  app.notFound(handleNotFound(reply));

  registerApi(app, ctx, createHandlers(ctx), createGates(ctx), reply);
  registerPaymentStream(app, ctx);
  registerOpenApi(app, ctx);
  registerCardPage(app, ctx);
  // The web app reads the identify key from its own origin to open service links (SPEC section 7).
  app.get('/identify-key', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ key: ctx.secrets.identifyKey });
  });
  app.get(STYLESHEET_PATH, (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(STYLESHEET, 200, { 'Content-Type': 'text/css; charset=utf-8' });
  });
  registerDocs(app);
  if (options.controls) registerControls(app, ctx, options.controls.keyDigests, options.hosts);
  options.serverRoutes?.(app);
  registerWeb(app, options.webRoot, () => ctx.clock.describe());
  return app;
};
