import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every navigation names its route from core's `ROUTES` (or a path builder beside it, such as
 * `bookingDetailPath`), so renaming a route is one edit and no screen glues paths together.
 */
const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

/** A path written out where a route goes: `navigate('/x')`, `to="/x"`, `` to={`/x`} ``, `return '/x'`. */
const LITERAL_ROUTE = /(navigate\(\s*|\bto=\{?\s*|return\s+)(['"`])\/|\$\{[^}]*\}-step\d/g;

describe('navigation', () => {
  it('names every route, with no path literal or glued path in src', () => {
    const found = sources(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(LITERAL_ROUTE)].map(
        (match) => `${relative(SRC, file)}: ${match[0]}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
