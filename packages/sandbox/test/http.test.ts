import { connect } from 'node:net';
import { API_PREFIX, type EndpointName } from '@self-storage/core';
import { endpoints } from '@self-storage/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  control,
  day,
  demoToken,
  lastOtp,
  newCustomer,
  personal,
  post,
  refused,
  startSandbox,
  storageBody,
  type TestSandbox,
  verifyEmail,
} from './helpers.ts';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

const stillServing = async () => {
  const res = await post(sb, '/service/get-branch', { currentLanguage: 'en' });
  expect(res.status).toBe(200);
  expect(res.body.response_code).toBe(200);
};

describe('malformed requests', () => {
  it('answers 400 with a message naming the problem, and keeps serving', async () => {
    expect(await post(sb, '/customer/login', '{bad')).toEqual({
      status: 400,
      body: { response_code: 400, response_message: 'The request body is not valid JSON.' },
    });
    expect((await post(sb, '/customer/login', '')).body.response_message).toBe(
      'The request body is empty; send a JSON object.',
    );
    expect((await post(sb, '/customer/login', '[]')).body.response_message).toMatch(
      /^Invalid request: body: /,
    );
    const types = await post(sb, '/customer/login', { username: 5, password: true });
    expect(types.status).toBe(400);
    expect(types.body.response_message).toMatch(/username: .*; password: /);
    expect((await post(sb, '/customer/login', { username: 'a@example.com' })).body.response_message).toBe(
      'Invalid request: password is required.',
    );
    const otp = await post(sb, '/customer/verify-otp', { email: 'a@example.com', otp: '12345' });
    expect(otp.body.response_message).toMatch(/^Invalid request: otp: /);
    const storage = await post(sb, '/booking/booking-storage', { token: 'x' });
    expect(storage.body).toMatchObject({ response_code: 400, success: false, code: 'invalid_request' });
    expect(String(storage.body.response_message)).toContain('and');
    await stillServing();
  });

  it('says success: false in the refusals of the calls whose reply has the flag, as the endpoint table says', async () => {
    const flagged: string[] = [];
    for (const name of Object.keys(endpoints) as EndpointName[]) {
      const { status, body } = await post(sb, endpoints[name].path, '[]');
      expect(status, name).toBe(400);
      if ('success' in body) {
        expect(body.success, name).toBe(false);
        flagged.push(name);
      }
    }
    expect(flagged).toEqual(['bookingStorage', 'currentService', 'qrInquire', 'cardCheckout']);
    expect(flagged).toEqual(
      (Object.keys(endpoints) as EndpointName[]).filter((name) => endpoints[name].successFlag),
    );
  });

  it('treats SQL-looking strings as plain data', async () => {
    const injection = "' OR 1=1 --";
    expect(
      (await post(sb, '/customer/login', { username: injection, password: 'x' })).body.response_message,
    ).toMatch(/username/);
    expect((await refused(sb, 'login', { username: 'demo@example.com', password: injection })).code).toBe(
      401,
    );
    expect((await refused(sb, 'login', { username: "x'--@example.com", password: injection })).code).toBe(
      401,
    );
    expect((await refused(sb, 'pinVerify', { pin: injection })).code).toBe(404);
    expect((await refused(sb, 'identify', { token: injection })).code).toBe(400);
    const body = await storageBody(sb, await demoToken(sb), 9, day(1), day(2));
    const promo = await refused(sb, 'bookingStorage', {
      ...body,
      data: { ...body.data, promo_code: injection },
    });
    expect(promo.message).toBe('There is no promotion with this code.');
    expect(sb.db.prepare('SELECT count(*) AS n FROM customers').get()?.n).toBe(1);
    await stillServing();
  });

  it('refuses a body over 5 MB with 413 while it streams in, and keeps serving', async () => {
    const big = JSON.stringify({ email: 'a@example.com', padding: 'x'.repeat(12 * 1024 * 1024) });
    const sized = await fetch(`${sb.url}${API_PREFIX}/customer/send-otp`, { method: 'POST', body: big });
    expect(sized.status).toBe(413);
    expect(await sized.json()).toEqual({
      response_code: 413,
      response_message: 'The request body is larger than 5 MB.',
    });
    const chunk = new TextEncoder().encode('x'.repeat(1024 * 1024));
    // 64 MB offered: past the 5 MB read, the loopback socket's buffers (several MB) may
    // still take chunks before the refusal closes it, so a slow server can see more than 12 MB go.
    const offered = 64;
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= offered) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const chunked = await fetch(`${sb.url}${API_PREFIX}/customer/send-otp`, {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(sent).toBeLessThan(offered);
    expect(sb.lines.filter((l) => l.startsWith('POST /api/self-storage/customer/send-otp 413'))).toHaveLength(
      2,
    );
    await stillServing();
  });

  it('reads a chunked body under the limit, and a POST without any body', async () => {
    const json = new TextEncoder().encode(JSON.stringify({ currentLanguage: 'th' }));
    const chunked = await fetch(`${sb.url}${API_PREFIX}/service/get-branch`, {
      method: 'POST',
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(json.subarray(0, 5));
          controller.enqueue(json.subarray(5));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(((await chunked.json()) as { response_code: number }).response_code).toBe(200);
    // What `curl -X POST -H 'Content-Type: application/json'` sends: neither Content-Length nor
    // Transfer-Encoding.
    const socket = connect(sb.port, '127.0.0.1');
    socket.end(
      `POST /sandbox/payments/unknown/disconnect HTTP/1.1\r\nHost: 127.0.0.1:${sb.port}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n`,
    );
    let raw = '';
    for await (const chunk of socket) raw += String(chunk);
    expect(raw).toMatch(/^HTTP\/1\.1 200 /);
    expect(raw).toContain('{"uuid":"unknown","disconnected":0}');
  });

  it('answers 404 for an unknown call and 405 for a wrong method', async () => {
    expect(await post(sb, '/customer/nothing', {})).toEqual({
      status: 404,
      body: { response_code: 404, response_message: `No API call at ${API_PREFIX}/customer/nothing.` },
    });
    const get = await fetch(`${sb.url}${API_PREFIX}/customer/login`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(((await get.json()) as { response_code: number }).response_code).toBe(405);
    expect((await fetch(`${sb.url}/nothing.js`)).status).toBe(404);
  });
});

describe('headers', () => {
  it('sends security headers on every response', async () => {
    for (const res of [
      await fetch(`${sb.url}/`, { headers: { Accept: 'text/html' } }),
      await fetch(`${sb.url}${API_PREFIX}/service/get-branch`, {
        method: 'POST',
        body: '{"currentLanguage":"th"}',
      }),
      await fetch(`${sb.url}${API_PREFIX}/customer/login`, { method: 'POST', body: '{' }),
      await fetch(`${sb.url}/nothing`),
    ]) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("img-src 'self' data:");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("form-action 'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('allows the API from any origin, without credentials', async () => {
    const preflight = await fetch(`${sb.url}${API_PREFIX}/customer/login`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://integrator.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const home = await fetch(`${sb.url}/identify-key`, { headers: { Origin: 'https://integrator.example' } });
    expect(home.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves a placeholder home page and the docs when no web app is built', async () => {
    const res = await fetch(`${sb.url}/service/unit`, { headers: { Accept: 'text/html' } });
    expect(await res.text()).toContain('The web app is not built');
    expect((await fetch(`${sb.url}/sandbox/docs`)).headers.get('content-type')).toMatch(/^text\/markdown/);
  });
});

describe('logs', () => {
  it('hold one line per request and never a password, code, pin or token', async () => {
    const email = 'logged@example.com';
    await verifyEmail(sb, email);
    const otp = await lastOtp(sb, email);
    const token = await newCustomer(sb, 'logged2@example.com');
    const login = await post(sb, '/customer/login', {
      username: 'logged2@example.com',
      password: 'Secret-123',
    });
    await post(sb, '/customer/change-password', {
      email: 'logged2@example.com',
      oldPassword: 'Secret-123',
      newPassword: 'Very-Secret-9',
      confirmedPassword: 'Very-Secret-9',
    });
    await fetch(`${sb.url}/?action=payment&ser=1&p=secret-pin`, { headers: { Accept: 'text/html' } });
    const secrets = [
      'Secret-123',
      'Very-Secret-9',
      otp,
      token,
      String((login.body.datas as { token: string }).token),
      'secret-pin',
    ];
    expect(sb.lines.length).toBeGreaterThan(5);
    for (const line of sb.lines) {
      expect(line).toMatch(/^(GET|POST|OPTIONS|HEAD) \/\S* \d{3} \d+ms$/);
      for (const secret of secrets) expect(line).not.toContain(secret);
    }
  });

  it('logs an unexpected failure without details to the caller, and keeps serving', async () => {
    const broken = await startSandbox();
    try {
      broken.db.exec('DROP TABLE extra_fees');
      const res = await post(broken, '/booking/booking-calculate', {
        project_id: 1,
        open_service_id: 1,
        open_service_model_id: 2,
        start_date: day(0),
        end_date: day(3),
        unit_id: 9,
        is_reccuring: 0,
        is_reccuringcheck: 0,
        is_paymentcheck: 0,
        promo_code: '',
      });
      expect(res).toEqual({
        status: 500,
        body: { response_code: 500, response_message: 'Something went wrong on our side; please try again.' },
      });
      expect(
        broken.lines.some((l) => l.startsWith('error: POST /api/self-storage/booking/booking-calculate')),
      ).toBe(true);
      expect((await post(broken, '/service/get-branch', { currentLanguage: 'th' })).status).toBe(200);
    } finally {
      await broken.close();
    }
  });
});

describe('controls', () => {
  it('reset wipes accounts and bookings and seeds again', async () => {
    const other = await startSandbox();
    try {
      await newCustomer(other, 'gone@example.com');
      expect((await control(other, '/sandbox/reset')).body).toEqual({ reset: true });
      expect(
        (await refused(other, 'login', { username: 'gone@example.com', password: 'Secret-123' })).code,
      ).toBe(401);
      expect(await demoToken(other)).toBeTruthy();
      expect((await other.client.catalogue.branches({ currentLanguage: 'th' })).length).toBe(3);
    } finally {
      await other.close();
    }
  });

  it('are absent with controls off, while the card page, stream and identify key stay', async () => {
    const off = await startSandbox({ controls: false });
    try {
      expect((await fetch(`${off.url}/sandbox/mail?to=a@example.com`)).status).toBe(404);
      expect((await fetch(`${off.url}/sandbox/reset`, { method: 'POST' })).status).toBe(404);
      expect((await fetch(`${off.url}/identify-key`)).status).toBe(200);
      expect((await fetch(`${off.url}/sandbox/card/unknown`)).status).toBe(404);
      expect(await off.client.customer.sendOtp({ email: personal('x@example.com').email })).toBeUndefined();
    } finally {
      await off.close();
    }
  });
});
