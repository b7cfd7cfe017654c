import { mkdtempSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { post, startSandbox } from './helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'sandbox-churn-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SANDBOXES = 300;
const PARALLEL = 6;
/** Bounds a loaded two-core CI machine keeps (stalls of seconds are what they guard against), not a benchmark. */
const P99_BOUND_MS = 250;
const SLOWEST_BOUND_MS = 1000;

/** The files of this process open under a folder (Linux's /proc): a database left open shows here. */
const openFilesUnder = (folder: string): number =>
  readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`).startsWith(folder);
    } catch {
      return false;
    }
  }).length;

const until = async (done: () => boolean, what: string): Promise<void> => {
  const deadline = Date.now() + 60_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
};

describe('what created sandboxes hold of the server', () => {
  it('created and expiring by the hundred, stall no other request, and leave no database open or folder behind', async () => {
    const sb = await startSandbox({ dataDir: dir, maxSandboxes: SANDBOXES, sandboxIdleMs: 60_000 });
    const sandboxesDir = join(dir, 'sandboxes');
    const latencies: number[] = [];
    const failures: string[] = [];
    let probing = true;
    // A cheap call, one after another, all along.
    const probe = (async () => {
      while (probing) {
        const started = performance.now();
        const res = await post(sb, '/service/get-branch', { currentLanguage: 'en' }).catch(
          (error: unknown) => ({ status: String(error) }),
        );
        latencies.push(performance.now() - started);
        if (res.status !== 200) failures.push(String(res.status));
      }
    })();
    try {
      const ids: string[] = [];
      for (let made = 0; made < SANDBOXES; made += PARALLEL) {
        const replies = await Promise.all(
          Array.from({ length: Math.min(PARALLEL, SANDBOXES - made) }, () =>
            fetch(`${sb.url}/sandbox/sandboxes`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
            }),
          ),
        );
        for (const res of replies) {
          expect(res.status).toBe(201);
          ids.push(((await res.json()) as { id: string }).id);
        }
      }
      // Some are used, so their databases are open when they expire.
      for (const id of ids.slice(0, 20)) {
        const res = await post({ ...sb, url: `${sb.url}/sandboxes/${id}` }, '/service/get-branch', {
          currentLanguage: 'en',
        });
        expect(res.status).toBe(200);
      }
      expect(openFilesUnder(sandboxesDir)).toBeGreaterThan(0);

      sb.advance(61_000);
      const listed = await (await fetch(`${sb.url}/sandbox/sandboxes`)).json();
      expect(listed).toEqual({ sandboxes: [] });
      await until(() => readdirSync(sandboxesDir).length === 0, 'the expired sandboxes’ folders to go');
      probing = false;
      await probe;

      expect(failures).toEqual([]);
      expect(openFilesUnder(sandboxesDir)).toBe(0);
      expect(latencies.length).toBeGreaterThan(50);
      const sorted = [...latencies].sort((a, b) => a - b);
      const p99 = sorted[Math.ceil(sorted.length * 0.99) - 1] ?? Number.NaN;
      expect(p99).toBeLessThan(P99_BOUND_MS);
      expect(sorted.at(-1)).toBeLessThan(SLOWEST_BOUND_MS);
    } finally {
      probing = false;
      await probe;
      await sb.close();
    }
  }, 120_000);

  it('closes the database of a sandbox unused for 10 minutes, and opens it again, its data kept, when used', async () => {
    const dataDir = join(dir, 'reopen');
    const sb = await startSandbox({ dataDir, sandboxIdleMs: 3600_000 });
    try {
      const res = await fetch(`${sb.url}/sandbox/sandboxes`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
      });
      const { id, apiUrl } = (await res.json()) as { id: string; apiUrl: string };
      const folder = join(dataDir, 'sandboxes', id);
      const clock = (body?: unknown) =>
        fetch(`${apiUrl}/sandbox/clock`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      expect(openFilesUnder(folder)).toBe(0);
      expect((await clock({ advance: '3h' })).status).toBe(200);
      expect(openFilesUnder(folder)).toBeGreaterThan(0);

      sb.advance(9 * 60_000);
      await fetch(`${sb.url}/sandbox/sandboxes`);
      await sleep(200);
      expect(openFilesUnder(folder)).toBeGreaterThan(0);
      sb.advance(60_000);
      await fetch(`${sb.url}/sandbox/sandboxes`);
      await until(() => openFilesUnder(folder) === 0, 'the unused sandbox’s database to close');

      const again = await clock();
      expect(again.status).toBe(200);
      expect(((await again.json()) as { offsetMs: number }).offsetMs).toBe(3 * 3600_000);
      expect(openFilesUnder(folder)).toBeGreaterThan(0);
    } finally {
      await sb.close();
    }
  }, 90_000);
});
