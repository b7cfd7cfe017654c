import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';

/**
 * Security headers on every response. The CSP allows no inline script or style at all; pages
 * of the sandbox use a stylesheet and plain forms. A form may post to the web app's origin too,
 * because the card page redirects there after a POST.
 */
export const securityHeaders = (webUrl: string | undefined): MiddlewareHandler =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: webUrl ? ["'self'", new URL(webUrl).origin] : ["'self'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
    xContentTypeOptions: 'nosniff',
  });

/** The API and the payment stream may be called from any origin (integrators), never with credentials. */
export const apiCors = (): MiddlewareHandler =>
  cors({
    origin: '*',
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Accept'],
    credentials: false,
    maxAge: 600,
  });
