import { ENCODED_QUERY_PARAM, MAX_LINK_QUERY_LENGTH } from './types.ts';

/*
 * Reading the shape of a home-page query, shared by the parser and the cheap check that a page
 * runs before it loads the parser.
 */

/** A bare token: base64 (either alphabet) with optional padding, maybe percent-escaped. */
const BARE_TOKEN = /^(?:[A-Za-z0-9+/_-]|%2[BbFf])+(?:=|%3[Dd]){0,2}$/;

/** The query part of a search string or whole URL, without `?` and any `#fragment`. */
export const queryOf = (input: string): string => {
  const withoutHash = input.split('#', 1)[0] ?? '';
  const mark = withoutHash.indexOf('?');
  return mark === -1 ? withoutHash : withoutHash.slice(mark + 1);
};

/** The single base64 token a query carries, if it is shaped like one. */
export const encodedToken = (query: string, search: URLSearchParams): string | undefined => {
  const keys = [...search.keys()];
  if (keys.length === 1 && keys[0] === ENCODED_QUERY_PARAM) {
    // URLSearchParams turns an unescaped `+` into a space; base64 never holds a space.
    return search.get(ENCODED_QUERY_PARAM)?.replaceAll(' ', '+');
  }
  // BARE_TOKEN admits only the escapes %2B, %2F and %3D, so decoding cannot throw.
  return BARE_TOKEN.test(query) ? decodeURIComponent(query) : undefined;
};

/**
 * Whether `input` holds a deep link at all (it may be invalid): exactly when
 * `parseDeepLink(input).action !== 'none'`, without decoding or reading the link.
 */
export const hasDeepLink = (input: string): boolean => {
  if (typeof input !== 'string' || input.length > MAX_LINK_QUERY_LENGTH) return true;
  const query = queryOf(input).trim();
  if (query === '') return false;
  const search = new URLSearchParams(query);
  return search.has('action') || encodedToken(query, search) !== undefined;
};
