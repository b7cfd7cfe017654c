import type { Language } from '@self-storage/core';
import { afterEach, describe, it } from 'vitest';
import { startE2E } from '../harness/index.ts';
import { control } from './booking-helpers.ts';
import { paymentScenarios } from './payment-scenarios.ts';

/** The same in English at 1280 px: a file of its own, with a sandbox (and units) of its own. */
const e2e = startE2E();
// A test moves the sandbox's clock: every test starts from real time, passed or failed.
afterEach(async () => {
  await control(e2e, '/sandbox/clock', { reset: true });
});
const language: Language = 'en';
const scenarios = paymentScenarios(e2e);

describe('the same in English (en, 1280)', () => {
  it('the withholding tick on a slow line', async () => {
    await scenarios.slowTick(language);
  }, 90_000);

  it('a company paying at a kiosk net', async () => {
    await scenarios.kioskNet(language);
  }, 90_000);

  it('a company paying by QR net', async () => {
    await scenarios.qrNet(language);
  }, 90_000);

  it('an extension with its own promotion', async () => {
    await scenarios.extensionWithPromotion(language);
  }, 90_000);

  it('a company paying net by card, declined', async () => {
    await scenarios.cardDeclinedNet(language);
  }, 90_000);

  it('a later bill paid net', async () => {
    await scenarios.laterBillNet(language);
  }, 90_000);
});
