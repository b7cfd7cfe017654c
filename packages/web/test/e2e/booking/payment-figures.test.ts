import type { Language } from '@self-storage/core';
import { afterEach, describe, it } from 'vitest';
import { startE2E } from '../harness/index.ts';
import { control } from './booking-helpers.ts';
import { paymentScenarios } from './payment-scenarios.ts';

/** The payment screens in Thai at 390 px, each figure compared with the statement (payment-scenarios.ts). */
const e2e = startE2E();
// A test moves the sandbox's clock: every test starts from real time, passed or failed.
afterEach(async () => {
  await control(e2e, '/sandbox/clock', { reset: true });
});
const language: Language = 'th';
const scenarios = paymentScenarios(e2e);

describe('the payment screens show the statement’s figures (th, 390)', () => {
  it('the withholding tick on a slow line: each tap shows at once, a second one is not undone', async () => {
    await scenarios.slowTick(language);
  }, 90_000);

  it('a company paying at a kiosk net of withholding: summary, button, kiosk page, what the kiosk takes, success, detail', async () => {
    await scenarios.kioskNet(language);
  }, 90_000);

  it('a company paying by QR net: summary, QR header and panel, success, detail and receipt', async () => {
    await scenarios.qrNet(language);
  }, 90_000);

  it('an extension with its own promotion: extend page, the payment of the extension, success, detail', async () => {
    await scenarios.extensionWithPromotion(language);
  }, 90_000);

  it('a company paying net by card, declined: the page names the net the card page charged', async () => {
    await scenarios.cardDeclinedNet(language);
  }, 90_000);

  it('a later bill paid net on its due day by the sandbox clock, the device a few minutes off: bill n of N throughout', async () => {
    await scenarios.laterBillNet(language);
  }, 90_000);
});
