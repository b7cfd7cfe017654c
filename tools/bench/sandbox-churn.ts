import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RunningSandbox } from './types.ts';

/** The server's environment for the churn: room for all of them, and a short life. */
export const CHURN = { sandboxes: 1000, parallel: 4, idle: '20s' } as const;
export const churnEnv = {
  MAX_SANDBOXES: String(CHURN.sandboxes),
  SANDBOX_IDLE_TTL: CHURN.idle,
} as const;

const EXPIRY_TIMEOUT_MS = 300_000;

export interface ChurnFigures {
  /** get-branch latencies, one call after another, from the first create until the last folder is gone. */
  latencies: number[];
  failures: number;
  created: number;
  createMs: number;
  /** From the last create until no sandbox is listed and no folder is left. */
  expireMs: number;
  /** The server's resident memory, MB: at the start, its peak, and once all have expired. */
  rssMb: { before: number; peak: number; after: number };
}

/** VmRSS and VmHWM of a process, MB, from /proc (Linux); NaN elsewhere. */
const memoryMb = (pid: number): { rss: number; peak: number } => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]) / 1024;
    return { rss: kb('VmRSS'), peak: kb('VmHWM') };
  } catch {
    return { rss: Number.NaN, peak: Number.NaN };
  }
};

const getBranch = async (url: string): Promise<boolean> => {
  const res = await fetch(`${url}/api/self-storage/service/get-branch`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{"currentLanguage":"en"}',
  });
  await res.arrayBuffer();
  return res.ok;
};

const createOne = async (url: string): Promise<boolean> => {
  const res = await fetch(`${url}/sandbox/sandboxes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{"name":"bench-churn"}',
  });
  await res.arrayBuffer();
  return res.status === 201;
};

/**
 * Creates CHURN.sandboxes sandboxes (CHURN.parallel at a time) on a server started with
 * `churnEnv`, and lets them expire (listing them each second, as `sandbox list` would, so expiry
 * is not left to the server's minute timer), while get-branch is called one call after another.
 */
export const sandboxChurn = async (sandbox: RunningSandbox): Promise<ChurnFigures> => {
  const { url, pid, dataDir } = sandbox;
  for (let i = 0; i < 20; i += 1) await getBranch(url);
  const before = memoryMb(pid).rss;
  const latencies: number[] = [];
  let failures = 0;
  let probing = true;
  const probe = (async () => {
    while (probing) {
      const started = performance.now();
      const ok = await getBranch(url).catch(() => false);
      latencies.push(performance.now() - started);
      if (!ok) failures += 1;
    }
  })();

  const started = performance.now();
  let created = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: CHURN.parallel }, async () => {
      while (next < CHURN.sandboxes) {
        next += 1;
        if (await createOne(url).catch(() => false)) created += 1;
        else failures += 1;
      }
    }),
  );
  const createMs = performance.now() - started;

  const folder = join(dataDir, 'sandboxes');
  const deadline = Date.now() + EXPIRY_TIMEOUT_MS;
  const left = () => (existsSync(folder) ? readdirSync(folder).length : 0);
  for (;;) {
    const listed = (await (await fetch(`${url}/sandbox/sandboxes`)).json()) as { sandboxes: unknown[] };
    if (listed.sandboxes.length === 0 && left() === 0) break;
    if (Date.now() > deadline)
      throw new Error(`${left()} sandboxes still there after ${EXPIRY_TIMEOUT_MS} ms`);
    await sleep(1000);
  }
  const expireMs = performance.now() - started - createMs;
  probing = false;
  await probe;
  const after = memoryMb(pid);
  return {
    latencies,
    failures,
    created,
    createMs,
    expireMs,
    rssMb: { before, peak: after.peak, after: after.rss },
  };
};
