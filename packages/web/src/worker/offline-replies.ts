import { API_PREFIX, ENDPOINT_PATHS } from '@self-storage/core';
import { OFFLINE_REPLIES_CACHE, SAVED_AT_HEADER } from '#app/offline-protocol.ts';

/**
 * A booking's own reads, kept for reading it offline: its detail (`booking/current-service`) and
 * its statement. Every other API reply is only ever the network's.
 */
const KEPT_READS = [ENDPOINT_PATHS.currentService, ENDPOINT_PATHS.statement].map(
  (path) => `${API_PREFIX}${path}`,
);

const OK = 200;

export const isKeptRead = (request: Request): boolean =>
  request.method === 'POST' && KEPT_READS.includes(new URL(request.url).pathname);

/**
 * Where a reply is kept: the call, the booking and the language asked for. Never the session token
 * (it is in the request's body, which is not part of the key).
 */
const keyOf = async (request: Request): Promise<string | undefined> => {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => undefined);
  const id = (body as { customer_service_id?: unknown } | undefined)?.customer_service_id;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) return undefined;
  const url = new URL(request.url);
  const language = encodeURIComponent(request.headers.get('Accept-Language') ?? '');
  return `${url.origin}/offline${url.pathname}/${id}?language=${language}`;
};

/** Keeps an answered reply (not a refusal: an expired session's must not replace the booking). */
const keep = async (key: string, reply: Response): Promise<void> => {
  const text = await reply.text();
  const parsed = ((): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  })();
  if ((parsed as { response_code?: unknown } | undefined)?.response_code !== OK) return;
  const headers = new Headers({ 'Content-Type': reply.headers.get('Content-Type') ?? 'application/json' });
  headers.set(SAVED_AT_HEADER, reply.headers.get('Date') ?? new Date().toUTCString());
  const cache = await caches.open(OFFLINE_REPLIES_CACHE);
  await cache.put(key, new Response(text, { status: reply.status, headers }));
};

/**
 * The network's reply, a copy of which is kept; the kept one, marked with when it was given, only
 * when the network fails. `keepAlive` holds the worker until the copy is stored.
 */
export const networkThenKept = async (
  request: Request,
  keepAlive: (work: Promise<unknown>) => void,
): Promise<Response> => {
  const key = await keyOf(request);
  try {
    const reply = await fetch(request);
    if (key && reply.ok) keepAlive(keep(key, reply.clone()).catch(() => undefined));
    return reply;
  } catch (error) {
    const kept = key ? await caches.match(key, { cacheName: OFFLINE_REPLIES_CACHE }) : undefined;
    if (kept) return kept;
    throw error;
  }
};
