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

const render = async (ctx: SandboxContext, c: Context, payment: PaymentRow, problem?: string) => {
  const status = paymentStatus(payment, ctx.now());
  const bookingNumber = bookingNumberOf(ctx.store, payment.booking_id);
  const body = html`<h1>QR payment (sandbox)</h1>
<p>Booking <strong>${bookingNumber ?? ''}</strong>: <strong>${formatBaht(payment.amount_satang)}</strong>. Status: <strong>${status}</strong>.</p>
${problem ? html`<p class="error" role="alert">${problem}</p>` : ''}
<img src="${await qrImage(payment.payload ?? '')}" width="320" height="320" alt="Thai QR payment code for ${formatBaht(payment.amount_satang)}">
${
  status === 'pending'
    ? html`<form method="post" action="/sandbox/qr/${payment.uuid}"><button type="submit">Simulate payment</button></form>
<p class="note">The button confirms the payment as the bank would; the web app's event stream then reports it.</p>`
    : ''
}`;
  return c.html(page('QR payment (sandbox)', body, ctx.clock.describe()), problem ? 409 : 200);
};

/** GET /sandbox/qr/:uuid shows a pending QR with a button; POST pays it and shows the result. */
export const registerQrPage = (app: Hono, ctx: SandboxContext): void => {
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
    return payment ? render(ctx, c, payment) : missing(c);
  });
  app.post('/sandbox/qr/:uuid', (c) => {
    const payment = qrPayment(c);
    if (!payment) return missing(c);
    try {
      settlePayment(ctx, payment.uuid);
    } catch (error) {
      if (error instanceof SandboxError)
        return render(ctx, c, findPayment(ctx.store, payment.uuid) ?? payment, error.message);
      throw error;
    }
    return c.redirect(`/sandbox/qr/${payment.uuid}`, 303);
  });
};
