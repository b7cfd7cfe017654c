/**
 * A signed-in page's first reads: started by its boot script (src/boot/first-reads.ts) as the
 * HTML arrives, while the app's code downloads, and answered to the app's API client when it asks
 * the same call (withFirstReads). On a phone the screen's data is then there when its code has
 * run, instead of one more round trip later, and its first render draws it.
 */
export interface FirstRead {
  /** The call's full URL. */
  url: string;
  /** Its JSON body, as sent. */
  body: string;
  /** The language it asked the answer in (`Accept-Language`). */
  language: string;
  /** When it was sent (Date.now()). */
  sentAt: number;
  /** When its answer arrived (Date.now()), once it has. */
  arrivedAt?: number;
  response: Promise<Response>;
}

/** Where the boot script leaves them for the app (a property of window). */
export const FIRST_READS_PROPERTY = '__selfStorageFirstReads';

/**
 * A first read the app asks for later than this is sent again: a screen shows its data as of its
 * first render, and a phone that took longer than this to run the app's code is not the case the
 * early read is for.
 */
export const FIRST_READ_FRESH_MS = 30_000;

type Holder = Record<typeof FIRST_READS_PROPERTY, FirstRead[] | undefined>;

/** Leaves the boot script's reads for the app. */
export const leaveFirstReads = (target: object, reads: FirstRead[]): void => {
  (target as Holder)[FIRST_READS_PROPERTY] = reads;
};

/** Takes what the boot script left (nothing on a page without one); each read is answered once. */
export const takeFirstReads = (source: object): FirstRead[] => {
  const holder = source as Partial<Holder>;
  const reads = holder[FIRST_READS_PROPERTY] ?? [];
  holder[FIRST_READS_PROPERTY] = undefined;
  return reads;
};

/** The same JSON value, whatever the order of its keys. */
const sameJson = (a: string, b: string): boolean => {
  const canonical = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([x], [y]) => (x < y ? -1 : 1))
            .map(([key, item]) => [key, canonical(item)]),
        )
      : value;
  try {
    return JSON.stringify(canonical(JSON.parse(a))) === JSON.stringify(canonical(JSON.parse(b)));
  } catch {
    return false;
  }
};

/** `response`, or the signal's reason as soon as it is aborted. */
const untilAborted = (response: Promise<Response>, signal: AbortSignal | null | undefined) => {
  if (!signal) return response;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<Response>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
};

/**
 * The answer dated as if it had just come: the client sets its server clock from each reply's
 * `Date` as it takes it, and a read sent while the page loaded is taken up to FIRST_READ_FRESH_MS
 * after it arrived, which would set that clock back by as much (a pass's code a window behind the
 * gate's). The server's date moves on by the time the answer waited.
 */
const redated = (response: Response, waitedMs: number): Response => {
  const date = Date.parse(response.headers.get('Date') ?? '');
  if (Number.isNaN(date) || waitedMs <= 0) return response;
  const headers = new Headers(response.headers);
  headers.set('Date', new Date(date + waitedMs).toUTCString());
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};

/**
 * A fetch for the API client that answers a POST the boot script already sent (same URL, same
 * JSON body, same language, fresh) from that read, once, and sends everything else, and a read that failed to
 * arrive, as `fetch` would.
 */
export const withFirstReads =
  (
    fetch: typeof globalThis.fetch,
    reads: FirstRead[],
    now: () => number = Date.now,
  ): typeof globalThis.fetch =>
  (input, init) => {
    const body = init?.body;
    const index =
      typeof input === 'string' && typeof body === 'string' && init?.method?.toUpperCase() === 'POST'
        ? reads.findIndex(
            (read) =>
              read.url === input &&
              now() - read.sentAt <= FIRST_READ_FRESH_MS &&
              read.language === new Headers(init?.headers).get('Accept-Language') &&
              sameJson(read.body, body),
          )
        : -1;
    const [read] = index >= 0 ? reads.splice(index, 1) : [];
    if (!read) return fetch(input, init);
    return untilAborted(
      read.response.then(
        (response) => redated(response, now() - (read.arrivedAt ?? now())),
        () => fetch(input, init),
      ),
      init?.signal,
    );
  };
