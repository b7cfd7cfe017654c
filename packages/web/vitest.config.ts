import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/** Workspace packages resolve to their TypeScript sources (docs/sdk.md). */
const SOURCE = '@self-storage/source';

export default defineConfig({
  resolve: { conditions: [SOURCE, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE, ...defaultServerConditions] } },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    // One Chromium for the run (each e2e file opens its own contexts and sandbox), two files at
    // a time: one file alone kept about one core busy (its worker, its sandbox and Chromium).
    globalSetup: ['test/e2e/harness/browser-server.ts'],
    maxWorkers: 2,
    // Room for a loaded machine (files share the cores, and CI runs other suites beside this
    // one): a test that waits for its state passes as soon as the state is there.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    expect: { poll: { timeout: 10_000 } },
  },
});
