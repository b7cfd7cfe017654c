import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StreamHandler = (res: ServerResponse, req: IncomingMessage) => void | Promise<void>;

export interface SseServer {
  url(path: string): string;
  /** Handlers answer the requests to a path in turn; the last one answers the rest. */
  route(path: string, ...handlers: StreamHandler[]): void;
  /** Every request so far: path, Accept header and when it arrived (performance.now()). */
  readonly requests: { path: string; accept: string | undefined; at: number }[];
  /** When each response to a path ended or its socket closed, in order. */
  closedAt(path: string): number[];
  close(): Promise<void>;
}

/** A loopback HTTP server answering event streams the way each test scripts them. */
export const startSseServer = async (): Promise<SseServer> => {
  const routes = new Map<string, StreamHandler[]>();
  const closed = new Map<string, number[]>();
  const requests: SseServer['requests'] = [];
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push({ path, accept: req.headers.accept, at: performance.now() });
    // Noted when the server ends the response or drops its socket, not when the 'close' event comes
    // round: on a busy event loop that is some milliseconds later than the client saw it.
    let noted = false;
    const note = (): void => {
      if (noted) return;
      noted = true;
      closed.set(path, [...(closed.get(path) ?? []), performance.now()]);
    };
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.end = ((...args: unknown[]) => {
      note();
      return end(...args);
    }) as ServerResponse['end'];
    const destroy = req.socket.destroy.bind(req.socket);
    req.socket.destroy = (error?: Error) => {
      note();
      return destroy(error);
    };
    res.on('close', note);
    const handlers = routes.get(path) ?? [];
    const handler = handlers.length > 1 ? handlers.shift() : handlers[0];
    if (!handler) {
      res.writeHead(404).end();
      return;
    }
    void handler(res, req);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    route: (path, ...handlers) => routes.set(path, handlers),
    requests,
    closedAt: (path) => closed.get(path) ?? [],
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
};

export const startStream = (res: ServerResponse): void => {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
  res.flushHeaders();
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes `text` as UTF-8 in two writes, split `at` bytes in, with a pause so they arrive apart. */
export const writeSplit = async (res: ServerResponse, text: string, at: number): Promise<void> => {
  const bytes = Buffer.from(text, 'utf8');
  res.write(bytes.subarray(0, at));
  await sleep(30);
  res.write(bytes.subarray(at));
};

/** The byte offset of the middle of the first character of `needle` (a 3-byte Thai letter). */
export const midCharacter = (text: string, needle: string): number =>
  Buffer.byteLength(text.slice(0, text.indexOf(needle)), 'utf8') + 1;
