/**
 * `--verbose`: every request and reply on stderr, as a QA engineer reads them when a step fails,
 * with secrets replaced so the log can be pasted into a ticket.
 */

import { REDACTED, redactSecrets } from './redaction.ts';

/** Keys whose values are secrets wherever they appear: session tokens, passwords, codes, pins. */
const SECRET_KEY = /token|password|otp|pin|pns|secret|authorization|cookie/i;
/** Keys naming a key: a created sandbox's control key (`key`), `sandboxKey`, `control_key`. */
const KEY_NAME = /(^|[_-])key$|[a-z]Key$/i;
/** Long payloads kept out of the log: the uploaded document and the QR image. */
const BULKY_KEY = /^(attachFile|qrImage)$/;
/** The query parameters of links that carry a pin or an encrypted token. */
const SECRET_PARAM = /^(p|pns|token)$/;

/** Shorter values are not looked for elsewhere in the log: they would blank out ordinary words. */
const SOUGHT_FROM_LENGTH = 8;

/**
 * `value` with the values of secret keys replaced; each replaced string is added to `found`, so
 * the log redacts it wherever it shows up again (a created sandbox's key used in a later call).
 */
export const redact = (value: unknown, key = '', found = new Set<string>()): unknown => {
  if ((SECRET_KEY.test(key) || KEY_NAME.test(key)) && value !== null && value !== undefined && value !== '') {
    if (typeof value === 'string' && value.length >= SOUGHT_FROM_LENGTH) found.add(value);
    return REDACTED;
  }
  if (BULKY_KEY.test(key) && typeof value === 'string') return `[${value.length} characters]`;
  if (Array.isArray(value)) return value.map((item) => redact(item, '', found));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, redact(item, name, found)]));
  }
  return value;
};

export const redactUrl = (url: string): string => {
  const parsed = new URL(url);
  for (const name of [...parsed.searchParams.keys()]) {
    if (SECRET_PARAM.test(name)) parsed.searchParams.set(name, REDACTED);
  }
  return parsed.href;
};

const redactBody = (text: string, found: Set<string>): string => {
  try {
    return JSON.stringify(redact(JSON.parse(text), '', found));
  } catch {
    return `(${text.length} characters, not JSON)`;
  }
};

const bodyText = (body: unknown): string | undefined => {
  if (body === undefined || body === null) return undefined;
  return typeof body === 'string' ? body : '(binary body)';
};

/** The credentials of a request's headers: a bearer key or token, a cookie's value. */
const headerSecrets = (headers: Headers): string[] =>
  ['authorization', 'cookie']
    .map((name) => headers.get(name)?.replace(/^(Bearer|Basic)\s+/i, '') ?? '')
    .filter((value) => value !== '');

/**
 * A fetch that writes `> METHOD url body` and `< status ms body` lines through `log`. Besides the
 * values of secret keys, every line redacts `secrets` (the control key given to the CLI), the
 * credentials of the requests' headers and the secrets replies have carried so far.
 */
export const loggingFetch = (
  log: (line: string) => void,
  inner: typeof fetch = globalThis.fetch,
  secrets: Iterable<string | undefined> = [],
): typeof fetch => {
  const known = new Set([...secrets].filter((secret): secret is string => Boolean(secret)));
  // Given and header secrets are sought whatever their length: they are credentials, not words.
  const write = (line: string): void => log(redactSecrets(line, known));
  return async (input, init) => {
    const request = new Request(input, init);
    for (const secret of headerSecrets(request.headers)) known.add(secret);
    const method = request.method;
    const url = redactUrl(request.url);
    const sent = bodyText(init?.body);
    write(`> ${method} ${url}${sent === undefined ? '' : ` ${redactBody(sent, known)}`}`);
    const started = performance.now();
    let response: Response;
    try {
      response = await inner(input, init);
    } catch (error) {
      write(`< ${method} ${url} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
    const ms = Math.round(performance.now() - started);
    const type = response.headers.get('content-type') ?? '';
    // An event stream stays open: its events are not read here, only that it opened.
    if (type.startsWith('text/event-stream')) {
      write(`< ${response.status} ${url} (${ms} ms, event stream)`);
      return response;
    }
    const received = await response.clone().text();
    write(
      `< ${response.status} ${url} (${ms} ms) ${received === '' ? '' : redactBody(received, known)}`.trimEnd(),
    );
    return response;
  };
};
