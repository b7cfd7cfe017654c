import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BundleSizes, kb, measureBundle } from '../../scripts/bundle-size.ts';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
/** Gzip budgets in KiB (1024 bytes), as docs/benchmarks.md sets them: `/` in all, and each route's own chunk. */
const HOME_BUDGET = 110 * 1024;
const ROUTE_BUDGET = 30 * 1024;
/** Modules that must load only where they are used, never on `/`. */
const NOT_ON_HOME = [/node_modules\/crypto-js\//, /^src\/screens\/(booking|payment|history|repayment)\//];

describe('bundle budget', () => {
  let sizes: BundleSizes;
  beforeAll(() => {
    if (!existsSync(`${DIST}.vite/manifest.json`))
      throw new Error('No web build: run `npm run build` first.');
    sizes = measureBundle(DIST);
    console.log(
      [
        `app (every page): ${kb(sizes.app.gzip)} gzip in ${sizes.app.files.length} files`,
        `first load of /: ${kb(sizes.home.gzip)} gzip (${sizes.home.files.join(', ')})`,
        ...sizes.routes.map((route) => `route chunk ${route.source}: ${kb(route.gzip)}`),
      ].join('\n'),
    );
  });

  it(`loads at most ${kb(HOME_BUDGET)} gzip of JavaScript on /`, () => {
    expect(sizes.home.gzip).toBeLessThanOrEqual(HOME_BUDGET);
  });

  it(`keeps each route's own chunk within ${kb(ROUTE_BUDGET)} gzip`, () => {
    expect(sizes.routes.length).toBeGreaterThan(5);
    for (const route of sizes.routes) expect(route.gzip, route.source).toBeLessThanOrEqual(ROUTE_BUDGET);
  });

  it('loads no crypto-js and no booking screen on /', () => {
    const offending = sizes.home.modules.filter((id) => NOT_ON_HOME.some((pattern) => pattern.test(id)));
    expect(offending).toEqual([]);
  });
});
