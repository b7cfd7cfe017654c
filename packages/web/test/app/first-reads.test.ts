import { describe, expect, it } from 'vitest';
import { FIRST_READ_FRESH_MS, type FirstRead, withFirstReads } from '../../src/app/first-reads.ts';

const URL_HISTORY = 'http://localhost/api/self-storage/booking/booking-service';

const read = (
  body: string,
  sentAt = 0,
  response = Promise.resolve(new Response('{"from":"boot"}')),
): FirstRead => ({
  url: URL_HISTORY,
  body,
  language: 'th',
  sentAt,
  response,
});

/** A fetch that answers "network" and counts its calls. */
const network = () => {
  const calls: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    calls.push(String(input));
    return new Response('{"from":"network"}');
  }) as typeof globalThis.fetch;
  return { calls, fetch };
};

const post = (body: string, signal?: AbortSignal, language = 'th'): RequestInit => ({
  method: 'POST',
  body,
  signal,
  headers: { 'Accept-Language': language },
});

describe('withFirstReads', () => {
  it("answers the same call from the boot script's read once, whatever the order of the body's keys", async () => {
    const { calls, fetch } = network();
    const reads = [read('{"token":"t","customer_service_id":1}')];
    const first = await withFirstReads(
      fetch,
      reads,
      () => 10,
    )(URL_HISTORY, post('{"customer_service_id":1,"token":"t"}'));
    expect(await first.json()).toEqual({ from: 'boot' });
    const second = await withFirstReads(
      fetch,
      reads,
      () => 10,
    )(URL_HISTORY, post('{"customer_service_id":1,"token":"t"}'));
    expect(await second.json()).toEqual({ from: 'network' });
    expect(calls).toEqual([URL_HISTORY]);
  });

  it("dates the read's answer as of now, by the time it waited since it arrived", async () => {
    const { fetch } = network();
    const served = Date.parse('2026-12-08T03:00:00Z');
    const dated = new Response('{"from":"boot"}', {
      status: 200,
      headers: { Date: new Date(served).toUTCString(), 'Content-Type': 'application/json' },
    });
    // Arrived at 1 000 on the device's clock, taken at 21 000: 20 s later.
    const reads = [{ ...read('{"token":"t"}', 0, Promise.resolve(dated)), arrivedAt: 1_000 }];
    const answer = await withFirstReads(fetch, reads, () => 21_000)(URL_HISTORY, post('{"token":"t"}'));
    expect(Date.parse(answer.headers.get('Date') ?? '')).toBe(served + 20_000);
    expect(answer.headers.get('Content-Type')).toBe('application/json');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ from: 'boot' });
  });

  it('sends a call with another body, language, URL or method, and a read gone stale', async () => {
    const { calls, fetch } = network();
    const reads = [read('{"token":"t"}')];
    const client = withFirstReads(fetch, reads, () => FIRST_READ_FRESH_MS + 1);
    await client(URL_HISTORY, post('{"token":"other"}'));
    await withFirstReads(fetch, reads, () => 0)(URL_HISTORY, post('{"token":"t"}', undefined, 'en'));
    await client(`${URL_HISTORY}x`, post('{"token":"t"}'));
    await client(URL_HISTORY, { method: 'GET' });
    expect(await (await client(URL_HISTORY, post('{"token":"t"}'))).json()).toEqual({ from: 'network' });
    expect(calls).toHaveLength(5);
  });

  it('asks the network when the early read failed, and gives up with the signal when the caller aborts', async () => {
    const { calls, fetch } = network();
    const failed = read('{"token":"t"}', 0, Promise.reject(new TypeError('offline')));
    failed.response.catch(() => undefined);
    const answer = await withFirstReads(fetch, [failed], () => 0)(URL_HISTORY, post('{"token":"t"}'));
    expect(await answer.json()).toEqual({ from: 'network' });
    expect(calls).toEqual([URL_HISTORY]);

    const pending = read('{"token":"t"}', 0, new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const call = withFirstReads(
      fetch,
      [pending],
      () => 0,
    )(URL_HISTORY, post('{"token":"t"}', controller.signal));
    controller.abort(new DOMException('left the screen', 'AbortError'));
    await expect(call).rejects.toThrow('left the screen');
  });
});
