import { encodeBase64Utf8, toBase64Url } from '../encoding/base64.ts';
import { SelfStorageError } from '../errors.ts';

/**
 * Links the home page understands (see parseDeepLink); the CLI's `link make` and the sandbox
 * build theirs here so both ends agree. Any query already on `baseUrl` is replaced.
 */

interface LinkBase {
  /** Absolute URL of the web app's home page, e.g. `https://book.example.com/`. */
  baseUrl: string;
  /**
   * Carry the whole query as one bare base64url token of its JSON (`?eyJhY3Rpb24iOi...`)
   * instead of plain parameters. Base64url without padding needs no escaping in a URL.
   */
  encode?: boolean;
}

export interface PaymentLinkInput extends LinkBase {
  ser: number;
  p?: string;
  pns?: string;
}

export interface ServiceLinkInput extends LinkBase {
  p: string;
  pid?: number;
  ops?: number;
  osm?: number;
}

export interface PaymentResultLinkInput extends LinkBase {
  outcome: 'success' | 'fail';
  /** Only for `fail`: the service being re-paid; absent or 0 for a new booking. */
  ser?: number;
}

type Fields = Record<string, string | number>;

const fail = (field: string, message: string): SelfStorageError =>
  new SelfStorageError({ code: 'invalid_input', key: 'errors.invalidLink', field, message });

const checkId = (field: string, value: number | undefined, min = 1): void => {
  if (value !== undefined && !(Number.isSafeInteger(value) && value >= min)) {
    throw fail(field, `${field} must be a whole number of at least ${min}`);
  }
};

/** The parser reads spaces in tokens as unescaped `+`, so a token with whitespace cannot round-trip. */
const checkToken = (field: string, value: string | undefined): void => {
  if (value !== undefined && !/^\S+$/.test(value)) {
    throw fail(field, `${field} must be non-empty and without whitespace`);
  }
};

const withoutUndefined = (fields: Record<string, string | number | undefined>): Fields =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Fields;

const build = ({ baseUrl, encode = false }: LinkBase, fields: Fields): string => {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch (cause) {
    throw new SelfStorageError({
      code: 'invalid_input',
      key: 'errors.invalidLink',
      field: 'baseUrl',
      message: `Not an absolute URL: ${baseUrl}`,
      cause,
    });
  }
  url.search = encode
    ? toBase64Url(encodeBase64Utf8(JSON.stringify(fields)))
    : new URLSearchParams(
        Object.entries(fields).map(([key, value]): [string, string] => [key, String(value)]),
      ).toString();
  return url.toString();
};

export const buildPaymentLink = (input: PaymentLinkInput): string => {
  checkId('ser', input.ser);
  checkToken('p', input.p);
  checkToken('pns', input.pns);
  if (input.p === undefined && input.pns === undefined) throw fail('p', 'A payment link needs p or pns');
  return build(input, withoutUndefined({ action: 'payment', ser: input.ser, p: input.p, pns: input.pns }));
};

export const buildServiceLink = (input: ServiceLinkInput): string => {
  checkToken('p', input.p);
  checkId('pid', input.pid);
  checkId('ops', input.ops);
  checkId('osm', input.osm);
  return build(
    input,
    withoutUndefined({ action: 'service', p: input.p, pid: input.pid, ops: input.ops, osm: input.osm }),
  );
};

export const buildPaymentResultLink = (input: PaymentResultLinkInput): string => {
  if (input.outcome === 'success') return build(input, { action: 'payment-success' });
  checkId('ser', input.ser, 0);
  return build(input, withoutUndefined({ action: 'payment-fail', ser: input.ser }));
};
