import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Commands run as child processes against a real sandbox; a QR payment waits 3 s before listening.
  test: { include: ['test/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 30_000 },
});
