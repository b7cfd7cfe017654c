/**
 * `--verbose`: every request and reply on stderr, as a QA engineer reads them when a step fails,
 * with secrets replaced so the log can be pasted into a ticket.
 */

/** Keys whose values are secrets wherever they appear: session tokens, passwords, codes, pins. */
const SECRET_KEY = /token|password|otp|pin|pns|secret|authorization|cookie/i;
/** Long payloads kept out of the log: the uploaded document and the QR image. */
const BULKY_KEY = /^(attachFile|qrImage)$/;
/** The query parameters of links that carry a pin or an encrypted token. */
const SECRET_PARAM = /^(p|pns|token)$/;

export const REDACTED = '[redacted]';

export const redact = (value: unknown, key = ''): unknown => {
  if (SECRET_KEY.test(key) && value !== null && value !== undefined && value !== '') return REDACTED;
  if (BULKY_KEY.test(key) && typeof value === 'string') return `[${value.length} characters]`;
  if (Array.isArray(value)) return value.map((item) => redact(item));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, redact(item, name)]));
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

const redactBody = (text: string): string => {
  try {
    return JSON.stringify(redact(JSON.parse(text)));
  } catch {
    return `(${text.length} characters, not JSON)`;
  }
};

const bodyText = (body: unknown): string | undefined => {
  if (body === undefined || body === null) return undefined;
  return typeof body === 'string' ? body : '(binary body)';
};

/** A fetch that writes `> METHOD url body` and `< status ms body` lines through `log`. */
export const loggingFetch =
  (log: (line: string) => void, inner: typeof fetch = globalThis.fetch): typeof fetch =>
  async (input, init) => {
    const request = new Request(input, init);
    const method = request.method;
    const url = redactUrl(request.url);
    const sent = bodyText(init?.body);
    log(`> ${method} ${url}${sent === undefined ? '' : ` ${redactBody(sent)}`}`);
    const started = performance.now();
    let response: Response;
    try {
      response = await inner(input, init);
    } catch (error) {
      log(`< ${method} ${url} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
    const ms = Math.round(performance.now() - started);
    const type = response.headers.get('content-type') ?? '';
    // An event stream stays open: its events are not read here, only that it opened.
    if (type.startsWith('text/event-stream')) {
      log(`< ${response.status} ${url} (${ms} ms, event stream)`);
      return response;
    }
    const received = await response.clone().text();
    log(`< ${response.status} ${url} (${ms} ms) ${received === '' ? '' : redactBody(received)}`.trimEnd());
    return response;
  };
