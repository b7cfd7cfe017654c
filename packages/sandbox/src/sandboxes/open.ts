import { SandboxClock } from '../clock/clock.ts';
import type { LogRequest, SandboxContext } from '../context.ts';
import { openStore, type SqliteStore } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { loadSecrets, seed } from '../db/seed.ts';
import { PaymentEvents } from '../events/payment-events.ts';
import { Webhooks } from '../events/webhooks.ts';
import { Mailer } from '../mail/mailer.ts';
import { createThrottles, type ThrottleLimits } from '../throttle/throttle.ts';

/** What one sandbox is made of, beyond its own database: the server's settings. */
export interface ContextSettings {
  /** The folder of its `sandbox.db`, or `:memory:`. */
  dataDir: string;
  now: () => number;
  log: (line: string) => void;
  logRequest: LogRequest;
  identifyKey?: string;
  smtpUrl?: string;
  publicUrl: string | undefined;
  webUrl: string | undefined;
  listenUrl: string;
  maxUnpaidBookings: number;
  throttle: Partial<ThrottleLimits>;
  passwordCost: number;
}

/** A sandbox's context as opened: its store is the node:sqlite one, whose handle the server hands to tests. */
export type OpenedContext = SandboxContext & { store: SqliteStore };

/**
 * One sandbox's world: its own database (migrated and seeded: customers, bookings, inventory,
 * outbox, throttles, secrets), its own test clock (its offset kept in that database) and its own
 * payment events. Nothing in it is shared with another sandbox.
 */
export const openContext = async (settings: ContextSettings): Promise<OpenedContext> => {
  const store = openStore(settings.dataDir);
  migrate(store, settings.now());
  const clock = new SandboxClock(settings.now, store);
  const now = clock.now;
  await seed(store, now(), settings.passwordCost);
  return {
    store,
    now,
    clock,
    log: settings.log,
    logRequest: settings.logRequest,
    secrets: loadSecrets(store, settings.identifyKey),
    mailer: new Mailer({ store, now, log: settings.log, smtpUrl: settings.smtpUrl }),
    events: new PaymentEvents(),
    webhooks: new Webhooks({ store, now, log: settings.log }),
    publicUrl: settings.publicUrl,
    listenUrl: settings.listenUrl,
    maxUnpaidBookings: settings.maxUnpaidBookings,
    throttles: createThrottles(settings.throttle, store, now),
    webUrl: settings.webUrl,
    passwordCost: settings.passwordCost,
  };
};

/** Ends what a context holds open: its streams, its mail transport, its database. */
export const closeContext = (ctx: SandboxContext): void => {
  ctx.events.closeAll();
  ctx.webhooks.close();
  ctx.mailer.close();
  ctx.store.close();
};
