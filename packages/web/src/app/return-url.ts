import { DEFAULT_AFTER_LOGIN_ROUTE } from '@self-storage/core';

/** The query parameter carrying where to go after login. */
export const RETURN_URL_PARAM = 'returnUrl';

/**
 * Where to go after login: `returnUrl` only when it is a path on this site (a single leading `/`,
 * not `//` or `/\`, which browsers read as another host), else the default route. Stops a crafted
 * login link from sending the user off-site.
 */
export const afterLoginTarget = (returnUrl: string | null | undefined): string => {
  if (!returnUrl?.startsWith('/')) return DEFAULT_AFTER_LOGIN_ROUTE;
  if (returnUrl.startsWith('//') || returnUrl.startsWith('/\\')) return DEFAULT_AFTER_LOGIN_ROUTE;
  // Control characters are dropped by URL parsers and could smuggle `//` past the check above.
  if ([...returnUrl].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) {
    return DEFAULT_AFTER_LOGIN_ROUTE;
  }
  return returnUrl;
};

/** The home URL an anonymous visitor of `path` (path + query) is sent to. */
export const loginUrlFor = (path: string): string =>
  `/?${new URLSearchParams({ [RETURN_URL_PARAM]: path }).toString()}`;
