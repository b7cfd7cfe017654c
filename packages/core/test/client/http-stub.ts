import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (body: unknown, res: ServerResponse, req: IncomingMessage) => void;

export interface StubServer {
  baseUrl: string;
  routes: Map<string, Handler>;
  seen: { path: string; body: unknown }[];
  close(): void;
}

export const json = (res: ServerResponse, status: number, body: unknown, headers = {}): void => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

const readBody = async (req: IncomingMessage): Promise<unknown> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
};

/**
 * A stand-in for a misbehaving server on loopback (slow, overloaded, dropping connections): what
 * the sandbox cannot be asked to do. Paths are under `{api}`.
 */
export const startStubServer = async (): Promise<StubServer> => {
  const routes = new Map<string, Handler>();
  const seen: StubServer['seen'] = [];
  const server: Server = createServer(async (req, res) => {
    const path = (req.url ?? '').replace('/api/self-storage', '');
    const body = await readBody(req);
    seen.push({ path, body });
    const handler = routes.get(path);
    if (handler) handler(body, res, req);
    else json(res, 404, { response_code: 404, response_message: 'Not found' });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    routes,
    seen,
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
};
