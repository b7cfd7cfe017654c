import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SelfStorageClient, SelfStorageError } from '../../src/index.ts';

type Handler = (body: unknown, res: ServerResponse) => void;
const routes = new Map<string, Handler>();
const seen: { path: string; method: string; contentType: string | undefined; body: unknown }[] = [];
let server: Server;
let client: SelfStorageClient;

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
};

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const path = (req.url ?? '').replace('/api/self-storage', '');
    const body = await readBody(req);
    seen.push({ path, method: req.method ?? '', contentType: req.headers['content-type'], body });
    const handler = routes.get(path);
    if (handler) handler(body, res);
    else json(res, 404, { response_code: 404, response_message: 'Not found' });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  client = new SelfStorageClient({ baseUrl: `http://127.0.0.1:${port}/`, timeoutMs: 300 });
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const failure = async (promise: Promise<unknown>): Promise<SelfStorageError> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SelfStorageError);
  return error as SelfStorageError;
};

describe('Transport over real HTTP', () => {
  it('POSTs JSON to {api}/path and returns the validated reply', async () => {
    routes.set('/customer/login', (_b, res) =>
      json(res, 200, { response_code: 200, response_message: 'OK', datas: { token: 'tok-1' } }),
    );
    const token = await client.customer.login({ username: 'a@example.com', password: 'secret-1' });
    expect(token).toBe('tok-1');
    const last = seen.at(-1);
    expect(last).toMatchObject({
      path: '/customer/login',
      method: 'POST',
      contentType: 'application/json',
      body: { username: 'a@example.com', password: 'secret-1' },
    });
  });

  it('fails a non-2xx reply with "HTTP error! status: {code}"', async () => {
    routes.set('/service/get-branch', (_b, res) =>
      json(res, 503, { response_code: 503, response_message: 'down' }),
    );
    const error = await failure(client.catalogue.branches({ currentLanguage: 'th' }));
    expect(error.code).toBe('http_error');
    expect(error.status).toBe(503);
    expect(error.message).toBe('HTTP error! status: 503');
    expect(error.key).toBe('errors.requestErorMsg');
  });

  it("fails a non-200 response_code with the server's message where the spec shows it", async () => {
    routes.set('/customer/login', (_b, res) =>
      json(res, 200, { response_code: 401, response_message: 'Wrong email or password' }),
    );
    const error = await failure(client.customer.login({ username: 'a@example.com', password: 'nope' }));
    expect(error.code).toBe('rejected');
    expect(error.serverMessage).toBe('Wrong email or password');
    expect(error.userMessage((k) => `t:${k}`)).toBe('Wrong email or password');
  });

  it('uses the catalogue key, not the server message, where the spec says so', async () => {
    routes.set('/customer/send-otp', (_b, res) =>
      json(res, 200, { response_code: 429, response_message: 'Too many' }),
    );
    const error = await failure(client.customer.sendOtp({ email: 'a@example.com' }));
    expect(error.userMessage((k) => `t:${k}`)).toBe('t:register.otpSendError');
  });

  it('maps booking-storage codes to unitBooked and noService', async () => {
    const body = {
      payment_method: 1 as const,
      isInstallment: 1 as const,
      start_date: '2026-11-22',
      end_date: '2026-12-21',
      unit_id: 3,
      token: 't',
      totalOrange: 100,
      data: {
        total: 100,
        dynamic: 0,
        total_after_discount: 100,
        summary: 1,
        extracheck: [],
        promotion: null,
        availableMethods: [{ id: 1 as const }],
        promo_code: '',
        is_reccuringcheck: 0 as const,
      },
    };
    for (const [code, key] of [
      ['unavailable', 'errors.unitBooked'],
      ['no_service', 'errors.noService'],
      ['other', 'errors.requestErorMsg'],
    ] as const) {
      routes.set('/booking/booking-storage', (_b, res) =>
        json(res, 200, { response_code: 409, response_message: 'x', success: false, code }),
      );
      const error = await failure(client.booking.store(body));
      expect(error.key).toBe(key);
    }
  });

  it('reads response_code 401 on a signed-in call as an expired session', async () => {
    routes.set('/booking/booking-service', (_b, res) =>
      json(res, 200, { response_code: 401, response_message: 'Token expired' }),
    );
    const error = await failure(client.booking.history({ token: 'old' }));
    expect(error.code).toBe('session_expired');
    expect(error.key).toBe('errors.sessionExpired');
  });

  it('reads 401 as a refusal, not an expired session, on calls that carry no session', async () => {
    routes.set('/customer/change-password', (_b, res) =>
      json(res, 200, { response_code: 401, response_message: 'The old password is not correct.' }),
    );
    const error = await failure(
      client.customer.changePassword({
        email: 'a@example.com',
        oldPassword: 'wrong-one',
        newPassword: 'new-secret-1',
        confirmedPassword: 'new-secret-1',
      }),
    );
    expect(error.code).toBe('rejected');
    expect(error.userMessage((k) => `t:${k}`)).toBe('The old password is not correct.');
  });

  it('fails a reply that does not match its schema', async () => {
    routes.set('/service/get-size', (_b, res) =>
      json(res, 200, { response_code: 200, response_message: 'OK', datas: [{ id: 'x' }] }),
    );
    const error = await failure(client.catalogue.sizes({ open_service_id: 1 }));
    expect(error.code).toBe('invalid_reply');
    expect(error.key).toBe('errors.requestErorMsg');
  });

  it('times out a slow reply and never retries the POST', async () => {
    let calls = 0;
    routes.set('/customer/forget-password', (_b, res) => {
      calls += 1;
      setTimeout(() => json(res, 200, { response_code: 200, response_message: 'OK' }), 1000);
    });
    const error = await failure(client.customer.forgetPassword({ email: 'a@example.com' }));
    expect(error.code).toBe('timeout');
    expect(error.key).toBe('forgotPassword.sendErrorGeneral');
    expect(calls).toBe(1);
  });

  it('tells an aborted call from a timeout', async () => {
    routes.set('/customer/verify-otp', (_b, res) => {
      setTimeout(() => json(res, 200, { response_code: 200, response_message: 'OK' }), 1000);
    });
    const controller = new AbortController();
    const pending = client.customer.verifyOtp({ email: 'a@example.com', otp: '123456' }, controller);
    setTimeout(() => controller.abort(), 20);
    const error = await failure(pending);
    expect(error.code).toBe('aborted');
  });

  it('reports a refused connection as a network failure', async () => {
    const offline = new SelfStorageClient({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 1000 });
    const error = await failure(offline.catalogue.branches({ currentLanguage: 'en' }));
    expect(error.code).toBe('network');
  });
});
