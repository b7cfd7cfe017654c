import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/** Workspace packages resolve to their TypeScript sources (docs/sdk.md). */
const SOURCE = '@self-storage/source';

export default defineConfig({
  resolve: { conditions: [SOURCE, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE, ...defaultServerConditions] } },
  // Commands run as child processes of the built CLI against a real sandbox.
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/build-cli.ts'],
    // The slowest test took 13 s alone; CI now runs this suite beside the browser tests.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The files share one worker's imports (the sandbox each starts, the SDK) instead of loading
    // them again per file; every file still starts its own sandbox and CLI config folders.
    isolate: false,
  },
});
