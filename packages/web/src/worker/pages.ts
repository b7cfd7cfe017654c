import type { Precache } from './precache.ts';

/**
 * Addresses the server answers itself, never with a page (src/http/static.ts in the sandbox):
 * the API, the payment provider's return, the sandbox's own pages.
 */
const SERVER_PATHS = ['/api/', '/callback/', '/sandbox/', '/identify-key', '/assets/'];

/**
 * The kept page a navigation to `url` is answered with, as the server would pick it: the route's
 * prerendered page, else the app shell. A link with a query (a mail's payment link, the card
 * page's way back) is the server's to answer.
 */
export const pageFor = (url: URL, precache: Precache): string | undefined => {
  if (url.search !== '' || SERVER_PATHS.some((path) => url.pathname.startsWith(path))) return undefined;
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  return precache.pages[path] ?? precache.shell;
};
