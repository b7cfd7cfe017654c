import type { QrCheckout, RequestOf } from '@self-storage/core';
import { formatCountdown, PAYMENT_COUNTDOWN_S, SelfStorageError, waitForPayment } from '@self-storage/core';
import type { Context } from '../context.ts';
import { CliError } from '../errors.ts';
import { money } from '../format.ts';
import { startProgress, withProgress } from '../progress.ts';

export interface QrPaid {
  method: 'qr';
  uuid: string;
  amount: number;
  status: 'paid';
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

const drawQr = async (ctx: Context, checkout: QrCheckout): Promise<void> => {
  const qrcode = await import('qrcode');
  ctx.output.note(ctx.t('cli.status.scanQr'));
  ctx.output.streams.stderr.write(
    await qrcode.toString(checkout.qrCode.payload, { type: 'terminal', small: true }),
  );
  ctx.output.note(money(checkout.amount, ctx.lang, ctx.t));
};

/** Ctrl+C stops waiting cleanly (no timer or stream left behind) and reads as cancelled. */
const cancelOnInterrupt = (controller: AbortController): (() => void) => {
  const onInterrupt = (): void => controller.abort();
  process.once('SIGINT', onInterrupt);
  return () => process.off('SIGINT', onInterrupt);
};

/**
 * QR checkout, then the wait on the payment event stream through core's watcher, with the
 * countdown (hh:mm:ss) on stderr. Paid resolves; timeout and failure throw their catalogue keys.
 */
export const payByQr = async (ctx: Context, request: RequestOf<'qrCheckout'>): Promise<QrPaid> => {
  const checkout = await withProgress(ctx.output, ctx.t('cli.progress.creatingQr'), () =>
    ctx.client.payment.qrCheckout(request),
  );
  announce(ctx, checkout);
  await drawQr(ctx, checkout);
  const waiting = ctx.t('cli.progress.waitingPayment');
  const progress = startProgress(ctx.output, `${waiting} ${formatCountdown(PAYMENT_COUNTDOWN_S)}`);
  const controller = new AbortController();
  const release = cancelOnInterrupt(controller);
  try {
    const outcome = await waitForPayment({
      uuid: checkout.uuid,
      callbackUrl: checkout.callbackUrl,
      inquire: (uuid, signal) => ctx.client.payment.qrInquire({ uuid, tokenu: request.tokenu }, { signal }),
      // SPEC's 3 s before the first listen is the QR page's, where a person reaches for a phone.
      // Here a script may pay the moment the uuid is printed; the stream says paid on connect.
      firstListenDelayMs: 0,
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
  return { method: 'qr', uuid: checkout.uuid, amount: checkout.amount, status: 'paid' };
};
