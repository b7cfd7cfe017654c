import { fromSatang } from '@self-storage/core/money';
import type { Hono } from 'hono';
import { cardConsentsOfAccount, consentsOf } from '../accounts/consents.ts';
import { cancelBooking } from '../bookings/cancel.ts';
import { statusOf } from '../bookings/view.ts';
import type { SandboxContext } from '../context.ts';
import { attachmentsOf, listMails } from '../data/outbox.ts';
import { reseed } from '../db/seed.ts';
import { payAtKiosk } from '../payments/kiosk.ts';
import { failPayment, type Settlement, settlePayment } from '../payments/settle.ts';
import { normalizeEmail } from '../reply.ts';
import { registerClockControl } from './clock.ts';
import { registerGateControl } from './gate.ts';
import { controlGuard } from './guard.ts';
import { registerLinkControl } from './links.ts';
import { registerMailViewer } from './mail-viewer.ts';
import { registerQrPage } from './qr-page.ts';
import { registerTargetControls } from './targets.ts';
import { registerWebhookControls } from './webhooks.ts';

const paid = (ctx: SandboxContext, { payment, booking }: Settlement) => ({
  uuid: payment.uuid,
  status: payment.status,
  amount: fromSatang(payment.amount_satang),
  customer_service_id: booking.id,
  booking_status: statusOf(booking, ctx.now()),
});

/**
 * The sandbox controls, what a real provider's bank, kiosk, mail server and back office would do,
 * on demand. Failures answer `{ "error": "..." }` with an HTTP status (404, 409, 400).
 */
export const registerControls = (
  app: Hono,
  ctx: SandboxContext,
  keyDigests: readonly Buffer[],
  hosts: ReadonlySet<string>,
): void => {
  const origins = new Set<string>();
  const ownOrigins = () => {
    if (origins.size === 0) for (const host of hosts) origins.add(`http://${host}`).add(`https://${host}`);
    return origins;
  };
  // Registered before every control, so a control added below is guarded too.
  app.use('/sandbox/*', controlGuard(keyDigests, ownOrigins));

  app.get('/sandbox/mail', (c) => {
    const to = c.req.query('to');
    const rows = listMails(ctx.store, to === undefined ? undefined : normalizeEmail(to));
    return c.json({
      messages: rows.map((m) => ({
        id: m.id,
        to: m.to_address,
        subject: m.subject,
        text: m.text,
        ...(m.html === null ? {} : { html: m.html }),
        attachments: attachmentsOf(ctx.store, m.id).map((a) => ({
          filename: a.filename,
          contentType: a.content_type,
          content: Buffer.from(a.content).toString('base64'),
        })),
        sentAt: new Date(m.sent_at).toISOString(),
      })),
    });
  });

  registerMailViewer(app, ctx);

  // What a back office would show of an account's PDPA consents.
  app.get('/sandbox/consents', (c) => {
    const email = normalizeEmail(c.req.query('email') ?? '');
    const consents = consentsOf(ctx, email);
    if (!consents) return c.json({ error: 'No account has this email.' }, 404);
    return c.json({ email, consents, cardConsents: cardConsentsOfAccount(ctx, email) });
  });

  app.post('/sandbox/payments/:uuid/pay', (c) => c.json(paid(ctx, settlePayment(ctx, c.req.param('uuid')))));

  app.post('/sandbox/payments/:uuid/fail', (c) => {
    const payment = failPayment(ctx, c.req.param('uuid'));
    return c.json({ uuid: payment.uuid, status: payment.status });
  });

  app.post('/sandbox/payments/:uuid/disconnect', (c) => {
    const uuid = c.req.param('uuid');
    return c.json({ uuid, disconnected: ctx.events.disconnect(uuid) });
  });

  app.post('/sandbox/kiosk/:reference/pay', (c) => {
    const reference = c.req.param('reference');
    return c.json({ reference, ...paid(ctx, payAtKiosk(ctx, reference)) });
  });

  app.post('/sandbox/bookings/:id/cancel', (c) => {
    const booking = cancelBooking(ctx, Number(c.req.param('id')) || 0);
    return c.json({ customer_service_id: booking.id, status: booking.status });
  });

  app.post('/sandbox/reset', async (c) => {
    ctx.events.closeAll();
    ctx.clock.reset();
    await reseed(ctx.store, ctx.now(), ctx.passwordCost);
    return c.json({ reset: true });
  });

  registerClockControl(app, ctx);
  registerGateControl(app, ctx);
  registerLinkControl(app, ctx);
  registerQrPage(app, ctx);
  registerTargetControls(app, ctx);
  registerWebhookControls(app, ctx);
};
