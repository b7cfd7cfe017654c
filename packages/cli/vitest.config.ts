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
    // The files share a worker's imports (the sandbox each starts, the SDK) instead of loading
    // them again per file; every file still starts its own sandbox and CLI config folders.
    isolate: false,
    // Two files at a time (Vitest's default on two cores is one): a file waits on its child
    // processes and its sandbox in turn, about one core between them. In CI this suite was the
    // last task left, one core busy while the other idled (a fresh clone: 2 cores busy from 55 s
    // to 545 s of 589 s, then 1.3 until the end).
    maxWorkers: 2,
  },
});
