import { isSelfStorageError } from '@self-storage/core';
import type { SandboxMail } from '@self-storage/core/sandbox';
import { SandboxControls } from '@self-storage/core/sandbox';
import type { Context } from './context.ts';
import { CliError } from './errors.ts';

export type { CreatedSandbox, SandboxClock } from '@self-storage/core/sandbox';

/*
 * The sandbox's own controls (outbox, simulated payments, test clock, sandboxes of one's own,
 * identify key), through core's typed helper, with the control key of --sandbox-key,
 * SANDBOX_CONTROL_KEY or the profile's defaults.sandbox-key.
 */

const controls = (ctx: Context) =>
  new SandboxControls({ baseUrl: ctx.options.baseUrl, key: ctx.options.sandboxKey, fetch: ctx.fetch });

/** A control's failure as the CLI's: `sandbox_failed`, with the sandbox's own words when it said any. */
const call = async <T>(ctx: Context, control: (sandbox: SandboxControls) => Promise<T>): Promise<T> => {
  try {
    return await control(controls(ctx));
  } catch (error) {
    if (!isSelfStorageError(error)) throw error;
    throw new CliError('sandbox_failed', error.message, {
      ...(error.cause === undefined ? {} : { cause: error.cause }),
      ...(error.url ? { url: error.url } : {}),
      ...(error.status ? { status: error.status } : {}),
      ...(error.serverMessage ? { serverMessage: error.serverMessage } : {}),
    });
  }
};

/** The mails to `to`, as the CLI shows them: without the HTML part and attachments. */
export const sandboxMail = async (ctx: Context, to: string): Promise<SandboxMailLine[]> =>
  (await call(ctx, (sandbox) => sandbox.outbox(to))).map(({ to, subject, text, sentAt }) => ({
    to,
    subject,
    text,
    sentAt,
  }));
export type SandboxMailLine = Pick<SandboxMail, 'to' | 'subject' | 'text' | 'sentAt'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A QR's uuid pays its QR; anything else is taken as a kiosk pay reference. */
export const sandboxPay = (ctx: Context, target: string) =>
  call(ctx, (sandbox) => (UUID.test(target) ? sandbox.pay(target) : sandbox.payAtKiosk(target)));

/** `fail`, `expire` or `cancel` a payment uuid, kiosk reference or booking number. */
export const sandboxTarget = (ctx: Context, target: string, act: 'fail' | 'expire' | 'cancel') =>
  call(ctx, (sandbox) =>
    act === 'fail'
      ? sandbox.failPayment(target)
      : act === 'expire'
        ? sandbox.expirePayment(target)
        : sandbox.cancelBooking(target),
  );

export const sandboxReset = (ctx: Context) => call(ctx, (sandbox) => sandbox.reset());

/** The sandbox's test clock: read it, or move it (`{advance}`, `{set}` or `{reset: true}`). */
export const sandboxClock = (
  ctx: Context,
  change?: { advance: string } | { set: string } | { reset: true },
) =>
  call(ctx, (sandbox) =>
    change === undefined
      ? sandbox.clock()
      : 'advance' in change
        ? sandbox.advanceClock(change.advance)
        : 'set' in change
          ? sandbox.setClock(change.set)
          : sandbox.resetClock(),
  );

export const identifyKey = (ctx: Context): Promise<string> => call(ctx, (sandbox) => sandbox.identifyKey());

const OTP = /\b(\d{6})\b/;

/**
 * The newest OTP mailed to `email` at or after `since` (ms), polled until `timeoutMs`: the
 * sandbox sends mail asynchronously, so it may land a moment after send-otp answers.
 */
export const otpFromOutbox = async (ctx: Context, email: string, since: number, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const code = (await sandboxMail(ctx, email))
      // A second of slack: the outbox may stamp whole seconds.
      .filter((mail) => Date.parse(mail.sentAt) >= since - 1000)
      .sort((a, b) => Date.parse(b.sentAt) - Date.parse(a.sentAt))
      .map((mail) => OTP.exec(`${mail.subject}\n${mail.text}`)?.[1])
      .find((found) => found !== undefined);
    if (code) return code;
    if (Date.now() > deadline) {
      throw new CliError('sandbox_failed', `No OTP mail for ${email} in the sandbox outbox`, {
        key: 'cli.details.problems.noOtpMail',
        vars: { email },
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/** `<server>/sandboxes/<id>`: a created sandbox's address, as `sandbox create` prints it. */
const CREATED_SANDBOX_URL = /^(.*)\/sandboxes\/[^/]+\/?$/;

/**
 * Creating, listing and deleting sandboxes are the server's controls, which a created sandbox's
 * address does not have: its 404 says which address to use instead.
 */
const onServer = async <T>(
  ctx: Context,
  command: string,
  control: (sandbox: SandboxControls) => Promise<T>,
  notFound?: (error: CliError) => CliError,
): Promise<T> => {
  try {
    return await call(ctx, control);
  } catch (error) {
    if (!(error instanceof CliError) || error.status !== 404) throw error;
    const server = CREATED_SANDBOX_URL.exec(ctx.options.baseUrl)?.[1];
    if (server === undefined) throw notFound ? notFound(error) : error;
    throw new CliError('sandbox_failed', error.message, {
      key: 'cli.details.sandboxWrongServer',
      vars: { url: ctx.options.baseUrl, command: `self-storage --base-url ${server} ${command}` },
      status: 404,
      ...(error.url ? { url: error.url } : {}),
    });
  }
};

/** A sandbox of its own on the server (isolated data, clock and outbox), made through the default one's controls. */
export const sandboxCreate = (ctx: Context, name?: string) =>
  onServer(ctx, 'sandbox create', (sandbox) => sandbox.createSandbox(name === undefined ? {} : { name }));

export const sandboxList = (ctx: Context) =>
  onServer(ctx, 'sandbox list', (sandbox) => sandbox.listSandboxes());

export const sandboxDelete = (ctx: Context, id: string) =>
  onServer(
    ctx,
    `sandbox delete ${id}`,
    (sandbox) => sandbox.deleteSandbox(id),
    (error) =>
      new CliError('sandbox_failed', error.message, {
        key: 'cli.details.sandboxNotFound',
        vars: { id, url: ctx.options.baseUrl, command: 'self-storage sandbox list' },
        status: 404,
        ...(error.url ? { url: error.url } : {}),
        ...(error.serverMessage ? { serverMessage: error.serverMessage } : {}),
      }),
  );

/** The sandbox's events, oldest first, after an event id or of a booking. */
export const sandboxEvents = (ctx: Context, filter: { after?: string; booking?: string; type?: string }) =>
  call(ctx, (sandbox) => sandbox.events(filter));

/** The id of the sandbox's latest event, or undefined before the first. */
export const sandboxLatestEvent = async (ctx: Context): Promise<string | undefined> =>
  (await call(ctx, (sandbox) => sandbox.events({ order: 'newest', limit: 1 })))[0]?.id;

export const sandboxEvent = (ctx: Context, id: string) => call(ctx, (sandbox) => sandbox.event(id));

export const sandboxResend = (ctx: Context, id: string, endpoint?: string) =>
  call(ctx, (sandbox) => sandbox.resendEvent(id, endpoint));

/** Scans a pass's QR payload or keypad PIN at a branch's gate, as its reader would. */
export const sandboxGateScan = (ctx: Context, branch: number, code: string) =>
  call(ctx, (sandbox) => sandbox.gate.scan({ branch, code }));
