export { TEST_PASSWORD_COST } from './crypto/passwords.ts';
export { DEMO_CUSTOMER, EXTRA_FEES, PROMOTIONS } from './db/catalogue-data.ts';
export { SandboxError, type SandboxErrorCode } from './errors.ts';
export { LATER_FAILING_CARDS, TEST_CARDS } from './payments/card.ts';
export { createSandbox, type Sandbox, type SandboxOptions } from './server.ts';
export type { ThrottleLimits, ThrottleRule } from './throttle/throttle.ts';
