import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Language } from '../../src/constants.ts';
import { SelfStorageClient } from '../../src/index.ts';

const heard: (string | undefined)[] = [];
const server = createServer((req, res) => {
  heard.push(req.headers['accept-language']);
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ response_code: 200, response_message: 'OK', datas: { token: 't' } }));
});
let baseUrl = '';

beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const login = (client: SelfStorageClient) =>
  client.customer.login({ username: 'a@example.com', password: 'x' });

it('sends the active language as Accept-Language on every call, following a switch', async () => {
  let language: Language = 'th';
  const client = new SelfStorageClient({ baseUrl, language: () => language });
  await login(client);
  language = 'en';
  await login(client);
  await login(new SelfStorageClient({ baseUrl, language: 'en' }));
  await login(new SelfStorageClient({ baseUrl }));
  // Without a language the runtime's own default goes (Node's fetch says `*`).
  expect(heard.slice(0, 3)).toEqual(['th', 'en', 'en']);
  expect(heard[3]).not.toMatch(/^(th|en)/);
});
