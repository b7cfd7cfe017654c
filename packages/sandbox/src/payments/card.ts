import type { ReplyOf, RequestOf } from '@self-storage/core';
import type { Context, Hono } from 'hono';
import { requireCustomer } from '../accounts/sessions.ts';
import type { Call, SandboxContext } from '../context.ts';
import { SandboxError } from '../errors.ts';
import { html, page } from '../html/page.ts';
import { originsOf, paymentFailUrl, paymentSuccessUrl } from '../http/origins.ts';
import { formatBaht } from '../money.ts';
import { OK, ok } from '../reply.ts';
import { bangkokDate } from '../time.ts';
import { createPayment, findPayment, type PaymentRow, payableInvoices, paymentStatus } from './payments.ts';
import { failPayment, settlePayment } from './settle.ts';

export const TEST_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;

export const cardCheckout = (
  ctx: SandboxContext,
  body: RequestOf<'cardCheckout'>,
  call: Call,
): ReplyOf<'cardCheckout'> => {
  const customerId = requireCustomer(ctx, body.tokenu);
  const payment = createPayment(
    ctx,
    'card',
    customerId,
    payableInvoices(ctx, customerId, body.customerInvoiceIds),
  );
  return ok(call, OK, { success: true, redirect_url: `${call.origins.api}/sandbox/card/${payment.uuid}` });
};

interface CardForm {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

/** The first problem with the form, or undefined. Only the two test numbers are known cards. */
const problemOf = (form: CardForm, now: number): string | undefined => {
  if (!form.name.trim()) return 'Enter the name on the card.';
  const expiry = /^(0[1-9]|1[0-2])\s*\/?\s*(\d{2})$/.exec(form.expiry.trim());
  if (!expiry) return 'Enter the expiry date as MM/YY.';
  if (`20${expiry[2]}-${expiry[1]}` < bangkokDate(now).slice(0, 7)) return 'This card has expired.';
  if (!/^\d{3,4}$/.test(form.cvc.trim())) return 'Enter the 3 or 4 digit security code (CVC).';
  const number = form.number.replace(/[\s-]/g, '');
  if (number !== TEST_CARDS.success && number !== TEST_CARDS.declined) {
    return 'This card number is not valid. Use a test card: 4242 4242 4242 4242 or 4000 0000 0000 0002.';
  }
  return undefined;
};

const cardPage = (
  time: string,
  payment: PaymentRow,
  bookingNumber: string,
  form: Partial<CardForm>,
  problem?: string,
) =>
  page(
    'Card payment (sandbox)',
    html`<h1>Card payment</h1>
<p>Booking <strong>${bookingNumber}</strong>: pay <strong>${formatBaht(payment.amount_satang)}</strong>.</p>
${problem ? html`<p class="error" role="alert" id="problem">${problem}</p>` : ''}
<form method="post" action="/sandbox/card/${payment.uuid}" aria-describedby="${problem ? 'problem' : 'cards'}">
<label>Name on card <input name="name" autocomplete="cc-name" required value="${form.name ?? ''}"></label>
<label>Card number <input name="number" autocomplete="cc-number" inputmode="numeric" required></label>
<label>Expiry (MM/YY) <input name="expiry" autocomplete="cc-exp" placeholder="MM/YY" required value="${form.expiry ?? ''}"></label>
<label>Security code (CVC) <input name="cvc" autocomplete="cc-csc" inputmode="numeric" required></label>
<button type="submit">Pay ${formatBaht(payment.amount_satang)}</button>
</form>
<p class="note" id="cards">Sandbox test cards: <code>4242 4242 4242 4242</code> succeeds, <code>4000 0000 0000 0002</code> is declined. Any future expiry and any CVC.</p>`,
    time,
  );

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/** The posted form's fields, or undefined when the body is no readable form. */
const readForm = async (c: Context): Promise<Record<string, unknown> | undefined> => {
  if (!FORM_TYPES.test(c.req.header('Content-Type') ?? '')) return undefined;
  try {
    return await c.req.parseBody();
  } catch {
    return undefined;
  }
};

/** GET and POST /sandbox/card/:session, the hosted card page a card checkout redirects to. */
export const registerCardPage = (app: Hono, ctx: SandboxContext): void => {
  const notFound = (c: Context) =>
    c.html(
      page(
        'Payment not found',
        html`<h1>Payment not found</h1><p>This payment link is not valid.</p>`,
        ctx.clock.describe(),
      ),
      404,
    );

  const bookingNumberOf = (payment: PaymentRow) =>
    ctx.store.get<{ booking_number: string }>(
      'SELECT booking_number FROM bookings WHERE id = ?',
      payment.booking_id,
    )?.booking_number ?? '';

  /** A payment that can no longer take a card goes straight to the web app's result page. */
  const settled = (c: Context, payment: PaymentRow) => {
    const status = paymentStatus(payment, ctx.now());
    if (status === 'pending') return undefined;
    const origins = originsOf(ctx);
    return c.redirect(
      status === 'paid' ? paymentSuccessUrl(origins) : paymentFailUrl(origins, payment.booking_id),
      303,
    );
  };

  const cardPayment = (c: Context) => {
    const payment = findPayment(ctx, c.req.param('session') ?? '');
    return payment?.kind === 'card' ? payment : undefined;
  };

  app.get('/sandbox/card/:session', (c) => {
    const payment = cardPayment(c);
    if (!payment) return notFound(c);
    return (
      settled(c, payment) ?? c.html(cardPage(ctx.clock.describe(), payment, bookingNumberOf(payment), {}))
    );
  });

  app.post('/sandbox/card/:session', async (c) => {
    const payment = cardPayment(c);
    if (!payment) return notFound(c);
    const done = settled(c, payment);
    if (done) return done;
    const body = await readForm(c);
    if (!body) {
      const problem = 'The form could not be read; fill it in again.';
      return c.html(cardPage(ctx.clock.describe(), payment, bookingNumberOf(payment), {}, problem), 400);
    }
    const field = (name: string) => (typeof body[name] === 'string' ? body[name] : '');
    const form: CardForm = {
      name: field('name'),
      number: field('number'),
      expiry: field('expiry'),
      cvc: field('cvc'),
    };
    const problem = problemOf(form, ctx.now());
    if (problem)
      return c.html(cardPage(ctx.clock.describe(), payment, bookingNumberOf(payment), form, problem), 400);
    const origins = originsOf(ctx);
    if (form.number.replace(/[\s-]/g, '') === TEST_CARDS.declined) {
      failPayment(ctx, payment.uuid);
      return c.redirect(paymentFailUrl(origins, payment.booking_id), 303);
    }
    try {
      settlePayment(ctx, payment.uuid);
    } catch (error) {
      if (error instanceof SandboxError) return c.redirect(paymentFailUrl(origins, payment.booking_id), 303);
      throw error;
    }
    return c.redirect(paymentSuccessUrl(origins), 303);
  });
};
