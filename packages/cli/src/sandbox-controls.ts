import type { Context } from './context.ts';
import { CliError } from './errors.ts';

/*
 * The sandbox's own controls (outbox, simulated payments, link factory, identify key). They are
 * not part of the booking API, so they are called here with plain fetch rather than through core.
 */

export interface SandboxMail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/**
 * The sandbox takes control POSTs as JSON only (a cross-site page cannot send that unasked), and
 * wants its SANDBOX_CONTROL_KEY as a bearer token when one is set.
 */
const controlHeaders = (method: 'GET' | 'POST'): Record<string, string> => {
  const key = process.env.SANDBOX_CONTROL_KEY;
  return {
    ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
    ...(key ? { Authorization: `Bearer ${key}` } : {}),
  };
};

const call = async <T>(ctx: Context, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
  const url = new URL(
    path,
    ctx.options.baseUrl.endsWith('/') ? ctx.options.baseUrl : `${ctx.options.baseUrl}/`,
  );
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: controlHeaders(method),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    throw new CliError('sandbox_failed', `Sandbox control ${path} unreachable at ${url.origin}`, { cause });
  }
  const text = await response.text();
  if (!response.ok) {
    throw new CliError('sandbox_failed', `Sandbox control ${path} answered HTTP ${response.status}: ${text}`);
  }
  try {
    return JSON.parse(text) as T;
  } catch (cause) {
    throw new CliError('sandbox_failed', `Sandbox control ${path} did not answer JSON`, { cause });
  }
};

export const sandboxMail = async (ctx: Context, to: string): Promise<SandboxMail[]> =>
  (await call<{ messages: SandboxMail[] }>(ctx, 'GET', `sandbox/mail?to=${encodeURIComponent(to)}`)).messages;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A QR's uuid pays its QR; anything else is taken as a kiosk pay reference. */
export const sandboxPay = (ctx: Context, target: string): Promise<unknown> =>
  UUID.test(target)
    ? call(ctx, 'POST', `sandbox/payments/${encodeURIComponent(target)}/pay`)
    : call(ctx, 'POST', `sandbox/kiosk/${encodeURIComponent(target)}/pay`);

export const identifyKey = async (ctx: Context): Promise<string> =>
  (await call<{ key: string }>(ctx, 'GET', 'identify-key')).key;

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
      throw new CliError('sandbox_failed', `No OTP mail for ${email} in the sandbox outbox`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};
