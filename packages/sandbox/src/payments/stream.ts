import type { HttpBindings } from '@hono/node-server';
import type { Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { owesBills, statusOf } from '../bookings/view.ts';
import type { SandboxContext } from '../context.ts';
import { findBooking } from '../data/bookings.ts';
import { findPayment, type PaymentRow } from '../data/payments.ts';
import { httpFailure, type SandboxErrorCode } from '../errors.ts';
import { type Text, text } from '../language/text.ts';
import { paymentStatus } from './payments.ts';
import { StreamSlots } from './stream-slots.ts';

/** A comment line this often keeps proxies and browsers from dropping an idle stream. */
const KEEP_ALIVE_MS = 15_000;
/** How often an open stream reads its payment, to end when it fails, expires or its booking closes. */
const STATUS_CHECK_MS = 1000;
/**
 * A stream with no news for this long ends (read by the sandbox's clock, so the test clock ends
 * it too); the listener reconnects at once while its payment is pending (SPEC section 4).
 */
export const STREAM_IDLE_LIMIT_MS = 2 * 60_000;
const PAID = JSON.stringify({ payment: true });
const WAITING = JSON.stringify({ payment: false });

type Final = 'paid' | 'failed' | 'expired' | 'closed';

/** The state that ends a payment's streams, or undefined while it may still be paid. */
const finalState = (ctx: SandboxContext, payment: PaymentRow): Final | undefined => {
  const now = ctx.now();
  const status = paymentStatus(payment, now);
  if (status !== 'pending') return status;
  const booking = findBooking(ctx.store, payment.booking_id);
  return booking && owesBills(statusOf(booking, now)) ? undefined : 'closed';
};

/** Seconds a stream refused past the caps waits before trying again. */
const STREAMS_RETRY_AFTER_S = 1;

/**
 * Why a stream is not opened: core's refusal codes (their statuses are core's table), answered as
 * every refusal is, so a listener reads the envelope and stops reconnecting.
 */
const REFUSED: Record<Exclude<Final, 'paid'>, { code: SandboxErrorCode; says: (uuid: string) => Text }> = {
  expired: {
    code: 'payment_expired',
    says: (uuid) => text('server.replies.payments.streamExpired', { uuid }),
  },
  failed: {
    code: 'payment_failed',
    says: (uuid) => text('server.replies.payments.streamFailed', { uuid }),
  },
  closed: {
    code: 'payment_closed',
    says: (uuid) => text('server.replies.payments.streamClosed', { uuid }),
  },
};

const addressOf = (c: Context): string =>
  (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket.remoteAddress ?? 'unknown';

/**
 * GET /callback/:uuid, the QR payment event stream: `{"payment":false}` on connect, then
 * `{"payment":true}` the moment the payment is confirmed, and the stream ends. A payment already
 * paid answers `{"payment":true}` at once; an unknown one 404, an expired one 410 and a failed one
 * (or one whose booking closed) 409, so a listener stops reconnecting to a payment that can never
 * arrive. An open stream ends when its payment fails or expires, and after the idle limit; streams
 * past the caps of stream-slots.ts are answered 429.
 */
export const registerPaymentStream = (app: Hono, ctx: SandboxContext): void => {
  const slots = new StreamSlots();
  app.get('/callback/:uuid', (c) => {
    const uuid = c.req.param('uuid');
    const payment = findPayment(ctx.store, uuid);
    if (!payment) {
      throw httpFailure('not_found', text('server.replies.payments.streamNotFound', { uuid }));
    }
    const final = finalState(ctx, payment);
    if (final && final !== 'paid') throw httpFailure(REFUSED[final].code, REFUSED[final].says(uuid));
    const release = slots.take(uuid, addressOf(c));
    if (!release) {
      throw httpFailure('too_many_streams', text('server.replies.payments.tooManyStreams'), {
        retryAfterS: STREAMS_RETRY_AFTER_S,
      });
    }
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let finish = () => {};
      const finished = new Promise<void>((resolve) => {
        finish = resolve;
      });
      // The news of a payment may come from its event and from the status check: told once.
      let told = false;
      const tellPaid = () => {
        if (told) return;
        told = true;
        void stream.writeSSE({ data: PAID }).then(finish, finish);
      };
      // Subscribed before the status is read, so a payment in between cannot be missed.
      const unsubscribe = ctx.events.subscribe(uuid, { paid: tellPaid, close: finish });
      stream.onAbort(finish);
      const keepAlive = setInterval(() => void stream.write(': keep-alive\n\n').catch(finish), KEEP_ALIVE_MS);
      const opened = ctx.now();
      const check = setInterval(() => {
        const latest = findPayment(ctx.store, uuid);
        const state = latest && finalState(ctx, latest);
        if (state === 'paid') tellPaid();
        else if (state || ctx.now() - opened >= STREAM_IDLE_LIMIT_MS) finish();
      }, STATUS_CHECK_MS);
      try {
        const paid = findPayment(ctx.store, uuid)?.status === 'paid';
        await stream.writeSSE({ data: paid ? PAID : WAITING });
        if (!paid) await finished;
      } finally {
        clearInterval(keepAlive);
        clearInterval(check);
        unsubscribe();
        release();
      }
    });
  });
};
