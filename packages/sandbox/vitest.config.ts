import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/** Workspace packages resolve to their TypeScript sources (docs/sdk.md). */
const SOURCE = '@self-storage/source';

export default defineConfig({
  resolve: { conditions: [SOURCE, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE, ...defaultServerConditions] } },
  test: {
    include: ['test/**/*.test.ts'],
    // CI runs this suite beside the browser tests on two cores: a call that takes a second alone
    // may wait for a core, so five seconds is too tight a bound for the slowest tests.
    testTimeout: 20_000,
    // The files share one worker's imports instead of each loading the sandbox again: that was a
    // third of the suite's time. Each file starts its own sandbox (helpers.ts) on its own clock;
    // what the product keeps per process is caches only (fonts, a dummy password hash).
    isolate: false,
  },
});
