import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, describe, expect, it, vi } from 'vitest';

/*
 * docs/openapi.json as the tools of teams that do not use this SDK read it: Redocly's
 * recommended rules, and openapi-typescript's types checked by a strict compiler.
 */

/** The committed document, as `npm run openapi` writes it. */
const OPENAPI_FILE = fileURLToPath(new URL('../../../docs/openapi.json', import.meta.url));

const run = promisify(execFile);
const requireHere = createRequire(import.meta.url);
const REDOCLY = join(dirname(requireHere.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
// The repository's compiler, not the TypeScript 5 that openapi-typescript brings for its own use.
const TSC = fileURLToPath(new URL('../../../node_modules/typescript/bin/tsc', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'self-storage-openapi-'));

afterAll(() => rmSync(work, { recursive: true, force: true }));

interface RedoclyReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
}

describe('docs/openapi.json in the tools', () => {
  it("is clean under Redocly's recommended rules, warnings included", async () => {
    const lint = await run(
      process.execPath,
      [REDOCLY, 'lint', '--extends', 'recommended', '--format', 'json', OPENAPI_FILE],
      { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    ).catch((error: { stdout: string }) => error);
    const report = JSON.parse(lint.stdout) as RedoclyReport;
    const problems = report.problems.map(
      (problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 0 });
  });

  it('gives openapi-typescript types that a strict compiler accepts, the event stream typed', async () => {
    const warned = vi.spyOn(console, 'warn');
    const errored = vi.spyOn(console, 'error');
    const types = astToString(await openapiTS(JSON.parse(readFileSync(OPENAPI_FILE, 'utf8'))));
    expect([...warned.mock.calls, ...errored.mock.calls]).toEqual([]);
    warned.mockRestore();
    errored.mockRestore();
    writeFileSync(join(work, 'api.ts'), types);
    // What an integrator writes with the generated types: a stream event is a PaymentEvent, not a string.
    writeFileSync(
      join(work, 'use.ts'),
      [
        "import type { components, operations, paths } from './api.ts';",
        "type Event = paths['/callback/{uuid}']['get']['responses'][200]['content']['text/event-stream'];",
        'export const paid: Event = { payment: true };',
        "export const same: components['schemas']['PaymentEvent'] = paid;",
        '// @ts-expect-error: an event is an object, not the raw text of the stream',
        "export const text: Event = 'data: {}';",
        "export const request: operations['qrCheckout']['requestBody']['content']['application/json'] =",
        "  { customerInvoiceIds: [1], tokenu: 'token' };",
        '',
      ].join('\n'),
    );
    const check = await run(
      process.execPath,
      [
        TSC,
        '--noEmit',
        '--strict',
        '--target',
        'es2022',
        '--module',
        'preserve',
        '--moduleResolution',
        'bundler',
        '--allowImportingTsExtensions',
        '--singleThreaded',
        join(work, 'api.ts'),
        join(work, 'use.ts'),
      ],
      { cwd: work },
    ).then(
      () => '',
      (error: { stdout: string }) => error.stdout,
    );
    expect(check).toBe('');
  });
});
