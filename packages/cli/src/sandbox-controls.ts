import { z } from 'zod';
import type { Context } from './context.ts';
import { CliError } from './errors.ts';

/*
 * The sandbox's own controls (outbox, simulated payments, link factory, identify key). They are
 * not part of the booking API, so they are called here with plain fetch rather than through core.
 */

const mailSchema = z.object({ to: z.string(), subject: z.string(), text: z.string(), sentAt: z.string() });
export type SandboxMail = z.infer<typeof mailSchema>;

/**
 * The sandbox takes control POSTs as JSON only (a cross-site page cannot send that unasked), and
 * wants its control key as a bearer token when it has one (--sandbox-key, SANDBOX_CONTROL_KEY or
 * the profile's defaults.sandbox-key).
 */
const controlHeaders = (ctx: Context, method: Method): Record<string, string> => {
  const key = ctx.options.sandboxKey;
  return {
    ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
    ...(key ? { Authorization: `Bearer ${key}` } : {}),
  };
};

type Method = 'GET' | 'POST' | 'DELETE';

const controlError = z.object({ error: z.string() });

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Calls a control and parses its reply with `schema`, as every reply is parsed. */
export const call = async <S extends z.ZodType>(
  ctx: Context,
  method: Method,
  path: string,
  schema: S,
  body?: unknown,
): Promise<z.output<S>> => {
  const url = new URL(
    path,
    ctx.options.baseUrl.endsWith('/') ? ctx.options.baseUrl : `${ctx.options.baseUrl}/`,
  );
  let response: Response;
  try {
    response = await ctx.fetch(url, {
      method,
      headers: controlHeaders(ctx, method),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    throw new CliError('sandbox_failed', `Sandbox control ${path} unreachable at ${url.origin}`, {
      cause,
      url: url.href,
    });
  }
  const text = await response.text();
  const where = { url: url.href, status: response.status };
  if (!response.ok) {
    // The controls answer {"error": "..."}: the sandbox's own words.
    const said = controlError.safeParse(safeJson(text)).data?.error;
    throw new CliError('sandbox_failed', said ?? `Sandbox control ${path} answered HTTP ${response.status}`, {
      ...where,
      ...(said ? { serverMessage: said } : {}),
    });
  }
  const reply = schema.safeParse(safeJson(text));
  if (!reply.success) {
    throw new CliError('sandbox_failed', `Sandbox control ${path} answered an unexpected reply`, {
      ...where,
      cause: reply.error,
    });
  }
  return reply.data;
};

export const sandboxMail = async (ctx: Context, to: string): Promise<SandboxMail[]> =>
  (
    await call(
      ctx,
      'GET',
      `sandbox/mail?to=${encodeURIComponent(to)}`,
      z.object({ messages: z.array(mailSchema) }),
    )
  ).messages;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A QR's uuid pays its QR; anything else is taken as a kiosk pay reference. */
export const sandboxPay = (ctx: Context, target: string) =>
  UUID.test(target)
    ? call(ctx, 'POST', `sandbox/payments/${encodeURIComponent(target)}/pay`, settlementSchema)
    : call(ctx, 'POST', `sandbox/kiosk/${encodeURIComponent(target)}/pay`, settlementSchema);

const settlementSchema = z.looseObject({
  uuid: z.string(),
  status: z.string(),
  amount: z.number(),
  customer_service_id: z.number(),
  booking_status: z.string(),
});

const targetReply = z.looseObject({
  customer_service_id: z.number(),
  booking_number: z.string(),
  booking_status: z.string(),
});

/** `fail`, `expire` or `cancel` a payment uuid, kiosk reference or booking number. */
export const sandboxTarget = (ctx: Context, target: string, act: 'fail' | 'expire' | 'cancel') =>
  call(ctx, 'POST', `sandbox/targets/${encodeURIComponent(target)}/${act}`, targetReply);

export const sandboxReset = (ctx: Context) =>
  call(ctx, 'POST', 'sandbox/reset', z.object({ reset: z.boolean() }));

const clockSchema = z.object({
  now: z.string(),
  bangkok: z.string(),
  today: z.string(),
  offsetMs: z.number(),
});
export type SandboxClock = z.infer<typeof clockSchema>;

/** The sandbox's test clock: read it, or move it (`{advance}`, `{set}` or `{reset: true}`). */
export const sandboxClock = (
  ctx: Context,
  change?: { advance: string } | { set: string } | { reset: true },
) =>
  change === undefined
    ? call(ctx, 'GET', 'sandbox/clock', clockSchema)
    : call(ctx, 'POST', 'sandbox/clock', clockSchema, change);

export const identifyKey = async (ctx: Context): Promise<string> =>
  (await call(ctx, 'GET', 'identify-key', z.object({ key: z.string() }))).key;

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

const createdSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  apiUrl: z.string(),
  webUrl: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  key: z.string().optional(),
});
export type CreatedSandbox = z.infer<typeof createdSchema>;

/** A sandbox of its own on the server (isolated data, clock and outbox), made through the default one's controls. */
export const sandboxCreate = (ctx: Context, name?: string) =>
  call(ctx, 'POST', 'sandbox/sandboxes', createdSchema, name === undefined ? {} : { name });

export const sandboxList = async (ctx: Context) =>
  (await call(ctx, 'GET', 'sandbox/sandboxes', z.object({ sandboxes: z.array(createdSchema) }))).sandboxes;

export const sandboxDelete = (ctx: Context, id: string) =>
  call(ctx, 'DELETE', `sandbox/sandboxes/${encodeURIComponent(id)}`, z.object({ deleted: z.string() }));
