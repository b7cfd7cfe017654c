import {
  type QrCheckout,
  type QrInquiry,
  type QrPaymentState,
  QrPaymentWatcher,
  type SelfStorageClient,
  systemTimers,
  type Visibility,
} from '@self-storage/core';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

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

/** What a watcher needs of a QR checkout: its payment, the payment's event stream and its expiry. */
export type WatchedQr = Pick<QrCheckout, 'uuid' | 'callbackUrl' | 'expiresAt'>;

export interface QrPayment {
  state: QrPaymentState;
  confirm(): void;
  /** Whether the last inquiry found the payment still pending: not arrived yet, not refused. */
  notArrived(): boolean;
}

/**
 * Core's QR payment watcher for one checkout, as React state: listening, countdown and inquiry
 * all live in core. `createdAt` is when the QR was made (the server's time), so a re-render never
 * restarts the clock; the countdown runs on the server's clock to the QR's expiry, so a reload,
 * a second tab or a device clock off by minutes shows the time the server gives the QR.
 */
export const useQrPayment = (
  client: SelfStorageClient,
  token: string,
  checkout: WatchedQr | undefined,
  createdAt: number,
): QrPayment => {
  const [watcher, setWatcher] = useState<QrPaymentWatcher>();
  const lastInquiry = useRef<QrInquiry>(undefined);

  useEffect(() => {
    if (!checkout) return;
    // A server that does not say (or says something unreadable) leaves the watcher its 600 s.
    const expiresAt = Date.parse(checkout.expiresAt ?? '');
    const next = new QrPaymentWatcher({
      uuid: checkout.uuid,
      callbackUrl: checkout.callbackUrl,
      inquire: async (uuid, signal) => {
        lastInquiry.current = await client.payment.qrInquire({ uuid, tokenu: token }, { signal });
        return lastInquiry.current;
      },
      visibility: documentVisibility,
      timers: systemTimers(client.clock.now),
      // Asks qr/inquire while waiting, as the CLI does: a refused payment shows its page at once.
      poll: true,
      createdAt,
      ...(Number.isFinite(expiresAt) ? { expiresAt } : {}),
    });
    setWatcher(next);
    return () => next.stop();
  }, [client, token, checkout, createdAt]);

  const notArrived = useCallback(() => lastInquiry.current?.status === 'pending', []);
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
    notArrived,
  };
};
