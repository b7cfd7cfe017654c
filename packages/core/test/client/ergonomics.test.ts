import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildInvoicePaymentRequest } from '../../src/flow/index.ts';
import {
  createSessionStore,
  MemoryStorage,
  type RequestOf,
  SelfStorageClient,
  SelfStorageError,
} from '../../src/index.ts';
import { booking } from '../flow/fixtures.ts';
import { json, type StubServer, startStubServer } from './http-stub.ts';

let stub: StubServer;
beforeAll(async () => {
  stub = await startStubServer();
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.routes.clear();
  stub.seen.length = 0;
});

const failure = async (promise: Promise<unknown>): Promise<SelfStorageError> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SelfStorageError);
  return error as SelfStorageError;
};

const OK = { response_code: 200, response_message: 'OK' };
const BRANCHES = { ...OK, datas: [{ id: 1, name_th: 'สาขา', name_en: 'Branch' }] };
const calculation = {
  total: 100,
  dynamic: 0,
  total_after_discount: 100,
  summary: 1,
  extracheck: [],
  promotion: null,
  availableMethods: [{ id: 1 as const }],
  promo_code: '',
  is_reccuringcheck: 0 as const,
};
const storeBody = {
  payment_method: 1 as const,
  isInstallment: 1 as const,
  start_date: '2026-11-22',
  end_date: '2026-12-21',
  unit_id: 3,
  data: calculation,
  totalOrange: 100,
};
const fastRetries = { maxRetries: 2, baseDelayMs: 5, jitter: 0 };

describe('errors', () => {
  it('name the URL that failed and serialize every field', async () => {
    stub.routes.set('/customer/login', (_b, res) =>
      json(res, 200, { response_code: 401, response_message: 'Wrong email or password' }),
    );
    const client = new SelfStorageClient({ baseUrl: `${stub.baseUrl}/` });
    const error = await failure(client.customer.login({ username: 'a@example.com', password: 'nope' }));
    expect(error.url).toBe(`${stub.baseUrl}/api/self-storage/customer/login`);
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      name: 'SelfStorageError',
      code: 'rejected',
      key: 'errors.requestErorMsg',
      message: 'Wrong email or password',
      responseCode: 401,
      serverMessage: 'Wrong email or password',
      showServerMessage: true,
      url: `${stub.baseUrl}/api/self-storage/customer/login`,
    });
  });

  it('carry the HTTP status and the cause of a transport failure', async () => {
    stub.routes.set('/service/get-branch', (_b, res) =>
      json(res, 502, { response_code: 502, response_message: 'bad gateway' }),
    );
    const client = new SelfStorageClient({ baseUrl: stub.baseUrl });
    const error = await failure(client.catalogue.branches({ currentLanguage: 'th' }));
    expect(error.toJSON()).toMatchObject({
      code: 'http_error',
      status: 502,
      responseCode: 502,
      serverMessage: 'bad gateway',
      url: `${stub.baseUrl}/api/self-storage/service/get-branch`,
      cause: { name: 'FetchError' },
    });
  });
});

describe('requests are validated before they are sent', () => {
  it('fails with invalid_request and the path of every broken field, sending nothing', async () => {
    const client = new SelfStorageClient({ baseUrl: stub.baseUrl });
    const error = await failure(
      client.booking.store({
        ...storeBody,
        token: 'tok',
        start_date: '22/11/2026',
        data: { ...calculation, extracheck: [{ name_th: 'ค่า', amount: 1.234 }] },
      }),
    );
    expect(error.code).toBe('invalid_request');
    expect(error.field).toBe('start_date');
    expect(error.issues?.map((issue) => issue.path)).toEqual(['start_date', 'data.extracheck.0.amount']);
    expect(error.message).toContain('data.extracheck.0.amount: at most 2 decimals');
    expect(error.url).toBe(`${stub.baseUrl}/api/self-storage/booking/booking-storage`);
    expect(stub.seen).toEqual([]);
  });

  it('checks values that TypeScript cannot, such as an email', async () => {
    const client = new SelfStorageClient({ baseUrl: stub.baseUrl });
    const error = await failure(client.customer.login({ username: 'not-an-email', password: 'x' }));
    expect(error.toJSON()).toMatchObject({ code: 'invalid_request', field: 'username' });
    expect(stub.seen).toEqual([]);
  });
});

describe('per-call timeout and signal', () => {
  const slow = (ms: number) => (_b: unknown, res: Parameters<typeof json>[0]) =>
    setTimeout(() => json(res, 200, BRANCHES), ms);

  it('a call’s timeoutMs wins over the client’s', async () => {
    stub.routes.set('/service/get-branch', slow(400));
    const client = new SelfStorageClient({ baseUrl: stub.baseUrl, timeoutMs: 10_000 });
    const started = Date.now();
    const error = await failure(client.catalogue.branches({ currentLanguage: 'en' }, { timeoutMs: 50 }));
    expect(error.code).toBe('timeout');
    expect(error.message).toBe('Request to /service/get-branch timed out after 50 ms');
    expect(Date.now() - started).toBeLessThan(350);
    expect(await client.catalogue.branches({ currentLanguage: 'en' }, { timeoutMs: 2000 })).toHaveLength(1);
  });

  it('the timeout still applies when the caller passes a signal', async () => {
    stub.routes.set('/service/get-branch', slow(400));
    const client = new SelfStorageClient({ baseUrl: stub.baseUrl, timeoutMs: 50 });
    const controller = new AbortController();
    const error = await failure(client.catalogue.branches({ currentLanguage: 'en' }, controller));
    expect(error.code).toBe('timeout');
  });

  it('the signal cancels a call, including a retry still waiting', async () => {
    let calls = 0;
    stub.routes.set('/service/get-size', (_b, res) => {
      calls += 1;
      json(res, 503, { response_code: 503, response_message: 'busy' });
    });
    const client = new SelfStorageClient({
      baseUrl: stub.baseUrl,
      retry: { maxRetries: 5, baseDelayMs: 10_000 },
    });
    const controller = new AbortController();
    const pending = failure(client.catalogue.sizes({ open_service_id: 1 }, { signal: controller.signal }));
    setTimeout(() => controller.abort(), 100);
    expect((await pending).code).toBe('aborted');
    expect(calls).toBe(1);
  });
});

describe('retries', () => {
  it('are off unless asked for', async () => {
    let calls = 0;
    stub.routes.set('/service/get-branch', (_b, res) => {
      calls += 1;
      json(res, 503, { response_code: 503, response_message: 'busy' });
    });
    const client = new SelfStorageClient({ baseUrl: stub.baseUrl });
    expect((await failure(client.catalogue.branches({ currentLanguage: 'th' }))).status).toBe(503);
    expect(calls).toBe(1);
  });

  it('send a read again after an overloaded server or a dropped connection, with backoff', async () => {
    const at: number[] = [];
    stub.routes.set('/booking/booking-calculate', (_b, res) => {
      at.push(Date.now());
      if (at.length === 1) res.socket?.destroy();
      else if (at.length === 2) json(res, 503, { response_code: 503, response_message: 'busy' });
      else json(res, 200, { ...OK, datas: calculation });
    });
    const client = new SelfStorageClient({
      baseUrl: stub.baseUrl,
      retry: { maxRetries: 2, baseDelayMs: 40, jitter: 0 },
    });
    const price = await client.booking.calculate({
      start_date: '2026-11-22',
      end_date: '2026-12-21',
      project_id: 1,
      open_service_id: 1,
      open_service_model_id: 1,
      unit_id: 3,
      is_reccuring: 0,
      is_reccuringcheck: 0,
      is_paymentcheck: 0,
      promo_code: '',
    });
    expect(price.total).toBe(100);
    expect(at).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = at;
    expect(second - first).toBeGreaterThanOrEqual(35);
    expect(third - second).toBeGreaterThanOrEqual(75);
  });

  it('give up after maxRetries, with the last failure', async () => {
    let calls = 0;
    stub.routes.set('/service/get-unit', (_b, res) => {
      calls += 1;
      json(res, 500, { response_code: 500, response_message: `failure ${calls}` });
    });
    const client = new SelfStorageClient({ baseUrl: stub.baseUrl, retry: fastRetries });
    const selection = {
      start_date: '2026-11-22',
      end_date: '2026-12-21',
      project_id: 1,
      open_service_id: 1,
      open_service_model_id: 1,
    };
    expect((await failure(client.catalogue.units(selection))).serverMessage).toBe('failure 3');
    expect(calls).toBe(3);
    calls = 0;
    await failure(client.catalogue.units(selection, { maxRetries: 0 }));
    expect(calls).toBe(1);
  });

  it('honour Retry-After, up to the longest wait', async () => {
    const at: number[] = [];
    stub.routes.set('/service/get-branch', (_b, res) => {
      at.push(Date.now());
      if (at.length === 1)
        json(res, 429, { response_code: 429, response_message: 'slow down' }, { 'Retry-After': '0' });
      else json(res, 200, BRANCHES);
    });
    const client = new SelfStorageClient({
      baseUrl: stub.baseUrl,
      retry: { maxRetries: 1, baseDelayMs: 5000 },
    });
    expect(await client.catalogue.branches({ currentLanguage: 'th' })).toHaveLength(1);
    expect(at).toHaveLength(2);
  });

  it('never resend a refusal or a call that creates or charges', async () => {
    const calls = new Map<string, number>();
    const count = (path: string) => calls.set(path, (calls.get(path) ?? 0) + 1);
    stub.routes.set('/booking/booking-storage', (_b, res) => {
      count('store');
      json(res, 503, { response_code: 503, response_message: 'busy' });
    });
    stub.routes.set('/booking/qr/checkout', (_b, res) => {
      count('qr');
      res.socket?.destroy();
    });
    stub.routes.set('/service/get-size', (_b, res) => {
      count('size');
      json(res, 200, { response_code: 400, response_message: 'no such service' });
    });
    const client = new SelfStorageClient({ baseUrl: stub.baseUrl, retry: fastRetries });
    await failure(client.booking.store({ ...storeBody, token: 'tok' }, { maxRetries: 3 }));
    await failure(client.payment.qrCheckout({ customerInvoiceIds: [1], tokenu: 'tok' }));
    expect((await failure(client.catalogue.sizes({ open_service_id: 1 }))).code).toBe('rejected');
    expect(Object.fromEntries(calls)).toEqual({ store: 1, qr: 1, size: 1 });
  });
});

describe('a client holding a session', () => {
  const session = () => createSessionStore({ storage: new MemoryStorage() });

  it('signs in on login and fills token and tokenu itself', async () => {
    stub.routes.set('/customer/login', (_b, res) => json(res, 200, { ...OK, datas: { token: 'tok-9' } }));
    stub.routes.set('/booking/booking-service', (_b, res) => json(res, 200, { ...OK, datas: [] }));
    stub.routes.set('/booking/qr/inquire', (_b, res) =>
      json(res, 200, { ...OK, success: false, data: { status: 'pending' } }),
    );
    const store = session();
    const client = new SelfStorageClient({ baseUrl: stub.baseUrl }).withSession(store);
    await client.customer.login({ username: 'a@example.com', password: 'secret-1' });
    expect(store.token()).toBe('tok-9');
    await client.booking.history({});
    const uuid = '0b7f6a8e-2f43-4c7b-9a55-1f1b0b7d9d11';
    await client.payment.qrInquire({ uuid });
    await client.booking.history({ token: 'explicit' });
    expect(stub.seen.slice(1).map((request) => request.body)).toEqual([
      { token: 'tok-9' },
      { uuid, tokenu: 'tok-9' },
      { token: 'explicit' },
    ]);
  });

  it('pays the bills buildInvoicePaymentRequest(booking) names with its own token; a given token wins', async () => {
    const uuid = '0b7f6a8e-2f43-4c7b-9a55-1f1b0b7d9d11';
    stub.routes.set('/booking/qr/checkout', (_b, res) =>
      json(res, 200, {
        ...OK,
        data: {
          amount: 100,
          qrCode: { qrImage: 'data:image/png;base64,AAAA', payload: '000201' },
          uuid,
          callbackUrl: `${stub.baseUrl}/api/self-storage/payment/${uuid}/events`,
        },
      }),
    );
    const store = session();
    store.signIn('tok-3');
    const client = new SelfStorageClient({ baseUrl: stub.baseUrl, session: store });
    const due = booking({ due_invoice_ids: [81, 82] });
    expect((await client.payment.qrCheckout(buildInvoicePaymentRequest(due))).uuid).toBe(uuid);
    await client.payment.qrCheckout(buildInvoicePaymentRequest(due, 'given'));
    expect(stub.seen.map((request) => request.body)).toEqual([
      { customerInvoiceIds: [81, 82], tokenu: 'tok-3' },
      { customerInvoiceIds: [81, 82], tokenu: 'given' },
    ]);
    store.signOut();
    const error = await failure(client.payment.qrCheckout(buildInvoicePaymentRequest(due)));
    expect(error).toMatchObject({ code: 'session_expired', key: 'errors.sessionExpired' });
    expect(stub.seen).toHaveLength(2);
  });

  it('ends the session after customer.logout, sending its token', async () => {
    stub.routes.set('/customer/logout', (_b, res) => json(res, 200, OK));
    const store = session();
    store.signIn('tok-5');
    const client = new SelfStorageClient({ baseUrl: stub.baseUrl }).withSession(store);
    await client.customer.logout({});
    expect(stub.seen.map((request) => request.body)).toEqual([{ token: 'tok-5' }]);
    expect(store.getSnapshot()).toEqual({ status: 'anonymous', reason: 'signedOut' });
  });

  it('fails with session_expired, sending nothing, when signed out', async () => {
    const client = new SelfStorageClient({ baseUrl: stub.baseUrl, session: session() });
    const error = await failure(client.booking.history({}));
    expect(error.toJSON()).toMatchObject({
      code: 'session_expired',
      key: 'errors.sessionExpired',
      url: `${stub.baseUrl}/api/self-storage/booking/booking-service`,
    });
    expect(stub.seen).toEqual([]);
  });

  it('ends the session when the server refuses its token', async () => {
    stub.routes.set('/booking/current-service', (_b, res) =>
      json(res, 200, { response_code: 401, response_message: 'Token expired' }),
    );
    const store = session();
    store.signIn('old');
    const client = new SelfStorageClient({ baseUrl: stub.baseUrl, session: store });
    expect((await failure(client.booking.current({ customer_service_id: 4 }))).code).toBe('session_expired');
    expect(store.getSnapshot()).toEqual({ status: 'anonymous', reason: 'expired' });
  });

  it('without a session, a call needs its token in the body', async () => {
    const client = new SelfStorageClient({ baseUrl: stub.baseUrl });
    const body: Omit<RequestOf<'bookingService'>, 'token'> = {};
    const error = await failure(client.booking.history(body));
    expect(error.toJSON()).toMatchObject({ code: 'invalid_request', field: 'token' });
  });
});
