import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { batchedLog } from './batched-log.ts';
import { parseDuration } from './clock/clock.ts';
import { DEMO_CUSTOMER } from './db/catalogue-data.ts';
import { isLoopback } from './http/hosts.ts';
import { LOG_FORMATS, type LogFormat, messageLine } from './http/log.ts';
import { TEST_CARDS } from './payments/card.ts';
import { createSandbox } from './server.ts';
import { DEFAULT_THROTTLE_LIMITS } from './throttle/throttle.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const WEB_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));

const USAGE = `Usage: self-storage-sandbox [--port <n>] [--host <address>] [--data-dir <folder>]

Starts the sandbox booking API (and the built web app) on one port. Each flag wins over its
environment variable (PORT, HOST, DATA_DIR); every other setting is an environment variable:
PUBLIC_URL, WEB_URL, ALLOWED_HOSTS, SMTP_URL, IDENTIFY_KEY, SANDBOX_CONTROLS, SANDBOX_CONTROL_KEY,
MAX_UNPAID_BOOKINGS, REGISTRATIONS_PER_ADDRESS, MAX_SANDBOXES, SANDBOX_IDLE_TTL, LOG_FORMAT
(docs/sandbox.md).`;

// Read first, so that every line printed after it, a refused setting's included, is in its format.
const logFormat = (process.env.LOG_FORMAT || 'text') as LogFormat;

/** A line of the banner or of a note: as it is, or one JSON object under LOG_FORMAT=json. */
const say = (line: string): void => console.log(messageLine(logFormat, line));

/** An error with its stack, as one line of the log under LOG_FORMAT=json. */
const described = (error: unknown): string =>
  error instanceof Error ? (error.stack ?? error.message) : String(error);

const fail = (message: string): never => {
  console.error(messageLine(logFormat, message));
  process.exit(1);
};

if (!LOG_FORMATS.includes(logFormat)) {
  console.error(`LOG_FORMAT must be text or json, not ${process.env.LOG_FORMAT}`);
  process.exit(1);
}

let flags: { port?: string; host?: string; 'data-dir'?: string; help?: boolean };
try {
  flags = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }).values;
} catch (error) {
  fail(`${(error as Error).message}\n\n${USAGE}`);
  flags = {};
}
if (flags.help) {
  console.log(USAGE);
  process.exit(0);
}

const env = process.env;
const portText = flags.port ?? env.PORT ?? '8080';
const port = Number(portText);
if (!/^\d+$/.test(portText) || port > 65535) fail(`PORT must be a port number, not ${portText}`);

const positive = (name: string): number | undefined => {
  const value = env[name];
  if (!value) return undefined;
  const number = Number(value);
  if (!(Number.isInteger(number) && number > 0))
    fail(`${name} must be a positive whole number, not ${value}`);
  return number;
};

const registrationsPerAddress = positive('REGISTRATIONS_PER_ADDRESS');

const idleText = env.SANDBOX_IDLE_TTL;
const sandboxIdleMs = idleText ? parseDuration(idleText) : undefined;
if (idleText && !sandboxIdleMs)
  fail(`SANDBOX_IDLE_TTL must be a duration such as 30m, 12h or 7d, not ${idleText}`);

const host = flags.host ?? (env.HOST || '127.0.0.1');
const webRoot = existsSync(`${WEB_DIST}index.html`) ? WEB_DIST : undefined;
const sandbox = await createSandbox({
  port,
  host,
  dataDir: flags['data-dir'] ?? (env.DATA_DIR || `${REPO_ROOT}.data`),
  webRoot,
  publicUrl: env.PUBLIC_URL,
  webUrl: env.WEB_URL,
  smtpUrl: env.SMTP_URL,
  identifyKey: env.IDENTIFY_KEY,
  controls: env.SANDBOX_CONTROLS !== 'off',
  controlKey: env.SANDBOX_CONTROL_KEY,
  maxUnpaidBookings: positive('MAX_UNPAID_BOOKINGS'),
  // Behind a proxy (or a load test on loopback) every registration comes from one address.
  ...(registrationsPerAddress === undefined
    ? {}
    : {
        throttle: {
          addressRegistrations: {
            ...DEFAULT_THROTTLE_LIMITS.addressRegistrations,
            free: registrationsPerAddress,
          },
        },
      }),
  maxSandboxes: positive('MAX_SANDBOXES'),
  sandboxIdleMs,
  allowedHosts: env.ALLOWED_HOSTS?.split(',').map((name) => name.trim()),
  log: batchedLog({ stamp: logFormat === 'text' }),
  logFormat,
  // This process is the sandbox alone: nothing else here needs the original Request and Response.
  overrideGlobalObjects: true,
}).catch((error: unknown) => fail(described(error)));

const base = env.PUBLIC_URL || sandbox.url;
say(`Self-storage sandbox listening on ${sandbox.url}`);
say(webRoot ? `Web app: ${webRoot}` : 'Web app not built (npm run build); serving a placeholder at /');
say(`Demo account: ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`);
if (!isLoopback(host) && !env.PUBLIC_URL) {
  say(
    `PUBLIC_URL is not set: links and payment URLs point at ${sandbox.url}, and only this machine's addresses are answered`,
  );
}
if (sandbox.controls) {
  // A placeholder, never the key: banners end up in shared logs.
  const keyHeader = env.SANDBOX_CONTROL_KEY ? `-H 'Authorization: Bearer <SANDBOX_CONTROL_KEY>' ` : '';
  say(
    `Simulate a QR payment: open ${base}/sandbox/qr/<uuid> or curl -X POST ${keyHeader}-H 'Content-Type: application/json' ${base}/sandbox/payments/<uuid>/pay`,
  );
  say(`Test cards: ${TEST_CARDS.success} succeeds, ${TEST_CARDS.declined} is declined`);
  say(`Mail: ${base}/sandbox/mail?to=<email>   Docs: ${base}/sandbox/docs`);
  say(`A sandbox of your own: self-storage sandbox create (or POST ${base}/sandbox/sandboxes)`);
}

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  say(`${signal}: shutting down`);
  sandbox.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(messageLine(logFormat, described(error)));
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
