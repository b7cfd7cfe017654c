import type { FetchLike } from '../../src/payment/payment-events.ts';

/** One request the fake fetch answered; the test writes to its body. */
export interface FakeConnection {
  url: string;
  init: RequestInit;
  status: number;
  /** Whether the body is still open (not ended, failed, aborted or cancelled). */
  open: boolean;
  send(text: string): void;
  end(): void;
  fail(): void;
}

/**
 * A fetch answering `text/event-stream` from a ReadableStream the test controls, for the tests
 * that run on fake timers (a real socket's timing would not follow them).
 */
export const fakeEventStream = (statuses: number[] = []) => {
  const connections: FakeConnection[] = [];
  const encoder = new TextEncoder();
  const fetch: FetchLike = async (url, init) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const connection: FakeConnection = {
      url,
      init,
      status: statuses.shift() ?? 200,
      open: true,
      send: (text) => controller.enqueue(encoder.encode(text)),
      end: () => {
        connection.open = false;
        controller.close();
      },
      fail: () => {
        connection.open = false;
        controller.error(new TypeError('socket hang up'));
      },
    };
    const body = new ReadableStream<Uint8Array>({
      start: (c) => {
        controller = c;
      },
      cancel: () => {
        connection.open = false;
      },
    });
    init.signal?.addEventListener('abort', () => {
      if (connection.open) connection.fail();
    });
    connections.push(connection);
    return new Response(body, {
      status: connection.status,
      headers: { 'content-type': 'text/event-stream' },
    });
  };
  return {
    fetch,
    connections,
    /** The latest request. */
    get last(): FakeConnection {
      const last = connections.at(-1);
      if (!last) throw new Error('no request yet');
      return last;
    },
  };
};

/** A visibility the test switches. */
export const fakeVisibility = (visible = true) => {
  const listeners = new Set<() => void>();
  return {
    isVisible: () => visible,
    onChange: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set(next: boolean) {
      visible = next;
      for (const listener of listeners) listener();
    },
    get listenerCount() {
      return listeners.size;
    },
  };
};

export const event = (payment: boolean) => `data: ${JSON.stringify({ payment })}\n\n`;
