import { hostname, networkInterfaces } from 'node:os';
import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';

const LOOPBACK_NAMES = new Set(['localhost', '::1', '[::1]']);
const WILDCARDS = new Set(['0.0.0.0', '::', '[::]', '']);

/** A listen address only this machine can reach. */
export const isLoopback = (host: string): boolean =>
  LOOPBACK_NAMES.has(host) || /^127\.\d+\.\d+\.\d+$/.test(host);

const bracketed = (address: string): string =>
  address.includes(':') && !address.startsWith('[') ? `[${address}]` : address;

/** `host[:port]` as the Host header says it, for an origin, a bare host or a `host:port`. */
const hostOf = (entry: string): string | undefined => {
  try {
    return new URL(entry.includes('://') ? entry : `http://${entry}`).host.toLowerCase();
  } catch {
    return undefined;
  }
};

/**
 * The Host headers this server answers: its listen address (with `localhost` and `[::1]` on
 * loopback, every interface address on a wildcard listen), the public and web origins and the
 * extra ones configured. Anything else is refused, so a DNS name an attacker points at this
 * address (DNS rebinding) cannot reach the API or the controls from a browser.
 */
export const allowedHosts = (
  listenHost: string,
  port: number,
  extra: readonly (string | undefined)[],
): Set<string> => {
  const names = new Set<string>();
  if (isLoopback(listenHost) || WILDCARDS.has(listenHost)) {
    for (const name of ['127.0.0.1', 'localhost', '[::1]']) names.add(name);
  }
  if (WILDCARDS.has(listenHost)) {
    names.add(hostname().toLowerCase());
    for (const list of Object.values(networkInterfaces())) {
      for (const info of list ?? []) names.add(bracketed(info.address.toLowerCase()));
    }
  } else {
    names.add(bracketed(listenHost.toLowerCase()));
  }
  const hosts = new Set<string>();
  for (const name of names) {
    const host = hostOf(`${name}:${port}`);
    if (host) hosts.add(host);
  }
  for (const entry of extra) {
    const host = entry ? hostOf(entry) : undefined;
    if (host) hosts.add(host);
  }
  return hosts;
};

/** Refuses (421) a request whose Host header is not one of `hosts`. */
export const hostCheck =
  (hosts: ReadonlySet<string>): MiddlewareHandler =>
  async (c, next) => {
    const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
    const host = (incoming ? incoming.headers.host : c.req.header('Host'))?.toLowerCase();
    if (host && hosts.has(host)) return next();
    return c.json(
      {
        error:
          'This server does not answer for this host name. Set PUBLIC_URL (or ALLOWED_HOSTS) to the address clients use.',
      },
      421,
    );
  };
