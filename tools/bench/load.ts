import { API_PREFIX } from '@self-storage/core';
import autocannon from 'autocannon';
import { cpuTimeMs } from './sandbox-process.ts';
import { median } from './stats.ts';

/** 50 clients for 10 s: the load. */
export const CONNECTIONS = 50;
export const DURATION_S = 10;
export const WARM_UP_S = 3;

export interface LoadFigures {
  /** Medians over the runs. */
  p50: number;
  p99: number;
  rps: number;
  /** The worst p99 of the runs. */
  worstP99: number;
  runs: number;
  failures: number;
  /** The server's CPU time per request, µs, median over the runs (undefined off Linux). */
  cpuPerRequestUs: number | undefined;
}

/**
 * Checks each body is answered with success first (a refusal is HTTP 200 too, and autocannon
 * only sees statuses), then loads the call with the bodies in turn on every connection: a warm-up
 * run (JIT, statement cache), then `runs` measured runs.
 */
export const loadCall = async (
  server: { url: string; pid: number },
  path: string,
  bodies: readonly object[],
  runs: number,
): Promise<LoadFigures> => {
  const url = `${server.url}${API_PREFIX}${path}`;
  for (const body of bodies) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const reply = (await response.json()) as { response_code?: number; response_message?: string };
    if (reply.response_code !== 200)
      throw new Error(`${path} refused a bench body: ${reply.response_message}`);
  }
  const requests = bodies.map((body) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }));
  const run = (duration: number) => autocannon({ url, connections: CONNECTIONS, duration, requests });
  await run(WARM_UP_S);
  const results = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const before = cpuTimeMs(server.pid);
    const result = await run(DURATION_S);
    const after = cpuTimeMs(server.pid);
    results.push(result);
    if (before !== undefined && after !== undefined)
      cpu.push(((after - before) * 1000) / result.requests.total);
  }
  return {
    p50: median(results.map((r) => r.latency.p50)),
    p99: median(results.map((r) => r.latency.p99)),
    rps: median(results.map((r) => r.requests.average)),
    worstP99: Math.max(...results.map((r) => r.latency.p99)),
    runs,
    failures: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
    cpuPerRequestUs: cpu.length === runs ? median(cpu) : undefined,
  };
};
