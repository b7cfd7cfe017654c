import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Commands run as child processes of the built CLI against a real sandbox.
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/build-cli.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
