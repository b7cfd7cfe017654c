import type { Context, Hono } from 'hono';
import type { SandboxContext } from '../context.ts';
import { bookingNumberOf } from '../data/bookings.ts';
import { findPayment, type PaymentRow } from '../data/payments.ts';
import { SandboxError } from '../errors.ts';
import { html, page } from '../html/page.ts';
import { formatBaht } from '../money.ts';
import { paymentStatus } from '../payments/payments.ts';
import { qrImage } from '../payments/qr.ts';
import { settlePayment } from '../payments/settle.ts';
import { formToken, formTokenKey, isFormToken } from './form-token.ts';

/**
 * The server's own time, without the test clock's offset: a tester may move the sandbox's time
 * between drawing the page and pressing its button, which must not age the page's token.
 */
const serverTime = (ctx: SandboxContext): number => ctx.now() - ctx.clock.offsetMs;

const tokenSubject = (payment: PaymentRow): string => `qr-page ${payment.uuid}`;

const STALE_FORM =
  'This form was not sent from this page, or the page is over half an hour old: press Simulate payment again.';

const render = async (
  ctx: SandboxContext,
  key: Buffer,
  c: Context,
  payment: PaymentRow,
  problem?: string,
  status: 403 | 409 = 409,
) => {
  const token = formToken(key, tokenSubject(payment), serverTime(ctx));
  const state = paymentStatus(payment, ctx.now());
  const bookingNumber = bookingNumberOf(ctx.store, payment.booking_id);
  const body = html`<h1>QR payment (sandbox)</h1>
<p>Booking <strong>${bookingNumber ?? ''}</strong>: <strong>${formatBaht(payment.amount_satang)}</strong>. Status: <strong>${state}</strong>.</p>
${problem ? html`<p class="error" role="alert">${problem}</p>` : ''}
<img src="${await qrImage(payment.payload ?? '')}" width="320" height="320" alt="Thai QR payment code for ${formatBaht(payment.amount_satang)}">
${
  state === 'pending'
    ? html`<form method="post" action="/sandbox/qr/${payment.uuid}"><input type="hidden" name="token" value="${token}"><button type="submit">Simulate payment</button></form>
<p class="note">The button confirms the payment as the bank would; the web app's event stream then reports it.</p>`
    : ''
}`;
  return c.html(page('QR payment (sandbox)', body, ctx.clock.describe()), problem ? status : 200);
};

/**
 * GET /sandbox/qr/:uuid shows a pending QR with a button; POST pays it and shows the result. The
 * POST needs the token the page put in its form (form-token.ts): the pages are sent with
 * `Referrer-Policy: no-referrer`, so a browser posts their forms with `Origin: null`, and an
 * Origin check alone refused the page's own button.
 */
export const registerQrPage = (app: Hono, ctx: SandboxContext): void => {
  const key = formTokenKey(ctx.secrets.otpKey);
  const qrPayment = (c: Context) => {
    const payment = findPayment(ctx.store, c.req.param('uuid') ?? '');
    return payment?.kind === 'qr' ? payment : undefined;
  };
  const missing = (c: Context) =>
    c.html(
      page(
        'QR payment not found',
        html`<h1>QR payment not found</h1><p>No QR checkout has this id.</p>`,
        ctx.clock.describe(),
      ),
      404,
    );

  app.get('/sandbox/qr/:uuid', (c) => {
    const payment = qrPayment(c);
    return payment ? render(ctx, key, c, payment) : missing(c);
  });
  app.post('/sandbox/qr/:uuid', async (c) => {
    const payment = qrPayment(c);
    if (!payment) return missing(c);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const token = 'token' in form && typeof form.token === 'string' ? form.token : '';
    if (!isFormToken(key, tokenSubject(payment), token, serverTime(ctx)))
      return render(ctx, key, c, payment, STALE_FORM, 403);
    try {
      settlePayment(ctx, payment.uuid);
    } catch (error) {
      if (error instanceof SandboxError)
        return render(ctx, key, c, findPayment(ctx.store, payment.uuid) ?? payment, error.message);
      throw error;
    }
    return c.redirect(`/sandbox/qr/${payment.uuid}`, 303);
  });
};
