import type { Context } from 'hono';
import type { Origins, SandboxContext } from '../context.ts';

/** The configured public and web origins, else the origin this request was sent to. */
export const originsOf = (ctx: SandboxContext, c: Context): Origins => {
  const api = ctx.publicUrl ?? new URL(c.req.url).origin;
  return { api, web: ctx.webUrl ?? api };
};

export const paymentSuccessUrl = (origins: Origins): string => `${origins.web}/?action=payment-success`;

export const paymentFailUrl = (origins: Origins, bookingId: number): string =>
  `${origins.web}/?action=payment-fail&ser=${bookingId}`;
