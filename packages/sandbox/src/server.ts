import type { AddressInfo } from 'node:net';
import type { DatabaseSync } from 'node:sqlite';
import { serve } from '@hono/node-server';
import { MAX_UNPAID_BOOKINGS } from '@self-storage/core';
import { createApp } from './app.ts';
import { registerSandboxControls } from './controls/sandboxes.ts';
import { keyDigest } from './crypto/control-keys.ts';
import { isPasswordCost, PASSWORD_COST } from './crypto/passwords.ts';
import { MEMORY } from './db/database.ts';
import { allowedHosts, isLoopback } from './http/hosts.ts';
import { type LogFormat, messageLine, requestLine } from './http/log.ts';
import { applyDuePolicies } from './policies.ts';
import { dispatcher } from './sandboxes/dispatch.ts';
import { closeContext, openContext } from './sandboxes/open.ts';
import { SandboxRegistry } from './sandboxes/registry.ts';
import type { ThrottleLimits } from './throttle/throttle.ts';

export interface SandboxOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Folder of `sandbox.db`, created if missing; `:memory:` (the default) keeps nothing. */
  dataDir?: string;
  /** A built web app to serve at `/`. */
  webRoot?: string;
  /** Public origin of the API, for callback and card URLs; default the listen address. */
  publicUrl?: string;
  /** Origin of the web app, for redirects and mail links; default the public origin. */
  webUrl?: string;
  /** The clock, epoch milliseconds; tests move it forward. The test clock control moves it further. */
  now?: () => number;
  /** `smtp://user:pass@host:port`: mails are also delivered, not only kept in the outbox. */
  smtpUrl?: string;
  /**
   * The /sandbox/* controls (default true). They are on only while the server listens on loopback,
   * or when `controlKey` is set: then every control request must carry it as a bearer token.
   */
  controls?: boolean;
  /** Bearer key of the controls (SANDBOX_CONTROL_KEY); required to have them on a non-loopback listen. */
  controlKey?: string;
  /** Host headers answered beside the listen address, PUBLIC_URL's and WEB_URL's (`host[:port]` or origins). */
  allowedHosts?: readonly string[];
  /** Passphrase of service links; default a random one made at first start and kept in the database. */
  identifyKey?: string;
  /**
   * Limits on wrong passwords and mails per account and per address (docs/security.md); a test
   * suite that logs in wrongly or registers a lot from one address may raise them.
   */
  throttle?: Partial<ThrottleLimits>;
  /** Most bookings one customer may hold unpaid at once (default 2). */
  maxUnpaidBookings?: number;
  /** Where request and error lines go; default nowhere. */
  log?: (line: string) => void;
  /** `text` (default): `GET /path 200 3ms`; `json`: one JSON object a line (LOG_FORMAT=json). */
  logFormat?: LogFormat;
  /**
   * scrypt's N for new password hashes (default 16384, about 50 ms a hash): a power of two from
   * 1024 to 32768. Only for a test suite, which registers and logs in thousands of times; a hash
   * keeps its own cost, so it verifies whatever this is. The server's command line has no such
   * setting.
   */
  passwordCost?: number;
  /** Sandboxes that may be created beside the default one (default 20). */
  maxSandboxes?: number;
  /** A created sandbox unused this long is deleted with its data (default 24 hours). */
  sandboxIdleMs?: number;
  /**
   * Replace the process's global Request and Response with @hono/node-server's lightweight ones,
   * which answer without a web stream per response. Default false:
   * a process that shares them with other code (tests, a host app) keeps the originals.
   */
  overrideGlobalObjects?: boolean;
}

export interface Sandbox {
  /** `http://host:port`, no trailing slash. */
  url: string;
  port: number;
  db: DatabaseSync;
  /** Whether the /sandbox/* controls are on (see `controls`). */
  controls: boolean;
  /** The sandboxes created beside the default one (`POST /sandbox/sandboxes`). */
  sandboxes: SandboxRegistry;
  close(): Promise<void>;
}

const OVERDUE_SWEEP_MS = 60_000;

const DEFAULT_MAX_SANDBOXES = 20;
const DEFAULT_SANDBOX_IDLE_MS = 24 * 3600 * 1000;

const withoutTrailingSlash = (url: string | undefined): string | undefined =>
  url?.replace(/\/+$/, '') || undefined;

const urlHost = (host: string): string => {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
};

/**
 * Starts the server: the default sandbox (what `npm start` serves: database migrated and seeded,
 * controls), the sandboxes created beside it (sandboxes/registry.ts), and the HTTP server.
 */
export const createSandbox = async (options: SandboxOptions = {}): Promise<Sandbox> => {
  const sink = options.log ?? (() => {});
  const logFormat = options.logFormat ?? 'text';
  const log = (line: string) => sink(messageLine(logFormat, line));
  const host = options.host ?? '127.0.0.1';
  const baseNow = options.now ?? Date.now;
  const dataDir = options.dataDir ?? MEMORY;
  const shared = {
    now: baseNow,
    smtpUrl: options.smtpUrl,
    listenUrl: '',
    maxUnpaidBookings: options.maxUnpaidBookings ?? MAX_UNPAID_BOOKINGS,
    throttle: options.throttle ?? {},
    passwordCost: options.passwordCost ?? PASSWORD_COST,
  };
  if (!isPasswordCost(shared.passwordCost))
    throw new RangeError(
      `passwordCost must be a power of two from 1024 to 32768, not ${shared.passwordCost}`,
    );
  const ctx = await openContext({
    ...shared,
    dataDir,
    log,
    logRequest: (entry) => sink(requestLine(logFormat, entry)),
    identifyKey: options.identifyKey,
    publicUrl: withoutTrailingSlash(options.publicUrl),
    webUrl: withoutTrailingSlash(options.webUrl),
  });
  const controlKey = options.controlKey || undefined;
  const controls = (options.controls ?? true) && (isLoopback(host) || controlKey !== undefined);
  if ((options.controls ?? true) && !controls) {
    log(`controls: off, since ${host} is not loopback and no SANDBOX_CONTROL_KEY is set`);
  }
  const hosts = new Set<string>();
  const registry = new SandboxRegistry({
    dataDir,
    settings: shared,
    log: sink,
    logFormat,
    now: baseNow,
    idleMs: options.sandboxIdleMs ?? DEFAULT_SANDBOX_IDLE_MS,
    max: options.maxSandboxes ?? DEFAULT_MAX_SANDBOXES,
    serverKey: controlKey,
    controls,
    webRoot: options.webRoot,
    hosts,
    origin: () => ctx.publicUrl ?? ctx.listenUrl,
    createApp,
  });
  const app = createApp(ctx, {
    controls: controls ? { keyDigests: controlKey ? [keyDigest(controlKey)] : [] } : undefined,
    webRoot: options.webRoot,
    hosts,
    serverRoutes: (routes) => {
      // For a load balancer: answers while the server takes requests; no secret, nothing cached.
      routes.get('/healthz', (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json({ status: 'ok', sandboxes: registry.list().length + 1 });
      });
      if (controls) registerSandboxControls(routes, registry);
    },
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve(
      {
        fetch: dispatcher(app, registry, hosts),
        port: options.port ?? 0,
        hostname: host,
        overrideGlobalObjects: options.overrideGlobalObjects ?? false,
      },
      () => resolve(started),
    );
    started.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${urlHost(host)}:${port}`;
  ctx.listenUrl = url;
  shared.listenUrl = url;
  for (const allowed of allowedHosts(host, port, [
    ctx.publicUrl,
    ctx.webUrl,
    ...(options.allowedHosts ?? []),
  ])) {
    hosts.add(allowed);
  }
  await registry.load();
  // The overdue policy runs each minute (and whenever the test clock moves); unused sandboxes expire.
  const sweep = () => {
    try {
      applyDuePolicies(ctx);
      registry.sweep();
      registry.applyDuePolicies();
    } catch (error) {
      log(
        `error: overdue policy: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    }
  };
  sweep();
  const overdue = setInterval(sweep, OVERDUE_SWEEP_MS);
  overdue.unref();
  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    db: ctx.store.db,
    controls,
    sandboxes: registry,
    close: () => {
      closing ??= new Promise<void>((resolve) => {
        clearInterval(overdue);
        ctx.events.closeAll();
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      })
        .then(() => registry.close())
        .finally(() => closeContext(ctx));
      return closing;
    },
  };
};
