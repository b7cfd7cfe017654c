import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every screen reads and writes server data through `src/data/`, so each call has one home: the
 * signed-in screens through its TanStack Query modules, which invalidate what a change changes;
 * the public pages and the home page's links through `data/auth.ts`, plain functions the login
 * form loads lazily (docs/web.md, "Server data"). No screen, kit or link module calls the API
 * client's resources itself.
 */
const SRC = fileURLToPath(new URL('../../src/', import.meta.url));
const CALLERS = ['screens', 'signed-in', 'deeplinks'];

/** The QR page's watcher asks the payment again on core's schedule, inside core's own listener. */
const ALLOWED = new Set(['screens/payment/qr/use-qr-payment.ts: client.payment.qrInquire(']);

const sources = (path: string): string[] => {
  const dir = join(SRC, path);
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
};

/** A call of one of the client's resources: `client.account.updateProfile(`; the clock is not one. */
const CLIENT_CALL = /\bclient\.(?!clock\b)\w+\.\w+\(/g;

describe('server data', () => {
  it('reaches the API from a screen or a link only through data/', () => {
    const found = CALLERS.flatMap(sources)
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(CLIENT_CALL)].map(
          (match) => `${relative(SRC, file)}: ${match[0]}`,
        ),
      )
      .filter((call) => !ALLOWED.has(call));
    expect(found).toEqual([]);
  });
});
