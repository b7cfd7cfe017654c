import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The signed-in screens read and write server data through `src/data/` (TanStack Query), so a
 * change invalidates what it changes in one place: no signed-in screen or kit module calls the
 * API client's resources itself. The public pages are outside this rule: the data layer is not
 * loaded on them (docs/architecture.md, "Server data").
 */
const SRC = fileURLToPath(new URL('../../src/', import.meta.url));
const SIGNED_IN = [
  'signed-in',
  ...readdirSync(join(SRC, 'screens'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'public')
    .map((entry) => `screens/${entry.name}`),
];

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
  it('reaches the API from a signed-in screen only through data/', () => {
    const found = SIGNED_IN.flatMap(sources)
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(CLIENT_CALL)].map(
          (match) => `${relative(SRC, file)}: ${match[0]}`,
        ),
      )
      .filter((call) => !ALLOWED.has(call));
    expect(found).toEqual([]);
  });
});
