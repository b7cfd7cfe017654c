import {
  type QrCheckout,
  type QrPaymentState,
  QrPaymentWatcher,
  type SelfStorageClient,
  type Visibility,
} from '@self-storage/core';
import { useEffect, useState, useSyncExternalStore } from 'react';

/** The tab's visibility for core's watcher: it listens again as soon as the tab is shown. */
const documentVisibility: Visibility = {
  isVisible: () => document.visibilityState === 'visible',
  onChange(listener) {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

const IDLE: QrPaymentState = { phase: 'waiting', remainingSeconds: 0, connected: false, attempts: 0 };
const noSubscription = () => () => {};

/**
 * Core's QR payment watcher for one checkout, as React state: listening, countdown and inquiry
 * all live in core. `createdAt` is when the QR was made, so a re-render never restarts the clock.
 */
export const useQrPayment = (
  client: SelfStorageClient,
  token: string,
  checkout: QrCheckout | undefined,
  createdAt: number,
): { state: QrPaymentState; confirm(): void } => {
  const [watcher, setWatcher] = useState<QrPaymentWatcher>();

  useEffect(() => {
    if (!checkout) return;
    const next = new QrPaymentWatcher({
      uuid: checkout.uuid,
      callbackUrl: checkout.callbackUrl,
      inquire: (uuid, signal) => client.payment.qrInquire({ uuid, tokenu: token }, { signal }),
      visibility: documentVisibility,
      createdAt,
    });
    setWatcher(next);
    return () => next.stop();
  }, [client, token, checkout, createdAt]);

  const state = useSyncExternalStore(
    watcher?.subscribe ?? noSubscription,
    watcher ? watcher.getSnapshot : () => IDLE,
  );
  return {
    state,
    confirm() {
      // The outcome arrives through the state as well; nothing to do with the promise here.
      watcher?.confirm().catch(() => {});
    },
  };
};
