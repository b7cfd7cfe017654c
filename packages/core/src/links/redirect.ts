/**
 * Whether the browser may be sent to `url`, an address a server answered (the card page's
 * `redirect_url`): only http(s), without credentials, on one of `allowedOrigins`. Anything else
 * (`javascript:`, a data URL, another site) would let a tampered or misconfigured reply take
 * the customer, mid-payment, wherever it likes.
 */
export const isAllowedRedirect = (url: string, allowedOrigins: readonly string[]): boolean => {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return false;
  if (target.username || target.password) return false;
  return allowedOrigins.some((origin) => {
    try {
      return new URL(origin).origin === target.origin;
    } catch {
      return false;
    }
  });
};
