import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { batchedLog } from './batched-log.ts';
import { DEMO_CUSTOMER } from './db/catalogue-data.ts';
import { isLoopback } from './http/hosts.ts';
import { TEST_CARDS } from './payments/card.ts';
import { createSandbox } from './server.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const WEB_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));

const env = process.env;
const port = Number(env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not ${env.PORT}`);
  process.exit(1);
}

const maxUnpaid = env.MAX_UNPAID_BOOKINGS ? Number(env.MAX_UNPAID_BOOKINGS) : undefined;
if (maxUnpaid !== undefined && !(Number.isInteger(maxUnpaid) && maxUnpaid > 0)) {
  console.error(`MAX_UNPAID_BOOKINGS must be a positive whole number, not ${env.MAX_UNPAID_BOOKINGS}`);
  process.exit(1);
}

const webRoot = existsSync(`${WEB_DIST}index.html`) ? WEB_DIST : undefined;
const sandbox = await createSandbox({
  port,
  host: env.HOST || '127.0.0.1',
  dataDir: env.DATA_DIR || `${REPO_ROOT}.data`,
  webRoot,
  publicUrl: env.PUBLIC_URL,
  webUrl: env.WEB_URL,
  smtpUrl: env.SMTP_URL,
  identifyKey: env.IDENTIFY_KEY,
  controls: env.SANDBOX_CONTROLS !== 'off',
  controlKey: env.SANDBOX_CONTROL_KEY,
  maxUnpaidBookings: maxUnpaid,
  allowedHosts: env.ALLOWED_HOSTS?.split(',').map((host) => host.trim()),
  log: batchedLog(),
  // This process is the sandbox alone: nothing else here needs the original Request and Response.
  overrideGlobalObjects: true,
});

const base = env.PUBLIC_URL || sandbox.url;
console.log(`Self-storage sandbox listening on ${sandbox.url}`);
console.log(
  webRoot ? `Web app: ${webRoot}` : 'Web app not built (npm run build); serving a placeholder at /',
);
console.log(`Demo account: ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`);
if (env.HOST && !isLoopback(env.HOST) && !env.PUBLIC_URL) {
  console.log(
    `PUBLIC_URL is not set: links and payment URLs point at ${sandbox.url}, and only this machine's addresses are answered`,
  );
}
if (sandbox.controls) {
  console.log(
    `Simulate a QR payment: open ${base}/sandbox/qr/<uuid> or curl -X POST -H 'Content-Type: application/json' ${base}/sandbox/payments/<uuid>/pay`,
  );
  console.log(`Test cards: ${TEST_CARDS.success} succeeds, ${TEST_CARDS.declined} is declined`);
  console.log(`Mail: ${base}/sandbox/mail?to=<email>   Docs: ${base}/sandbox/docs`);
}

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  sandbox.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
