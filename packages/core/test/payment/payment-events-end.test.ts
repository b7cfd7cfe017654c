import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentEvent } from '../../src/contract/types.ts';
import { SelfStorageError } from '../../src/errors.ts';
import { paymentEvents, QrPaymentWatcher } from '../../src/payment/index.ts';
import { type SseServer, type StreamHandler, startSseServer, startStream } from './sse-server.ts';

let server: SseServer;
beforeAll(async () => {
  server = await startSseServer();
});
afterAll(() => server.close());

const collect = async (options: Parameters<typeof paymentEvents>[0]) => {
  const seen: PaymentEvent[] = [];
  try {
    for await (const event of paymentEvents(options)) seen.push(event);
    return { seen, error: undefined };
  } catch (error) {
    return { seen, error: error as SelfStorageError };
  }
};

const status =
  (code: number): StreamHandler =>
  (res) => {
    res.writeHead(code).end();
  };

const requestsTo = (path: string) => server.requests.filter((request) => request.path === path).length;

describe('paymentEvents ends', () => {
  it('after {"payment": true}, without reconnecting, even when the server would say it again', async () => {
    // As the sandbox does: a paid payment answers {"payment": true} at once on every connection.
    server.route('/paid', (res) => {
      startStream(res);
      res.end('data: {"payment":false}\n\ndata: {"payment":true}\n\n');
    });
    const { seen, error } = await collect({ url: server.url('/paid'), reconnectMs: 10 });
    expect(error).toBeUndefined();
    expect(seen).toEqual([{ payment: false }, { payment: true }]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requestsTo('/paid')).toBe(1);
  });

  it('with unknown_payment after a bounded number of 404s in a row', async () => {
    server.route('/unknown', status(404));
    const { seen, error } = await collect({ url: server.url('/unknown'), reconnectMs: 5, maxRefusals: 4 });
    expect(seen).toEqual([]);
    expect(error).toBeInstanceOf(SelfStorageError);
    expect(error?.toJSON()).toMatchObject({
      code: 'unknown_payment',
      key: 'payment.qr.error',
      status: 404,
      url: server.url('/unknown'),
      message: 'The payment event stream answered HTTP 404 4 times',
    });
    expect(requestsTo('/unknown')).toBe(4);
  });

  it('with payment_timeout when the stream says the payment expired (410)', async () => {
    server.route('/expired', status(410));
    const { error } = await collect({ url: server.url('/expired'), reconnectMs: 5 });
    expect(error?.toJSON()).toMatchObject({ code: 'payment_timeout', key: 'payment.timeout', status: 410 });
    expect(requestsTo('/expired')).toBe(3);
  });

  it('with payment_failed for any other refusal, such as a payment the bank refused (409)', async () => {
    server.route('/failed', status(409));
    const { error } = await collect({ url: server.url('/failed'), reconnectMs: 5, maxRefusals: 2 });
    expect(error?.toJSON()).toMatchObject({ code: 'payment_failed', key: 'payment.qr.error', status: 409 });
    expect(requestsTo('/failed')).toBe(2);
  });

  it('never for drops and 5xx: those reconnect, and only refusals in a row count', async () => {
    const down = status(503);
    const gone = status(404);
    server.route('/flaky', gone, gone, down, down, down, gone, gone, (res) => {
      startStream(res);
      res.end('data: {"payment":true}\n\n');
    });
    const { seen, error } = await collect({ url: server.url('/flaky'), reconnectMs: 5 });
    expect(error).toBeUndefined();
    expect(seen).toEqual([{ payment: true }]);
    expect(requestsTo('/flaky')).toBe(8);
  });
});

describe('the QR watcher, when the stream refuses', () => {
  it('asks qr/inquire for the outcome instead of waiting out the countdown', async () => {
    server.route('/watch-expired', status(410));
    const asked: string[] = [];
    const watcher = new QrPaymentWatcher({
      uuid: 'u-1',
      callbackUrl: server.url('/watch-expired'),
      firstListenDelayMs: 0,
      reconnectMs: 5,
      inquire: async (uuid) => {
        asked.push(uuid);
        return { success: false, status: 'expired' };
      },
    });
    expect(await watcher.done).toBe('timeout');
    expect(asked).toEqual(['u-1']);
  });
});
