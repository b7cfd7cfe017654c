import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentEvent } from '../../src/contract/types.ts';
import { readEventStream } from '../../src/payment/event-stream.ts';
import { type ConnectionChange, paymentEvents, waitForPayment } from '../../src/payment/index.ts';
import {
  midCharacter,
  type SseServer,
  sleep,
  startSseServer,
  startStream,
  writeSplit,
} from './sse-server.ts';

let server: SseServer;
beforeAll(async () => {
  server = await startSseServer();
});
afterAll(() => server.close());

/** Collects payment events until the first paid one. */
const untilPaid = async (url: string, onConnection?: (change: ConnectionChange) => void) => {
  const seen: PaymentEvent[] = [];
  for await (const event of paymentEvents({ url, onConnection })) {
    seen.push(event);
    if (event.payment) break;
  }
  return seen;
};

describe('readEventStream over real HTTP', () => {
  it('keeps a Thai character whole when its bytes arrive in two chunks', async () => {
    const text = 'data: ชำระเงินแล้ว\n\n';
    server.route('/thai', async (res) => {
      startStream(res);
      res.write(': keep-alive\n\n');
      await sleep(30);
      await writeSplit(res, text, midCharacter(text, 'ชำระ'));
      res.end();
    });
    const response = await fetch(server.url('/thai'));
    const chunks: Uint8Array[] = [];
    const body = (response.body as ReadableStream<Uint8Array>).pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform: (chunk, controller) => {
          chunks.push(chunk);
          controller.enqueue(chunk);
        },
      }),
    );
    const messages = [];
    for await (const message of readEventStream(body)) messages.push(message.data);
    expect(messages).toEqual(['ชำระเงินแล้ว']);
    // The split really happened: some chunk ends inside the character and does not decode alone.
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.some((chunk) => !decodesAlone(chunk))).toBe(true);
  });
});

const decodesAlone = (chunk: Uint8Array): boolean => {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(chunk);
    return true;
  } catch {
    return false;
  }
};

describe('paymentEvents over real HTTP', () => {
  it('yields valid events and ignores comments, keep-alives and malformed data', async () => {
    const paid = 'data: {"payment":true,"note":"ชำระแล้ว"}\n\n';
    server.route('/events', async (res) => {
      startStream(res);
      res.write('data: {"payment":false}\n\n');
      res.write(': keep-alive\n\n');
      res.write('data: not json\n\n');
      res.write('data: {"paid":true}\n\n');
      res.write('event: ping\ndata: {"payment":"yes"}\n\n');
      await sleep(20);
      await writeSplit(res, paid, midCharacter(paid, 'ชำระ'));
    });
    expect(await untilPaid(server.url('/events'))).toEqual([{ payment: false }, { payment: true }]);
    const request = server.requests.find((r) => r.path === '/events');
    expect(request?.accept).toBe('text/event-stream');
  });

  it('reconnects 100 ms after the server ends the stream', async () => {
    server.route(
      '/ends',
      (res) => {
        startStream(res);
        res.end('data: {"payment":false}\n\n');
      },
      (res) => {
        startStream(res);
        res.write('data: {"payment":true}\n\n');
      },
    );
    expect(await untilPaid(server.url('/ends'))).toEqual([{ payment: false }, { payment: true }]);
    expectReconnectedAfter('/ends', 100);
  });

  it('reconnects 100 ms after the socket is closed mid-stream', async () => {
    server.route(
      '/drops',
      async (res, req) => {
        startStream(res);
        res.write('data: {"payment":false}\n\n');
        await sleep(20);
        req.socket.destroy();
      },
      (res) => {
        startStream(res);
        res.write('data: {"payment":true}\n\n');
      },
    );
    expect(await untilPaid(server.url('/drops'))).toEqual([{ payment: false }, { payment: true }]);
    expectReconnectedAfter('/drops', 100);
  });

  it('retries after a non-2xx reply, then reads the stream', async () => {
    server.route(
      '/flaky',
      (res) => {
        res.writeHead(503).end('busy');
      },
      (res) => {
        startStream(res);
        res.write('data: {"payment":true}\n\n');
      },
    );
    const changes: ConnectionChange[] = [];
    expect(await untilPaid(server.url('/flaky'), (change) => changes.push(change))).toEqual([
      { payment: true },
    ]);
    expect(changes).toEqual(['connecting', 'closed', 'connecting', 'open', 'closed']);
    expectReconnectedAfter('/flaky', 100);
  });

  it('ends without an error when aborted, closing the connection', async () => {
    server.route('/idle', (res) => {
      startStream(res);
      res.write('data: {"payment":false}\n\n');
    });
    const controller = new AbortController();
    const seen: PaymentEvent[] = [];
    for await (const event of paymentEvents({ url: server.url('/idle'), signal: controller.signal })) {
      seen.push(event);
      setTimeout(() => controller.abort(), 20);
    }
    expect(seen).toEqual([{ payment: false }]);
    await sleep(20);
    expect(server.closedAt('/idle')).toHaveLength(1);
    expect(server.requests.filter((r) => r.path === '/idle')).toHaveLength(1);
  });
});

describe('waitForPayment over real HTTP', () => {
  it('resolves paid from the stream without an inquiry', async () => {
    server.route('/wait', async (res) => {
      startStream(res);
      res.write('data: {"payment":false}\n\n');
      await sleep(50);
      res.write('data: {"payment":true}\n\n');
    });
    let inquiries = 0;
    const outcome = await waitForPayment({
      uuid: '7b1e3f0e-8d4c-4e8a-9a57-3f5c2b1d0e9f',
      callbackUrl: server.url('/wait'),
      // Created 3 s ago, so the first listen is due now.
      createdAt: Date.now() - 3000,
      inquire: async () => {
        inquiries += 1;
        return { success: false, status: 'pending' };
      },
    });
    expect(outcome).toBe('paid');
    expect(inquiries).toBe(0);
  });
});

/** The second request to `path` came at least `ms` after the first response closed. */
const expectReconnectedAfter = (path: string, ms: number) => {
  const [firstClosed] = server.closedAt(path);
  const second = server.requests.filter((r) => r.path === path)[1];
  expect(firstClosed).toBeDefined();
  expect(second).toBeDefined();
  // A few ms of slack: the server notes the close a little after the client sees it.
  expect((second?.at ?? 0) - (firstClosed ?? 0)).toBeGreaterThanOrEqual(ms - 5);
  expect((second?.at ?? 0) - (firstClosed ?? 0)).toBeLessThan(ms + 400);
};
