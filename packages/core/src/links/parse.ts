import { base64ToBytes, decodeUtf8 } from '../encoding/base64.ts';
import { encodedToken, queryOf } from './query.ts';
import type { DeepLink, InvalidLinkReason } from './types.ts';
import { MAX_LINK_QUERY_LENGTH } from './types.ts';

const WHOLE_NUMBER = /^\d{1,16}$/;

type Params = ReadonlyMap<string, string>;

const invalid = (reason: InvalidLinkReason, param?: string): DeepLink =>
  param === undefined ? { action: 'invalid', reason } : { action: 'invalid', reason, param };

/** First value wins, as URLSearchParams.get does. */
const toParams = (search: URLSearchParams): Params => {
  const params = new Map<string, string>();
  for (const [key, value] of search) if (!params.has(key)) params.set(key, value);
  return params;
};

/** JSON payloads may carry numbers; nested or other values are dropped and so read as missing. */
const paramsFromJson = (value: unknown): Params | undefined => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const params = new Map<string, string>();
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry === 'string') params.set(key, entry);
    else if (typeof entry === 'number' && Number.isFinite(entry)) params.set(key, String(entry));
  }
  return params;
};

/** The decoded text of an encoded link: a JSON object, or else a query string. */
const paramsFromPayload = (text: string): Params | undefined => {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) return toParams(new URLSearchParams(trimmed));
  try {
    return paramsFromJson(JSON.parse(trimmed));
  } catch {
    return undefined;
  }
};

type NumberRead = { ok: true; value: number | undefined } | { ok: false };

const readNumber = (params: Params, name: string, min: number): NumberRead => {
  const raw = params.get(name);
  if (raw === undefined || raw === '') return { ok: true, value: undefined };
  if (!WHOLE_NUMBER.test(raw)) return { ok: false };
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= min ? { ok: true, value } : { ok: false };
};

/** Tokens are base64 that hand-written links often leave unescaped, turning `+` into spaces. */
const readToken = (params: Params, name: string): string | undefined => {
  const raw = params.get(name)?.trim().replaceAll(' ', '+');
  return raw ? raw : undefined;
};

const interpret = (params: Params, encoded: boolean): DeepLink => {
  const action = params.get('action');
  switch (action) {
    case undefined:
      return encoded ? invalid('no_action') : { action: 'none' };
    case 'payment-success':
      return { action: 'payment-success' };
    case 'payment-fail': {
      const ser = readNumber(params, 'ser', 0);
      if (!ser.ok) return invalid('bad_number', 'ser');
      return ser.value === undefined
        ? { action: 'payment-fail' }
        : { action: 'payment-fail', ser: ser.value };
    }
    case 'payment': {
      const ser = readNumber(params, 'ser', 1);
      if (!ser.ok) return invalid('bad_number', 'ser');
      if (ser.value === undefined) return invalid('missing_param', 'ser');
      const p = readToken(params, 'p');
      const pns = readToken(params, 'pns');
      if (p === undefined && pns === undefined) return invalid('missing_param', 'p');
      return {
        action: 'payment',
        ser: ser.value,
        ...(p === undefined ? {} : { p }),
        ...(pns === undefined ? {} : { pns }),
        encoded,
      };
    }
    case 'service': {
      const p = readToken(params, 'p');
      if (p === undefined) return invalid('missing_param', 'p');
      const link: Extract<DeepLink, { action: 'service' }> = { action: 'service', p };
      for (const name of ['pid', 'ops', 'osm'] as const) {
        const read = readNumber(params, name, 1);
        if (!read.ok) return invalid('bad_number', name);
        if (read.value !== undefined) link[name] = read.value;
      }
      return link;
    }
    default:
      return invalid('unknown_action', 'action');
  }
};

/**
 * Reads the home page's query: plain (`?action=payment&ser=12&p=abc`), or the whole query as one
 * base64 token, bare (`?eyJhY3Rpb24iOi...`) or as `?q=<base64>`, of either a query string or a
 * JSON object. Takes a search string or a whole URL. Never throws: any input gives a DeepLink.
 */
export const parseDeepLink = (input: string): DeepLink => {
  if (typeof input !== 'string') return invalid('bad_payload');
  if (input.length > MAX_LINK_QUERY_LENGTH) return invalid('too_long');
  const query = queryOf(input).trim();
  if (query === '') return { action: 'none' };
  const search = new URLSearchParams(query);
  if (search.has('action')) return interpret(toParams(search), false);
  const token = encodedToken(query, search);
  if (token === undefined) return interpret(toParams(search), false);
  const bytes = base64ToBytes(token);
  if (bytes === undefined) return invalid('bad_base64');
  const text = decodeUtf8(bytes);
  const params = text === undefined ? undefined : paramsFromPayload(text);
  return params ? interpret(params, true) : invalid('bad_payload');
};
