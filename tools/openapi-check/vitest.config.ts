import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Each test runs a tool as a process (Redocly, the compiler): room for a busy core.
  test: { include: ['test/**/*.test.ts'], testTimeout: 60_000 },
});
