import type { WatchedQr } from '../qr/use-qr-payment.ts';

/**
 * What the QR page hands payment-fail in the history entry (never in the URL) when its inquiry
 * found the payment still pending at the bank: the QR to go on listening for.
 */
export interface WaitingState extends WatchedQr {
  /** When the QR was made, by the server's clock: its countdown goes on from there. */
  createdAt: number;
  /** The bills it pays, for the success page. */
  invoiceIds: readonly number[];
}

const isWatched = (value: Partial<WaitingState>): value is WaitingState =>
  typeof value.uuid === 'string' &&
  typeof value.callbackUrl === 'string' &&
  typeof value.createdAt === 'number' &&
  Array.isArray(value.invoiceIds) &&
  value.invoiceIds.every((id) => typeof id === 'number');

/** The waiting state of a history entry, if it holds a readable one. */
export const readWaitingState = (state: unknown): WaitingState | undefined => {
  const value = (state ?? {}) as Partial<WaitingState>;
  return isWatched(value) ? value : undefined;
};
