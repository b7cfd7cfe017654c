import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from './helpers.ts';

const COMMITTED = JSON.parse(
  readFileSync(new URL('../../../docs/openapi.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

describe('GET /openapi.json', () => {
  it('serves the committed contract with this server as the default origin, to any origin', async () => {
    const res = await fetch(`${sb.url}/openapi.json`, { headers: { Origin: 'https://explorer.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const served = (await res.json()) as { servers: { variables: { origin: { default: string } } }[] };
    expect(served.servers[0]?.variables.origin.default).toBe(sb.url);
    served.servers = COMMITTED.servers as typeof served.servers;
    expect(served).toEqual(COMMITTED);
  });

  it('names the public origin when the sandbox has one', async () => {
    const hosted = await startSandbox({ publicUrl: 'https://sandbox.example.com' });
    try {
      const served = (await (await fetch(`${hosted.url}/openapi.json`)).json()) as {
        servers: { variables: { origin: { default: string } } }[];
      };
      expect(served.servers[0]?.variables.origin.default).toBe('https://sandbox.example.com');
    } finally {
      await hosted.close();
    }
  });
});
