import type { Origins, SandboxContext } from './context.ts';

/**
 * The configured public and web origins, else the listen address: never the request's Host
 * header, which the sender chooses (a forged one would put its own site in the links we hand out).
 */
export const originsOf = (ctx: SandboxContext): Origins => {
  const api = ctx.publicUrl ?? ctx.listenUrl;
  return { api, web: ctx.webUrl ?? api };
};

export const paymentSuccessUrl = (origins: Origins): string => `${origins.web}/?action=payment-success`;

export const paymentFailUrl = (origins: Origins, bookingId: number): string =>
  `${origins.web}/?action=payment-fail&ser=${bookingId}`;
