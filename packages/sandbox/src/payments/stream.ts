import type { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { SandboxContext } from '../context.ts';
import { findPayment, paymentStatus } from './payments.ts';

/** A comment line this often keeps proxies and browsers from dropping an idle stream. */
const KEEP_ALIVE_MS = 15_000;
const PAID = JSON.stringify({ payment: true });
const WAITING = JSON.stringify({ payment: false });

/**
 * GET /callback/:uuid, the QR payment event stream: `{"payment":false}` on connect, then
 * `{"payment":true}` the moment the payment is confirmed, and the stream ends. A payment already
 * paid answers `{"payment":true}` at once; an unknown one 404, an expired one 410 and a failed
 * one 409, so a listener
 * stops reconnecting to a payment that can never arrive.
 */
export const registerPaymentStream = (app: Hono, ctx: SandboxContext): void => {
  app.get('/callback/:uuid', (c) => {
    const uuid = c.req.param('uuid');
    const payment = findPayment(ctx, uuid);
    if (!payment) {
      return c.json({ response_code: 404, response_message: `No payment has uuid ${uuid}.` }, 404);
    }
    const status = paymentStatus(payment, ctx.now());
    if (status === 'expired') {
      return c.json({ response_code: 410, response_message: `Payment ${uuid} has expired.` }, 410);
    }
    if (status === 'failed') {
      return c.json({ response_code: 409, response_message: `Payment ${uuid} has failed.` }, 409);
    }
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let finish = () => {};
      const finished = new Promise<void>((resolve) => {
        finish = resolve;
      });
      // Subscribed before the status is read, so a payment in between cannot be missed.
      const unsubscribe = ctx.events.subscribe(uuid, {
        paid: () => void stream.writeSSE({ data: PAID }).then(finish, finish),
        close: finish,
      });
      stream.onAbort(finish);
      const keepAlive = setInterval(() => void stream.write(': keep-alive\n\n').catch(finish), KEEP_ALIVE_MS);
      try {
        const paid = findPayment(ctx, uuid)?.status === 'paid';
        await stream.writeSSE({ data: paid ? PAID : WAITING });
        if (!paid) await finished;
      } finally {
        clearInterval(keepAlive);
        unsubscribe();
      }
    });
  });
};
