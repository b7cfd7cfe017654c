import type { HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';
import { SANDBOX_ID } from './ids.ts';
import type { SandboxRegistry } from './registry.ts';

const PREFIX = /^\/sandboxes\/([^/]+)(\/.*)?$/;

/** Attributes of the sandbox's own pages (card page, QR page, mail viewer) that name a path on this server. */
const ABSOLUTE_PATH = /\b(href|src|action)="\/(?!\/)/g;

const json = (body: unknown, status: number): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });

/**
 * A page of a sandbox reached under `/sandboxes/<id>/` names its own paths (`/sandbox/card/…`,
 * the stylesheet, a redirect) from the root: they are given the prefix, so a form posted from the
 * card page reaches the same sandbox.
 */
const underPrefix = async (response: Response, prefix: string): Promise<Response> => {
  const location = response.headers.get('Location');
  const isHtml = (response.headers.get('Content-Type') ?? '').startsWith('text/html');
  if (!isHtml && !location?.startsWith('/')) return response;
  const headers = new Headers(response.headers);
  if (location?.startsWith('/') && !location.startsWith('//'))
    headers.set('Location', `${prefix}${location}`);
  if (!isHtml) return new Response(response.body, { status: response.status, headers });
  headers.delete('Content-Length');
  const body = (await response.text()).replace(ABSOLUTE_PATH, `$1="${prefix}/`);
  return new Response(body, { status: response.status, headers });
};

const hostOf = (request: Request, env: unknown): string =>
  (
    (env as Partial<HttpBindings> | undefined)?.incoming?.headers.host ??
    request.headers.get('Host') ??
    ''
  ).toLowerCase();

/**
 * The server's one entry: a created sandbox by its web host (`<id>.localhost:8080`)
 * or under `/sandboxes/<id>/`; everything else is the default sandbox's.
 */
export const dispatcher =
  (main: Hono, registry: SandboxRegistry, hosts: ReadonlySet<string>) =>
  async (request: Request, env: unknown): Promise<Response> => {
    const host = hostOf(request, env);
    const byHost = registry.byHost(host);
    const openByHost = byHost && (await registry.opened(byHost));
    if (openByHost) return openByHost.byHost.fetch(request, env);
    const url = new URL(request.url);
    const prefixed = PREFIX.exec(url.pathname);
    // An unknown host goes to the default sandbox, whose host check refuses it (421).
    if (!prefixed || !hosts.has(host)) return main.fetch(request, env);
    const [, id = '', rest = '/'] = prefixed;
    const entry = SANDBOX_ID.test(id) ? registry.use(id) : undefined;
    const open = entry && (await registry.opened(entry));
    if (!entry || !open)
      return json({ error: `No sandbox ${id} on this server (deleted, expired, or never made).` }, 404);
    // The web app of a sandbox lives on its own origin.
    if (
      rest === '/' &&
      request.method === 'GET' &&
      (request.headers.get('Accept') ?? '').includes('text/html')
    ) {
      return Response.redirect(`${entry.addresses.web}/`, 302);
    }
    url.pathname = rest;
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const inner = new Request(url, {
      method: request.method,
      headers: request.headers,
      signal: request.signal,
      ...(hasBody ? { body: request.body, duplex: 'half' } : {}),
    } as RequestInit);
    return underPrefix(await open.byPath.fetch(inner, env), `/sandboxes/${id}`);
  };
