import { type RentalEvent, rentalEvent } from './schemas.ts';

/**
 * Signed deliveries, as the sandbox sends them: `Self-Storage-Signature: t=<unix seconds>,v1=<hex>`,
 * where v1 is HMAC-SHA256 of `<t>.<body>` under the endpoint's secret. The time in the signed
 * text makes a captured delivery useless once it is older than the tolerance.
 */
export const SIGNATURE_HEADER = 'Self-Storage-Signature';
export const DEFAULT_TOLERANCE_SECONDS = 300;

/** HMAC-SHA256 of `message` under `key`, as bytes: Web Crypto by default, injectable. */
export type HmacSha256 = (key: string, message: string) => Promise<Uint8Array>;

const encoder = new TextEncoder();

/** Web Crypto's HMAC: in browsers, Node, Deno, Bun and workers alike. */
export const webCryptoHmac: HmacSha256 = async (key, message) => {
  const subtle = globalThis.crypto.subtle;
  const cryptoKey = await subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await subtle.sign('HMAC', cryptoKey, encoder.encode(message)));
};

const hex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** Equal strings, in a time that does not tell where they differ. */
const sameText = (a: string, b: string): boolean => {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    difference |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  }
  return difference === 0;
};

export interface SignOptions {
  /** The signing time, epoch milliseconds. */
  at: number;
  hmac?: HmacSha256;
}

/** The signature header's value for `payload` (the exact body sent). */
export const signEvent = async (payload: string, secret: string, options: SignOptions): Promise<string> => {
  const t = Math.floor(options.at / 1000);
  const v1 = hex(await (options.hmac ?? webCryptoHmac)(secret, `${t}.${payload}`));
  return `t=${t},v1=${v1}`;
};

export type EventRefusal = 'malformed_header' | 'bad_signature' | 'too_old' | 'invalid_event';

/** A delivery that is not the sandbox's, has been altered, or is too old to trust. */
export class EventSignatureError extends Error {
  override readonly name = 'EventSignatureError';
  readonly reason: EventRefusal;

  constructor(reason: EventRefusal, message: string) {
    super(message);
    this.reason = reason;
  }
}

export interface VerifyOptions {
  /** Oldest accepted signing time, in seconds before `now` (default 300). */
  toleranceSeconds?: number;
  /**
   * The receiver's time, epoch milliseconds (default `Date.now()`). The sandbox signs by its own
   * clock: against a sandbox whose test clock was moved, pass the sandbox's time.
   */
  now?: number;
  hmac?: HmacSha256;
}

const parseHeader = (header: string): { t: number; v1: string[] } | undefined => {
  let t: number | undefined;
  const v1: string[] = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2);
    if (key === 't' && /^\d+$/.test(value)) t = Number(value);
    else if (key === 'v1' && value) v1.push(value);
  }
  return t === undefined || v1.length === 0 ? undefined : { t, v1 };
};

/**
 * Checks a delivery's signature and age, then parses its body: the typed event, or an
 * EventSignatureError saying why not. `payload` is the raw body as received, before any JSON
 * parsing; `header` the value of Self-Storage-Signature.
 */
export const verifyEvent = async (
  payload: string,
  header: string | null | undefined,
  secret: string,
  options: VerifyOptions = {},
): Promise<RentalEvent> => {
  const parsed = header ? parseHeader(header) : undefined;
  if (!parsed)
    throw new EventSignatureError('malformed_header', `${SIGNATURE_HEADER} is missing or malformed`);
  const expected = hex(await (options.hmac ?? webCryptoHmac)(secret, `${parsed.t}.${payload}`));
  if (!parsed.v1.some((v1) => sameText(v1, expected))) {
    throw new EventSignatureError('bad_signature', 'The signature does not match the body and the secret');
  }
  const now = options.now ?? Date.now();
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (parsed.t < Math.floor(now / 1000) - tolerance) {
    throw new EventSignatureError('too_old', `The delivery was signed more than ${tolerance} s ago`);
  }
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    throw new EventSignatureError('invalid_event', 'The body is not JSON');
  }
  const event = rentalEvent.safeParse(body);
  if (!event.success) throw new EventSignatureError('invalid_event', 'The body is not an event of this API');
  return event.data;
};
