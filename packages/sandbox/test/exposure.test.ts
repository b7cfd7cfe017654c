import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PREFIX } from '@self-storage/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, control, day, demoToken, mails, startSandbox, type TestSandbox } from './helpers.ts';

interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** A request with headers fetch would not send as given (Host, Origin, a forged path). */
const raw = (
  url: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawReply> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const req = request(
      { hostname, port, path, method: options.method ?? 'GET', headers: options.headers ?? {} },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += String(chunk);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });

const JSON_HEADERS = { 'Content-Type': 'application/json' };

describe('controls on a listen address other machines can reach', () => {
  it('are off without SANDBOX_CONTROL_KEY, while the API and the card page stay', async () => {
    const sb = await startSandbox({ host: '0.0.0.0' });
    try {
      const local = `http://127.0.0.1:${sb.port}`;
      expect((await fetch(`${local}/sandbox/mail`)).status).toBe(404);
      expect(
        (await fetch(`${local}/sandbox/links`, { method: 'POST', headers: JSON_HEADERS, body: '{}' })).status,
      ).toBe(404);
      expect((await fetch(`${local}/sandbox/card/unknown`)).status).toBe(404);
      const branches = await fetch(`${local}${API_PREFIX}/service/get-branch`, {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ currentLanguage: 'en' }),
      });
      expect(((await branches.json()) as { response_code: number }).response_code).toBe(200);
      expect(sb.lines).toContain(
        'controls: off, since 0.0.0.0 is not loopback and no SANDBOX_CONTROL_KEY is set',
      );
    } finally {
      await sb.close();
    }
  });

  it('need the key as a bearer token when it is set', async () => {
    const sb = await startSandbox({ host: '0.0.0.0', controlKey: 'k3y-for-qa' });
    try {
      const local = `http://127.0.0.1:${sb.port}`;
      const none = await fetch(`${local}/sandbox/mail`);
      expect(none.status).toBe(401);
      expect(none.headers.get('WWW-Authenticate')).toContain('Bearer');
      expect(await none.json()).toEqual({
        error: 'The sandbox controls need Authorization: Bearer <SANDBOX_CONTROL_KEY>.',
      });
      expect(
        (await fetch(`${local}/sandbox/mail`, { headers: { Authorization: 'Bearer wrong' } })).status,
      ).toBe(401);
      const right = await fetch(`${local}/sandbox/mail`, { headers: { Authorization: 'Bearer k3y-for-qa' } });
      expect(right.status).toBe(200);
      expect(await right.json()).toEqual({ messages: [] });
    } finally {
      await sb.close();
    }
  });

  it('need the key on loopback too once it is set', async () => {
    const sb = await startSandbox({ controlKey: 'k3y' });
    try {
      expect((await fetch(`${sb.url}/sandbox/clock`)).status).toBe(401);
      expect(
        (await fetch(`${sb.url}/sandbox/clock`, { headers: { Authorization: 'Bearer k3y' } })).status,
      ).toBe(200);
    } finally {
      await sb.close();
    }
  });
});

describe('a sandbox on loopback', () => {
  let sb: TestSandbox;
  beforeAll(async () => {
    sb = await startSandbox({ webUrl: 'http://web.test', maxUnpaidBookings: 10 });
  });
  afterAll(() => sb.close());

  it('refuses an unknown Host (DNS rebinding) and answers its own names', async () => {
    for (const host of ['evil.example', `evil.example:${sb.port}`, '127.0.0.1:1', '127.0.0.1']) {
      const reply = await raw(sb.url, '/sandbox/mail', { headers: { Host: host } });
      expect(reply.status).toBe(421);
      expect(reply.text).toContain('PUBLIC_URL');
    }
    for (const host of [`127.0.0.1:${sb.port}`, `localhost:${sb.port}`, `LOCALHOST:${sb.port}`, 'web.test']) {
      expect((await raw(sb.url, '/sandbox/clock', { headers: { Host: host } })).status).toBe(200);
    }
  });

  it('hands out URLs of its own origin whatever Host a request names', async () => {
    const token = await demoToken(sb);
    const { booking } = await book(sb, token, 9, day(1), day(10));
    const ids = booking.invoices.map((i) => i.id);
    const checkout = (path: string) =>
      raw(sb.url, `${API_PREFIX}${path}`, {
        method: 'POST',
        headers: { ...JSON_HEADERS, Host: `localhost:${sb.port}` },
        body: JSON.stringify({ tokenu: token, customerInvoiceIds: ids }),
      }).then((r) => JSON.parse(r.text) as { data?: { callbackUrl: string }; redirect_url?: string });
    expect((await checkout('/booking/qr/checkout')).data?.callbackUrl).toMatch(
      new RegExp(`^${sb.url}/callback/`),
    );
    expect((await checkout('/booking/booking-checkout')).redirect_url).toMatch(
      new RegExp(`^${sb.url}/sandbox/card/`),
    );
    const link = await raw(sb.url, '/sandbox/links', {
      method: 'POST',
      headers: { ...JSON_HEADERS, Host: `localhost:${sb.port}` },
      body: JSON.stringify({ type: 'service', email: 'demo@example.com' }),
    });
    expect(JSON.parse(link.text).url).toMatch(/^http:\/\/web\.test\/\?action=service/);
    expect((await mails(sb, 'demo@example.com')).at(-1)?.text).toContain('http://web.test/?action=payment');
  });

  it('takes control POSTs only as JSON, and the QR form only from its own page', async () => {
    for (const headers of [
      {},
      { 'Content-Type': 'text/plain' },
      { 'Content-Type': 'application/x-www-form-urlencoded' },
    ]) {
      const reply = await fetch(`${sb.url}/sandbox/reset`, { method: 'POST', headers, body: 'x' });
      expect(reply.status).toBe(415);
      expect(await reply.json()).toEqual({
        error: 'Sandbox controls take POST with Content-Type: application/json.',
      });
    }
    const token = await demoToken(sb);
    const { booking } = await book(sb, token, 10, day(1), day(10));
    const qr = await sb.client.payment.qrCheckout({
      tokenu: token,
      customerInvoiceIds: booking.invoices.map((i) => i.id),
    });
    for (const origin of [undefined, 'http://evil.example', 'null']) {
      const reply = await fetch(`${sb.url}/sandbox/qr/${qr.uuid}`, {
        method: 'POST',
        redirect: 'manual',
        headers: origin ? { Origin: origin } : {},
      });
      expect(reply.status).toBe(403);
    }
    expect((await sb.client.payment.qrInquire({ tokenu: token, uuid: qr.uuid })).status).toBe('pending');
  });

  it('marks API and control replies no-store', async () => {
    const login = await fetch(`${sb.url}${API_PREFIX}/customer/login`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ username: 'demo@example.com', password: 'Demo-1234' }),
    });
    expect(login.headers.get('Cache-Control')).toBe('no-store');
    const refused = await fetch(`${sb.url}${API_PREFIX}/customer/login`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: '{',
    });
    expect(refused.headers.get('Cache-Control')).toBe('no-store');
    for (const path of ['/sandbox/mail', '/sandbox/clock', '/sandbox/qr/unknown']) {
      expect((await fetch(`${sb.url}${path}`)).headers.get('Cache-Control')).toBe('no-store');
    }
    expect((await control(sb, '/sandbox/payments/unknown/pay')).status).toBe(404);
  });

  it('escapes what the request log prints', async () => {
    sb.lines.length = 0;
    await raw(sb.url, '/nothing%0AGET%20/forged%20200%201ms%5C');
    expect(sb.lines).toHaveLength(1);
    expect(sb.lines[0]).toMatch(/^GET \/nothing\\x0aGET \/forged 200 1ms\\\\ 404 \d+ms$/);
    // Format characters and separators too: a right-to-left override, the BOM, a zero-width space.
    sb.lines.length = 0;
    await raw(sb.url, '/a%E2%80%AEgnp.exe%EF%BB%BF%E2%80%8B%E2%80%A8');
    expect(sb.lines[0]).toMatch(/^GET \/a\\u202egnp\.exe\\ufeff\\u200b\\u2028 404 \d+ms$/);
  });

  it('never logs a payment id, which opens its card page and event stream', async () => {
    const token = await demoToken(sb);
    const { booking } = await book(sb, token, 12, day(1), day(20));
    const qr = await sb.client.payment.qrCheckout({
      customerInvoiceIds: booking.invoices.map((i) => i.id),
      tokenu: token,
    });
    sb.lines.length = 0;
    const stream = await fetch(qr.callbackUrl);
    await stream.body?.cancel();
    await fetch(`${sb.url}/sandbox/card/${qr.uuid}`);
    await control(sb, `/sandbox/payments/${qr.uuid}/pay`);
    await expect.poll(() => sb.lines.length).toBeGreaterThanOrEqual(3);
    expect(sb.lines.join('\n')).not.toContain(qr.uuid);
    expect(sb.lines).toContainEqual(expect.stringMatching(/^GET \/callback\/:redacted 200 \d+ms$/));
  });

  it('answers a malformed card form with the form again and 400', async () => {
    const token = await demoToken(sb);
    const { booking } = await book(sb, token, 11, day(1), day(10));
    const page = await sb.client.payment.cardCheckout({
      tokenu: token,
      customerInvoiceIds: booking.invoices.map((i) => i.id),
    });
    const bodies: [string, string][] = [
      [
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="number"\r\n\r\n4242',
      ],
      ['multipart/form-data', 'garbage'],
      ['text/plain', 'number=4242424242424242'],
      ['application/json', '{"number":"4242424242424242"}'],
    ];
    for (const [type, body] of bodies) {
      const reply = await fetch(page, {
        method: 'POST',
        headers: { 'Content-Type': type },
        body,
        redirect: 'manual',
      });
      expect(reply.status).toBe(400);
      expect(await reply.text()).toContain('The form could not be read');
    }
    const good = await fetch(page, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=A+B&number=4242424242424242&expiry=12%2F30&cvc=123',
      redirect: 'manual',
    });
    expect(good.status).toBe(303);
  });
});

describe('the web root', () => {
  const root = mkdtempSync(join(tmpdir(), 'sandbox-web-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('answers a missing /assets/ file 404, not the app page cached for a year', async () => {
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(root, 'assets', 'app-1.js'), 'export {};');
    const sb = await startSandbox({ webRoot: root });
    try {
      const html = { Accept: 'text/html' };
      const missing = await fetch(`${sb.url}/assets/app-2.js`, { headers: html });
      expect(missing.status).toBe(404);
      expect(missing.headers.get('Cache-Control')).toBeNull();
      expect((await fetch(`${sb.url}/assets/app-1.js`)).headers.get('Cache-Control')).toContain('immutable');
      expect((await fetch(`${sb.url}/service`, { headers: html })).status).toBe(200);
    } finally {
      await sb.close();
    }
  });

  it('never serves the build manifest or any other dot path', async () => {
    mkdirSync(join(root, '.vite'), { recursive: true });
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(root, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/app-1.js"}}');
    const sb = await startSandbox({ webRoot: root });
    try {
      for (const accept of ['*/*', 'text/html']) {
        const res = await fetch(`${sb.url}/.vite/manifest.json`, { headers: { Accept: accept } });
        expect(res.status).toBe(404);
        expect(await res.text()).not.toContain('src/main.tsx');
      }
    } finally {
      await sb.close();
    }
  });
});

describe('data files', () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'sandbox-mode-')), 'data');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('are readable by their owner only', async () => {
    const sb = await startSandbox({ dataDir: dir });
    try {
      await demoToken(sb);
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      for (const file of ['sandbox.db', 'sandbox.db-wal', 'sandbox.db-shm']) {
        expect(statSync(join(dir, file)).mode & 0o777).toBe(0o600);
      }
    } finally {
      await sb.close();
    }
  });
});
