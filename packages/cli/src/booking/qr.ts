import {
  type CallBody,
  PAYMENT_COUNTDOWN_S,
  type QrCheckout,
  SelfStorageError,
  systemTimers,
  waitForPayment,
} from '@self-storage/core';
import { formatCountdown } from '@self-storage/core/dates';
import type { Context } from '../context.ts';
import { CliError } from '../errors.ts';
import { money } from '../format.ts';
import { startProgress, withProgress } from '../progress.ts';

export interface QrPaid {
  method: 'qr';
  uuid: string;
  amount: number;
  /** The invoices this payment paid: what the confirmation calls the amount just paid. */
  invoiceIds: number[];
  status: 'paid';
}

/** A QR made and not waited for (`book --no-wait`): what another process needs to pay and watch it. */
export interface QrPending {
  method: 'qr';
  uuid: string;
  amount: number;
  invoiceIds: number[];
  status: 'pending';
  callbackUrl: string;
  qrPayload: string;
  /** When the payment countdown ends: the server's expiry of the QR (SPEC's 600 s from the checkout). */
  expiresAt: string;
}

/**
 * The lines another process reads to pay the QR (`sandbox pay <uuid>`, or the sandbox's QR page
 * in a browser): plain and unlocalised, printed before the QR whatever the language, terminal or
 * --json.
 */
const announce = (ctx: Context, checkout: QrCheckout): void => {
  ctx.output.note(`qr-uuid: ${checkout.uuid}`);
  ctx.output.note(`qr-page: ${new URL(`sandbox/qr/${checkout.uuid}`, `${ctx.client.baseUrl}/`).href}`);
};

/**
 * The QR on stderr: drawn in colour on a terminal that takes them; otherwise as plain block
 * characters (no escape byte), followed by the payload a banking app would read.
 */
const drawQr = async (ctx: Context, checkout: QrCheckout): Promise<void> => {
  const qrcode = await import('qrcode');
  const { payload } = checkout.qrCode;
  ctx.output.note(ctx.t('cli.status.scanQr'));
  const drawn = await qrcode.toString(
    payload,
    ctx.output.live ? { type: 'terminal', small: true } : { type: 'utf8' },
  );
  // The drawing may end without a line break: what follows starts a line of its own.
  ctx.output.streams.stderr.write(drawn.endsWith('\n') ? drawn : `${drawn}\n`);
  if (!ctx.output.live) ctx.output.note(`qr-payload: ${payload}`);
  ctx.output.note(money(checkout.amount, ctx.lang, ctx.t));
};

/** Ctrl+C stops waiting cleanly (no timer or stream left behind) and reads as cancelled. */
const cancelOnInterrupt = (controller: AbortController): (() => void) => {
  const onInterrupt = (): void => controller.abort();
  process.once('SIGINT', onInterrupt);
  return () => process.off('SIGINT', onInterrupt);
};

export interface WatchQr {
  uuid: string;
  callbackUrl: string;
  countdownSeconds?: number;
  /** qr/checkout's `expiresAt`: a QR handed back again (the same bills) has only what is left of it. */
  expiresAt?: string;
}

/**
 * Waits on the payment event stream through core's watcher, with the countdown (hh:mm:ss) on
 * stderr. Paid resolves; timeout and failure throw their catalogue keys.
 */
export const watchQr = async (ctx: Context, watch: WatchQr): Promise<void> => {
  const waiting = ctx.t('cli.progress.waitingPayment');
  const countdown = watch.countdownSeconds ?? PAYMENT_COUNTDOWN_S;
  const progress = startProgress(ctx.output, `${waiting} ${formatCountdown(countdown)}`);
  const controller = new AbortController();
  const release = cancelOnInterrupt(controller);
  try {
    const outcome = await waitForPayment({
      uuid: watch.uuid,
      callbackUrl: watch.callbackUrl,
      inquire: (uuid, signal) => ctx.client.payment.qrInquire({ uuid }, { signal }),
      fetch: ctx.fetch,
      countdownSeconds: countdown,
      // On the server's clock, to the QR's expiry when the server names it.
      timers: systemTimers(ctx.client.clock.now),
      ...(watch.expiresAt ? { expiresAt: Date.parse(watch.expiresAt) } : {}),
      // SPEC's 3 s before the first listen is the QR page's, where a person reaches for a phone.
      // Here a script may pay the moment the uuid is printed; the stream says paid on connect.
      firstListenDelayMs: 0,
      // A failed or expired payment is noticed when the web's QR page notices it (core's poll).
      poll: true,
      signal: controller.signal,
      onState: (state) => progress.update(`${waiting} ${formatCountdown(state.remainingSeconds)}`),
    });
    if (outcome === 'timeout')
      throw new SelfStorageError({ code: 'payment_timeout', key: 'payment.timeout' });
    if (outcome === 'failed') throw new SelfStorageError({ code: 'payment_failed', key: 'payment.qr.error' });
  } catch (error) {
    if (controller.signal.aborted)
      throw new CliError('cancelled', 'Cancelled', { key: 'cli.status.cancelled' });
    throw error;
  } finally {
    release();
    progress.stop();
  }
};

/** QR checkout, then (unless `wait` is false) the wait for its payment. */
export const payByQr = async (
  ctx: Context,
  request: CallBody<'qrCheckout'>,
  wait = true,
): Promise<QrPaid | QrPending> => {
  const checkout = await withProgress(ctx.output, ctx.t('cli.progress.creatingQr'), () =>
    ctx.client.payment.qrCheckout(request),
  );
  announce(ctx, checkout);
  await drawQr(ctx, checkout);
  if (!wait) {
    return {
      method: 'qr',
      uuid: checkout.uuid,
      amount: checkout.amount,
      invoiceIds: request.customerInvoiceIds,
      status: 'pending',
      callbackUrl: checkout.callbackUrl,
      qrPayload: checkout.qrCode.payload,
      expiresAt:
        checkout.expiresAt ?? new Date(ctx.client.clock.now() + PAYMENT_COUNTDOWN_S * 1000).toISOString(),
    };
  }
  await watchQr(ctx, {
    uuid: checkout.uuid,
    callbackUrl: checkout.callbackUrl,
    ...(checkout.expiresAt ? { expiresAt: checkout.expiresAt } : {}),
  });
  return {
    method: 'qr',
    uuid: checkout.uuid,
    amount: checkout.amount,
    invoiceIds: request.customerInvoiceIds,
    status: 'paid',
  };
};
