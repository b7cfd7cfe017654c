import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/** Workspace packages resolve to their TypeScript sources (docs/sdk.md). */
const SOURCE = '@self-storage/source';

export default defineConfig({
  resolve: { conditions: [SOURCE, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE, ...defaultServerConditions] } },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    // One Chromium per worker (harness/setup.ts; each e2e file opens its own contexts and
    // sandbox), two files at a time: one file alone keeps about one core busy (its worker, its
    // sandbox and Chromium).
    // Measured beside other load (CPU of every process, Chromium's included): 3 workers took 68 s
    // and 54 CPU-s where 2 took 53 s and 43 CPU-s. A file already keeps about one core busy.
    maxWorkers: 2,
    // A worker runs file after file without a fresh module graph: about 0.8 CPU-s less per file
    // (14 files: 46 CPU-s instead of 57). The files keep no module state (each test file starts
    // its own sandbox and contexts; the sandbox's module-level values are caches).
    isolate: false,
    // Room for a loaded machine (files share the cores, and CI runs other suites beside this
    // one): a test that waits for its state passes as soon as the state is there.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    expect: { poll: { timeout: 10_000 } },
  },
});
