import { DEFAULT_AFTER_LOGIN_ROUTE } from '../constants.ts';

/** The query parameter of the login page carrying where to go after login. */
export const RETURN_URL_PARAM = 'returnUrl';

const hasControlCharacter = (text: string): boolean =>
  [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * Where to go after login: `returnUrl` only when it is a path of this site (one leading `/`, not
 * `//` or `/\`, which browsers read as another host; no control characters, which URL parsers
 * drop and which could hide such a prefix), else DEFAULT_AFTER_LOGIN_ROUTE. A crafted login link
 * cannot send the user off-site.
 */
export const afterLoginTarget = (returnUrl: string | null | undefined): string => {
  if (!returnUrl?.startsWith('/')) return DEFAULT_AFTER_LOGIN_ROUTE;
  if (returnUrl.startsWith('//') || returnUrl.startsWith('/\\')) return DEFAULT_AFTER_LOGIN_ROUTE;
  return hasControlCharacter(returnUrl) ? DEFAULT_AFTER_LOGIN_ROUTE : returnUrl;
};

/** The login page for an anonymous visitor of `path` (path and query), which it returns to. */
export const loginUrlFor = (path: string): string =>
  `/?${new URLSearchParams({ [RETURN_URL_PARAM]: path }).toString()}`;
