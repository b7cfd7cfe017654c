import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { SelfStorageClient } from '@self-storage/core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  day,
  demoToken,
  mails,
  refused,
  startSandbox,
  storageBody,
  succeed,
  type TestSandbox,
} from './helpers.ts';

interface Created {
  id: string;
  apiUrl: string;
  webUrl: string;
  key?: string;
  expiresAt: string;
}

const started: TestSandbox[] = [];
const folders: string[] = [];

afterEach(async () => {
  for (const sb of started.splice(0)) await sb.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const start = async (options: Parameters<typeof startSandbox>[0] = {}) => {
  const sb = await startSandbox(options);
  started.push(sb);
  return sb;
};

const auth = (key: string | undefined): Record<string, string> =>
  key ? { Authorization: `Bearer ${key}` } : {};

const create = async (sb: TestSandbox, key?: string): Promise<Created> => {
  const res = await fetch(`${sb.url}/sandbox/sandboxes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...auth(key) },
    body: JSON.stringify({ name: 'qa' }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Created;
};

/** The test sandbox as seen through a created sandbox's base URL. */
const through = (sb: TestSandbox, created: Created): TestSandbox => ({
  ...sb,
  url: created.apiUrl,
  client: new SelfStorageClient({ baseUrl: created.apiUrl, language: 'en' }),
});

const control = (url: string, key?: string, body?: unknown) =>
  fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', ...auth(key) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('sandboxes on one server', () => {
  it('keeps the data, clocks and outboxes of two sandboxes apart', async () => {
    const sb = await start();
    const a = through(sb, await create(sb));
    const b = through(sb, await create(sb));
    expect(a.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sandboxes\/sb-[a-z0-9]{10}$/);

    // A booking of unit 9 in A leaves unit 9 free in B and in the default sandbox.
    const tokenA = await demoToken(a);
    const booked = await succeed(a, 'bookingStorage', await storageBody(a, tokenA, 9, day(1), day(45)));
    expect(booked.response_code).toBe(200);
    for (const other of [b, sb]) {
      const token = await demoToken(other);
      expect((await succeed(other, 'bookingService', { token })).datas).toEqual([]);
      const again = await succeed(
        other,
        'bookingStorage',
        await storageBody(other, token, 9, day(1), day(45)),
      );
      expect(again.response_code).toBe(200);
    }
    // A's session is unknown to B.
    expect((await refused(b, 'bookingService', { token: tokenA })).code).toBe(401);

    // A's mail is in A's outbox only.
    await a.client.customer.sendOtp({ email: 'only-a@example.com' });
    expect(await mails(a, 'only-a@example.com')).toHaveLength(1);
    expect(await mails(b, 'only-a@example.com')).toEqual([]);
    expect(await mails(sb, 'only-a@example.com')).toEqual([]);

    // Resetting B leaves A's booking.
    expect((await control(`${b.url}/sandbox/reset`, undefined, {})).status).toBe(200);
    expect((await succeed(a, 'bookingService', { token: tokenA })).datas).toHaveLength(1);

    // A's clock moves alone.
    const moved = (await (await control(`${a.url}/sandbox/clock`, undefined, { advance: '13h' })).json()) as {
      offsetMs: number;
    };
    expect(moved.offsetMs).toBe(13 * 3600 * 1000);
    for (const other of [b, sb]) {
      expect(
        ((await (await control(`${other.url}/sandbox/clock`)).json()) as { offsetMs: number }).offsetMs,
      ).toBe(0);
    }
  });

  it('lists and deletes sandboxes; a deleted one and its database are gone', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sandboxes-'));
    folders.push(dataDir);
    const sb = await start({ dataDir });
    const created = await create(sb);
    expect(readdirSync(join(dataDir, 'sandboxes'))).toEqual([created.id]);
    const listed = (await (await control(`${sb.url}/sandbox/sandboxes`)).json()) as { sandboxes: Created[] };
    expect(listed.sandboxes.map((item) => item.id)).toEqual([created.id]);

    const deleted = await fetch(`${sb.url}/sandbox/sandboxes/${created.id}`, { method: 'DELETE' });
    expect(await deleted.json()).toEqual({ deleted: created.id });
    expect(existsSync(join(dataDir, 'sandboxes', created.id))).toBe(false);
    const gone = await fetch(`${created.apiUrl}/api/self-storage/service/get-branch`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"currentLanguage":"en"}',
    });
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { error: string }).error).toContain('No sandbox');
    expect((await fetch(`${sb.url}/sandbox/sandboxes/${created.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses the controls of one sandbox with the key of another', async () => {
    const serverKey = 'server-key-for-tests';
    const sb = await start({ controlKey: serverKey });
    expect(
      (
        await fetch(`${sb.url}/sandbox/sandboxes`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
        })
      ).status,
    ).toBe(401);
    const a = await create(sb, serverKey);
    const b = await create(sb, serverKey);
    expect(a.key).toMatch(/^[\w-]{43}$/);
    expect((await control(`${b.apiUrl}/sandbox/clock`, a.key)).status).toBe(401);
    expect((await control(`${b.apiUrl}/sandbox/reset`, a.key, {})).status).toBe(401);
    expect((await control(`${sb.url}/sandbox/clock`, a.key)).status).toBe(401);
    expect((await control(`${a.apiUrl}/sandbox/clock`, a.key)).status).toBe(200);
    expect((await control(`${b.apiUrl}/sandbox/clock`, b.key)).status).toBe(200);
    expect((await control(`${b.apiUrl}/sandbox/clock`, serverKey)).status).toBe(200);
    // The list never shows a key again.
    const listed = await (await control(`${sb.url}/sandbox/sandboxes`, serverKey)).text();
    expect(listed).not.toContain(a.key);
  });

  it('deletes a sandbox left unused for the idle time', async () => {
    const sb = await start({ sandboxIdleMs: 60_000 });
    const created = await create(sb);
    sb.advance(30_000);
    expect((await control(`${created.apiUrl}/sandbox/clock`)).status).toBe(200);
    sb.advance(59_000);
    expect((await control(`${created.apiUrl}/sandbox/clock`)).status).toBe(200);
    sb.advance(60_000);
    expect((await control(`${created.apiUrl}/sandbox/clock`)).status).toBe(404);
  });

  it('serves a sandbox on a web origin of its own, whose card page posts back to it', async () => {
    const sb = await start();
    const created = await create(sb);
    const host = new URL(created.webUrl).host;
    expect(host).toBe(`${created.id}.localhost:${sb.port}`);
    const res = await fetch(`${sb.url}/sandbox/clock`, { headers: { Host: host } });
    expect(res.status).toBe(200);
    // Under the path prefix, the sandbox's own pages name their paths with it.
    const page = await (
      await fetch(`${created.apiUrl}/sandbox/qr/00000000-0000-4000-8000-000000000000`)
    ).text();
    expect(page).not.toMatch(/href="\/sandbox\//);
    expect(page).toContain(`href="/sandboxes/${created.id}/sandbox/style.css"`);
  });

  it('answers /healthz, and logs one JSON object a line with LOG_FORMAT json, without secrets', async () => {
    const sb = await start({ logFormat: 'json' });
    expect(await (await fetch(`${sb.url}/healthz`)).json()).toEqual({ status: 'ok', sandboxes: 1 });
    await fetch(`${sb.url}/callback/0f8fad5b-d9cb-469f-a165-70867728950e?token=abc`);
    const line = JSON.parse(sb.lines.at(-1) ?? '') as Record<string, unknown>;
    expect(line).toMatchObject({ type: 'request', method: 'GET', path: '/callback/:redacted', status: 404 });
    expect(sb.lines.join('\n')).not.toContain('0f8fad5b');
  });

  it.each(['memory', 'file'])(
    'holds the limit of sandboxes under 100 parallel creates (%s)',
    async (kind) => {
      const dataDir = kind === 'file' ? mkdtempSync(join(tmpdir(), 'sandboxes-')) : ':memory:';
      if (kind === 'file') folders.push(dataDir);
      const sb = await start({ dataDir, maxSandboxes: 5 });
      const replies = await Promise.all(
        Array.from({ length: 100 }, () =>
          fetch(`${sb.url}/sandbox/sandboxes`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: '{}',
          }),
        ),
      );
      const statuses = replies.map((res) => res.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(statuses.filter((status) => status === 409)).toHaveLength(95);
      const refusal = (await replies[statuses.indexOf(409)]?.json()) as { error: string };
      expect(refusal.error).toContain('at most 5 sandboxes');
      const listed = (await (await control(`${sb.url}/sandbox/sandboxes`)).json()) as {
        sandboxes: Created[];
      };
      expect(listed.sandboxes).toHaveLength(5);
      if (kind === 'file') expect(readdirSync(join(dataDir, 'sandboxes'))).toHaveLength(5);
    },
  );
});

describe('created sandboxes across a restart', () => {
  const serverKey = 'server-key-for-tests';
  const under = (sb: TestSandbox, id: string) => `${sb.url}/sandboxes/${id}`;

  it('answers each one its own key after a restart, keeping only a digest of it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sandboxes-'));
    folders.push(dataDir);
    const first = await startSandbox({ dataDir, controlKey: serverKey });
    const a = await create(first, serverKey);
    const b = await create(first, serverKey);
    expect((await control(`${a.apiUrl}/sandbox/clock`, a.key, { advance: '2h' })).status).toBe(200);
    await first.close();

    // What is kept on disk (the database, its metadata) holds neither key, in text or in bytes.
    for (const { id, key = '' } of [a, b]) {
      const folder = join(dataDir, 'sandboxes', id);
      for (const file of readdirSync(folder)) {
        const bytes = readFileSync(join(folder, file));
        expect(bytes.includes(key)).toBe(false);
        expect(bytes.includes(Buffer.from(key, 'base64url'))).toBe(false);
      }
    }

    const second = await start({ dataDir, controlKey: serverKey });
    const clockOf = (id: string, key?: string) => control(`${under(second, id)}/sandbox/clock`, key);
    const clockA = await clockOf(a.id, a.key);
    expect(clockA.status).toBe(200);
    expect(((await clockA.json()) as { offsetMs: number }).offsetMs).toBe(2 * 3600 * 1000);
    expect((await clockOf(b.id, b.key)).status).toBe(200);
    expect((await clockOf(b.id, serverKey)).status).toBe(200);
    expect((await clockOf(a.id, b.key)).status).toBe(401);
    expect((await clockOf(a.id)).status).toBe(401);
    const listed = (await (await control(`${second.url}/sandbox/sandboxes`, serverKey)).json()) as {
      sandboxes: (Created & { name: string })[];
    };
    // Both were made at the same instant of the test clock: in either order.
    expect(listed.sandboxes.map((item) => [item.id, item.name]).sort()).toEqual(
      [
        [a.id, 'qa'],
        [b.id, 'qa'],
      ].sort(),
    );
  });

  it('hashes the key a sandbox made by an earlier version kept in its database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sandboxes-'));
    folders.push(dataDir);
    const first = await startSandbox({ dataDir, controlKey: serverKey });
    const { id } = await create(first, serverKey);
    await first.close();
    // The earlier layout: no sandbox.json; name, creation time and the key itself in the settings.
    const folder = join(dataDir, 'sandboxes', id);
    unlinkSync(join(folder, 'sandbox.json'));
    const key = 'an-earlier-version-kept-this-key-as-it-was';
    const db = new DatabaseSync(join(folder, 'sandbox.db'));
    const insert = db.prepare('INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)');
    insert.run('sandbox_name', 'old-ci');
    insert.run('sandbox_created_at', '1700000000000');
    insert.run('sandbox_control_key', key);
    db.close();

    const second = await start({ dataDir, controlKey: serverKey });
    expect((await control(`${under(second, id)}/sandbox/clock`, key)).status).toBe(200);
    const kept = new DatabaseSync(join(folder, 'sandbox.db'), { readOnly: true });
    expect(kept.prepare("SELECT value FROM settings WHERE key = 'sandbox_control_key'").get()).toBe(
      undefined,
    );
    kept.close();
    expect(readFileSync(join(folder, 'sandbox.json'), 'utf8')).not.toContain(key);
    const listed = (await (await control(`${second.url}/sandbox/sandboxes`, serverKey)).json()) as {
      sandboxes: (Created & { name: string; createdAt: string })[];
    };
    expect(listed.sandboxes.map((item) => [item.name, item.createdAt])).toEqual([
      ['old-ci', new Date(1700000000000).toISOString()],
    ]);
  });

  it('leaves a folder it cannot read as it is, and starts with the others', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sandboxes-'));
    folders.push(dataDir);
    const first = await startSandbox({ dataDir });
    const kept = await create(first);
    await first.close();
    const broken = {
      'sb-brokenjson': { 'sandbox.json': 'not json' },
      'sb-brokendb00': { 'sandbox.db': 'not a database, and no sandbox.json beside it' },
      'sb-halfmade00': { 'sandbox.db.new': '' },
    };
    for (const [id, files] of Object.entries(broken)) {
      mkdirSync(join(dataDir, 'sandboxes', id));
      for (const [file, text] of Object.entries(files))
        writeFileSync(join(dataDir, 'sandboxes', id, file), text);
    }

    const second = await start({ dataDir });
    const listed = (await (await control(`${second.url}/sandbox/sandboxes`)).json()) as {
      sandboxes: Created[];
    };
    expect(listed.sandboxes.map((item) => item.id)).toEqual([kept.id]);
    for (const [id, files] of Object.entries(broken)) {
      expect(second.lines.some((line) => line.startsWith(`[${id}] error: not loaded`))).toBe(true);
      expect(readdirSync(join(dataDir, 'sandboxes', id)).sort()).toEqual(Object.keys(files));
    }
  });
});
