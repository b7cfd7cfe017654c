import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/** Workspace packages resolve to their TypeScript sources (docs/sdk.md). */
const SOURCE = '@self-storage/source';

export default defineConfig({
  resolve: { conditions: [SOURCE, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE, ...defaultServerConditions] } },
  test: {
    include: ['test/**/*.test.ts'],
    // CI runs this suite beside the builds and browser tests on two cores: room for a busy core.
    testTimeout: 20_000,
    // The files share one worker's imports instead of each loading the contract again: imports
    // were 45% of the suite's time. Fake timers are installed and removed per test.
    isolate: false,
  },
});
