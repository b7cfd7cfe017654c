import { createSandbox, type Sandbox, type SandboxOptions, TEST_PASSWORD_COST } from '@self-storage/sandbox';

/** A test file's own sandbox: in memory, on a free port, hashing passwords at the test suites' cost. */
export const startTestSandbox = (options: SandboxOptions = {}): Promise<Sandbox> =>
  createSandbox({ port: 0, dataDir: ':memory:', passwordCost: TEST_PASSWORD_COST, ...options });
