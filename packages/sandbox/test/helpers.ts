import { createHash } from 'node:crypto';
import {
  API_PREFIX,
  type EndpointName,
  type ReplyOf,
  type RequestOf,
  SelfStorageClient,
} from '@self-storage/core';
import { endpoints } from '@self-storage/core/contract';
import { expect } from 'vitest';
import { createSandbox, type Sandbox, type SandboxOptions, TEST_PASSWORD_COST } from '../src/index.ts';
import { addDays, bangkokDate } from '../src/time.ts';

/** 10:00 in Bangkok on 1 March 2026: every test starts from the same instant. */
export const START = Date.parse('2026-03-01T03:00:00Z');
export const TODAY = '2026-03-01';

export interface TestSandbox extends Sandbox {
  clock: { now: number };
  client: SelfStorageClient;
  lines: string[];
  /** Moves the injected clock forward. */
  advance(ms: number): void;
  today(): string;
}

export const startSandbox = async (options: SandboxOptions = {}): Promise<TestSandbox> => {
  const clock = { now: START };
  const lines: string[] = [];
  const sandbox = await createSandbox({
    port: 0,
    dataDir: ':memory:',
    now: () => clock.now,
    log: (line) => lines.push(line),
    passwordCost: TEST_PASSWORD_COST,
    ...options,
  });
  return {
    ...sandbox,
    clock,
    lines,
    client: new SelfStorageClient({ baseUrl: sandbox.url, language: 'en' }),
    advance: (ms) => {
      clock.now += ms;
    },
    today: () => bangkokDate(clock.now),
  };
};

export const day = (offset: number): string => addDays(TODAY, offset);

export interface Raw {
  status: number;
  body: Record<string, unknown>;
}

/** POSTs any body (or raw text) to a path of the API and returns the HTTP status and JSON. */
export const post = async (
  sb: Sandbox,
  path: string,
  body: unknown,
  init: RequestInit = {},
): Promise<Raw> => {
  const res = await fetch(`${sb.url}${API_PREFIX}${path}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
    // The tests read the English messages unless they ask for Thai (the server's default).
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en', ...(init.headers as object) },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

/**
 * Calls an endpoint over raw HTTP. A success is parsed with the core reply schema (so every
 * success reply the tests see satisfies the contract); a refusal must still be a clear envelope.
 */
export const call = async <N extends EndpointName>(
  sb: Sandbox,
  name: N,
  body: RequestOf<N> | Record<string, unknown>,
): Promise<
  { ok: true; reply: ReplyOf<N> } | { ok: false; code: number; message: string; raw: Raw['body'] }
> => {
  const { status, body: raw } = await post(sb, endpoints[name].path, body);
  expect(typeof raw.response_code).toBe('number');
  expect(typeof raw.response_message).toBe('string');
  if (raw.response_code === 200) {
    expect(status).toBe(200);
    return { ok: true, reply: endpoints[name].reply.parse(raw) as ReplyOf<N> };
  }
  expect(String(raw.response_message).length).toBeGreaterThan(5);
  return { ok: false, code: raw.response_code as number, message: raw.response_message as string, raw };
};

/** The reply of a call that must succeed. */
export const succeed = async <N extends EndpointName>(
  sb: Sandbox,
  name: N,
  body: RequestOf<N>,
): Promise<ReplyOf<N>> => {
  const result = await call(sb, name, body);
  if (!result.ok) throw new Error(`${name} refused: ${result.code} ${result.message}`);
  return result.reply;
};

/** The refusal of a call that must be refused. */
export const refused = async <N extends EndpointName>(
  sb: Sandbox,
  name: N,
  body: RequestOf<N> | Record<string, unknown>,
): Promise<{ code: number; message: string; raw: Raw['body'] }> => {
  const result = await call(sb, name, body);
  if (result.ok) throw new Error(`${name} should have been refused`);
  return result;
};

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

export const mails = async (sb: Sandbox, to: string): Promise<MailMessage[]> => {
  const res = await fetch(`${sb.url}/sandbox/mail?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: MailMessage[] }).messages;
};

export const lastOtp = async (sb: Sandbox, email: string): Promise<string> => {
  const code = /\b(\d{6})\b/.exec((await mails(sb, email)).at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
};

/** A real 4×3 JPEG (baseline, grey). */
export const JPEG_BASE64 =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSgBBwcHCggKEwoKEygaFhooKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKP/AABEIAAMABAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AKlAH//Z';

/** The smallest real PNG: signature, IHDR, IDAT and IEND of a 1×1 image. */
export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** A valid Thai ID of its own for each seed (its first 12 digits from a hash of it, then the check digit). */
export const thaiIdOf = (seed: string): string => {
  const digits = `1${BigInt(`0x${createHash('sha256').update(seed).digest('hex').slice(0, 15)}`)
    .toString()
    .padStart(11, '0')
    .slice(-11)}`;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(digits[i]) * (13 - i);
  return `${digits}${(11 - (sum % 11)) % 10}`;
};

/** A phone number of its own for each seed: one document and one phone per test account. */
export const phoneOf = (seed: string): string => `08${thaiIdOf(`phone:${seed}`).slice(4, 12)}`;

export const personal = (
  email: string,
  overrides: Partial<RequestOf<'register'>> = {},
): RequestOf<'register'> => ({
  customerTypeId: 1,
  personTypeId: 1,
  firstname: 'Malee',
  lastname: 'Suksan',
  companyDirector: '',
  companyName: '',
  fullAddress: '99 Rama IV Road, Bangkok 10110',
  email,
  phone: phoneOf(email),
  legalNumber: '',
  password: 'Secret-123',
  personId: thaiIdOf(email),
  attachFile: PNG_BASE64,
  ...overrides,
});

/** Sends and verifies the OTP of an email, so it may register. */
export const verifyEmail = async (sb: TestSandbox, email: string): Promise<void> => {
  await sb.client.customer.sendOtp({ email });
  await sb.client.customer.verifyOtp({ email, otp: await lastOtp(sb, email) });
};

/** A new verified personal customer, logged in: returns the session token. */
export const newCustomer = async (sb: TestSandbox, email: string): Promise<string> => {
  await verifyEmail(sb, email);
  await sb.client.customer.register(personal(email));
  return sb.client.customer.login({ username: email, password: 'Secret-123' });
};

export const demoToken = (sb: TestSandbox): Promise<string> =>
  sb.client.customer.login({ username: 'demo@example.com', password: 'Demo-1234' });

/** Chinatown, storage room, 2 sqm (1,960 baht a month): units 9 to 16. */
export const ROOM_2SQM = { project_id: 1, open_service_id: 1, open_service_model_id: 2 } as const;
export const RATE_2SQM = 1960;

export const calculation = (
  sb: TestSandbox,
  unitId: number,
  start: string,
  end: string,
  options: { promo?: string; instalments?: boolean } = {},
) =>
  sb.client.booking.calculate({
    ...ROOM_2SQM,
    start_date: start,
    end_date: end,
    unit_id: unitId,
    is_reccuring: 0,
    is_reccuringcheck: options.instalments ? 1 : 0,
    is_paymentcheck: 1,
    promo_code: options.promo ?? '',
  });

/** The booking-storage body for a unit and period, priced by the server's own calculation. */
export const storageBody = async (
  sb: TestSandbox,
  token: string,
  unitId: number,
  start: string,
  end: string,
  options: { promo?: string; instalments?: boolean; method?: 1 | 4 | 5 } = {},
): Promise<RequestOf<'bookingStorage'>> => {
  const data = await calculation(sb, unitId, start, end, options);
  return {
    payment_method: options.method ?? 1,
    isInstallment: options.instalments ? 2 : 1,
    start_date: start,
    end_date: end,
    unit_id: unitId,
    token,
    data,
    totalOrange: data.total_after_discount,
  };
};

export const book = async (
  sb: TestSandbox,
  token: string,
  unitId: number,
  start: string,
  end: string,
  options: { promo?: string; instalments?: boolean; method?: 1 | 4 | 5 } = {},
) => sb.client.booking.store(await storageBody(sb, token, unitId, start, end, options));

export const control = async (sb: Sandbox, path: string, body?: unknown): Promise<Raw> => {
  const res = await fetch(`${sb.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
