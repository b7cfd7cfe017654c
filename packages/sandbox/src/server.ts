import type { AddressInfo } from 'node:net';
import type { DatabaseSync } from 'node:sqlite';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { applyOverduePolicy } from './bookings/overdue.ts';
import { SandboxClock } from './clock/clock.ts';
import type { SandboxContext } from './context.ts';
import { MEMORY, openStore } from './db/database.ts';
import { migrate } from './db/migrations.ts';
import { loadSecrets, seed } from './db/seed.ts';
import { allowedHosts, isLoopback } from './http/hosts.ts';
import { Mailer } from './mail/mailer.ts';
import { PaymentEvents } from './payments/events.ts';
import { createThrottles, type ThrottleLimits } from './throttle/throttle.ts';

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
  close(): Promise<void>;
}

const OVERDUE_SWEEP_MS = 60_000;

/** Enough for a customer to book two units at once, too few to empty a size. */
const DEFAULT_MAX_UNPAID_BOOKINGS = 2;

const withoutTrailingSlash = (url: string | undefined): string | undefined =>
  url?.replace(/\/+$/, '') || undefined;

const urlHost = (host: string): string => {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
};

/** Starts the sandbox: database (migrated and seeded), HTTP server, controls. */
export const createSandbox = async (options: SandboxOptions = {}): Promise<Sandbox> => {
  const log = options.log ?? (() => {});
  const host = options.host ?? '127.0.0.1';
  const store = openStore(options.dataDir ?? MEMORY);
  migrate(store, (options.now ?? Date.now)());
  const clock = new SandboxClock(options.now ?? Date.now, store);
  const now = clock.now;
  await seed(store, now());
  const ctx: SandboxContext = {
    store,
    now,
    clock,
    log,
    secrets: loadSecrets(store, options.identifyKey),
    mailer: new Mailer({ store, now, log, smtpUrl: options.smtpUrl }),
    events: new PaymentEvents(),
    publicUrl: withoutTrailingSlash(options.publicUrl),
    listenUrl: '',
    maxUnpaidBookings: options.maxUnpaidBookings ?? DEFAULT_MAX_UNPAID_BOOKINGS,
    throttles: createThrottles(options.throttle ?? {}, store, now),
    webUrl: withoutTrailingSlash(options.webUrl),
  };
  const controlKey = options.controlKey || undefined;
  const controls = (options.controls ?? true) && (isLoopback(host) || controlKey !== undefined);
  if ((options.controls ?? true) && !controls) {
    log(`controls: off, since ${host} is not loopback and no SANDBOX_CONTROL_KEY is set`);
  }
  const hosts = new Set<string>();
  const app = createApp(ctx, {
    controls: controls ? { key: controlKey } : undefined,
    webRoot: options.webRoot,
    hosts,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve(
      {
        fetch: app.fetch,
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
  for (const allowed of allowedHosts(host, port, [
    ctx.publicUrl,
    ctx.webUrl,
    ...(options.allowedHosts ?? []),
  ])) {
    hosts.add(allowed);
  }
  // The overdue policy runs each minute (and whenever the test clock moves).
  applyOverduePolicy(ctx);
  const overdue = setInterval(() => {
    try {
      applyOverduePolicy(ctx);
    } catch (error) {
      log(
        `error: overdue policy: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    }
  }, OVERDUE_SWEEP_MS);
  overdue.unref();
  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    db: store.db,
    controls,
    close: () => {
      closing ??= new Promise<void>((resolve) => {
        clearInterval(overdue);
        ctx.events.closeAll();
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      }).finally(() => {
        ctx.mailer.close();
        store.close();
      });
      return closing;
    },
  };
};
