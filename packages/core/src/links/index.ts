/**
 * The home page's deep links: parse a query into a typed action, check cheaply whether
 * there is one, and build payment, service and result links. Loads neither the client nor zod.
 *
 * @module @self-storage/core/links
 */
export * from './build.ts';
export * from './parse.ts';
export { hasDeepLink } from './query.ts';
export { isAllowedRedirect } from './redirect.ts';
export * from './return-url.ts';
export * from './types.ts';
