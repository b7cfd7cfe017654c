import type { QrPaymentOutcome } from './inquiry.ts';
import { paymentWatchStopped } from './inquiry.ts';
import { type QrPaymentState, QrPaymentWatcher, type QrPaymentWatcherOptions } from './qr-payment-watcher.ts';

export interface WaitForPaymentOptions extends QrPaymentWatcherOptions {
  /** Every state change, e.g. to print the countdown. */
  onState?: (state: QrPaymentState) => void;
}

/**
 * The outcome of a QR payment as one promise, for the CLI: resolves once paid, timed out or
 * failed; rejects with code `aborted` when `signal` aborts first.
 */
export const waitForPayment = async (options: WaitForPaymentOptions): Promise<QrPaymentOutcome> => {
  const watcher = new QrPaymentWatcher(options);
  const { onState } = options;
  const unsubscribe = onState ? watcher.subscribe(() => onState(watcher.getSnapshot())) : undefined;
  const outcome = await watcher.done;
  unsubscribe?.();
  if (!outcome) throw paymentWatchStopped();
  return outcome;
};
