import { LANGUAGES, type Language, type ReplyOf, type RequestOf } from '@self-storage/core';
import { today } from '@self-storage/core/dates';
import type { Context, Hono } from 'hono';
import { requireCustomer } from '../accounts/sessions.ts';
import type { Call, SandboxContext } from '../context.ts';
import { bookingNumberOf } from '../data/bookings.ts';
import { findPayment, type PaymentRow } from '../data/payments.ts';
import { SandboxError } from '../errors.ts';
import { languageOf, type Text } from '../language/text.ts';
import { originsOf, paymentFailUrl, paymentSuccessUrl } from '../origins.ts';
import { OK, ok } from '../reply.ts';
import { checkoutRate } from '../tax/checkout.ts';
import {
  CARD_PROBLEMS,
  type CardForm,
  cardNotFoundPage,
  cardPage,
  cardPagePath,
  EXPIRY,
  LATER_FAILING_CARDS,
  TEST_CARDS,
} from './card-page.ts';
import { createPayment, payableInvoices, paymentStatus } from './payments.ts';
import { livePaymentFor } from './reuse.ts';
import { saveCard } from './save-card.ts';
import { failPayment, settlePayment } from './settle.ts';

export { LATER_FAILING_CARDS, TEST_CARDS } from './card-page.ts';

/** The numbers the card page knows: they pay now (all but the declined one). */
const KNOWN_NUMBERS: readonly string[] = [
  ...Object.values(TEST_CARDS),
  ...Object.values(LATER_FAILING_CARDS),
];

/**
 * One pending card payment per bill: a second checkout of the same invoices (Back from the card
 * page, a reload, a second tab) hands back the same card page rather than a second payment.
 */
export const cardCheckout = (
  ctx: SandboxContext,
  body: RequestOf<'cardCheckout'>,
  call: Call,
): ReplyOf<'cardCheckout'> => {
  const customerId = requireCustomer(ctx, body.tokenu);
  const payable = payableInvoices(ctx, customerId, body.customerInvoiceIds);
  const rate = checkoutRate(ctx, customerId, payable.booking, body.withholding);
  const payment =
    livePaymentFor(ctx, 'card', customerId, payable.invoiceIds, rate) ??
    createPayment(ctx, 'card', customerId, payable);
  return ok(call, OK, {
    success: true,
    redirect_url: `${call.origins.api}${cardPagePath(payment.uuid, call.language)}`,
  });
};

/** The first problem with the form, or undefined. Only the test numbers are known cards. */
const problemOf = (form: CardForm, now: number): Text | undefined => {
  if (!form.name.trim()) return CARD_PROBLEMS.name;
  const expiry = EXPIRY.exec(form.expiry.trim());
  if (!expiry) return CARD_PROBLEMS.expiryFormat;
  if (`20${expiry[2]}-${expiry[1]}` < today(now).slice(0, 7)) return CARD_PROBLEMS.expired;
  if (!/^\d{3,4}$/.test(form.cvc.trim())) return CARD_PROBLEMS.cvc;
  const number = form.number.replace(/[\s-]/g, '');
  if (!KNOWN_NUMBERS.includes(number)) return CARD_PROBLEMS.number;
  return undefined;
};

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

/** The page's language: the app's, which the checkout put in the address, else the browser's. */
const pageLanguage = (c: Context): Language => {
  const asked = c.req.query('lang');
  return (LANGUAGES as readonly string[]).includes(asked ?? '')
    ? (asked as Language)
    : languageOf(c.req.header('Accept-Language'));
};

/** GET and POST /sandbox/card/:session, the hosted card page a card checkout redirects to. */
export const registerCardPage = (app: Hono, ctx: SandboxContext): void => {
  const notFound = (c: Context) => c.html(cardNotFoundPage(ctx, pageLanguage(c)), 404);

  const numberOf = (payment: PaymentRow) => bookingNumberOf(ctx.store, payment.booking_id) ?? '';

  const show = (c: Context, payment: PaymentRow, form: Partial<CardForm> = {}, problem?: Text) =>
    cardPage(ctx, {
      payment,
      bookingNumber: numberOf(payment),
      language: pageLanguage(c),
      form,
      ...(problem ? { problem } : {}),
    });

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
    const payment = findPayment(ctx.store, c.req.param('session') ?? '');
    return payment?.kind === 'card' ? payment : undefined;
  };

  app.get('/sandbox/card/:session', (c) => {
    const payment = cardPayment(c);
    if (!payment) return notFound(c);
    return settled(c, payment) ?? c.html(show(c, payment));
  });

  app.post('/sandbox/card/:session', async (c) => {
    const payment = cardPayment(c);
    if (!payment) return notFound(c);
    const done = settled(c, payment);
    if (done) return done;
    const body = await readForm(c);
    if (!body) return c.html(show(c, payment, {}, CARD_PROBLEMS.unreadable), 400);
    const field = (name: string) => (typeof body[name] === 'string' ? body[name] : '');
    const form: CardForm = {
      name: field('name'),
      number: field('number'),
      expiry: field('expiry'),
      cvc: field('cvc'),
      save: field('save') !== '',
    };
    const problem = problemOf(form, ctx.now());
    if (problem) return c.html(show(c, payment, form, problem), 400);
    const origins = originsOf(ctx);
    if (form.number.replace(/[\s-]/g, '') === TEST_CARDS.declined) {
      failPayment(ctx, payment.uuid);
      return c.redirect(paymentFailUrl(origins, payment.booking_id), 303);
    }
    try {
      settlePayment(ctx, payment.uuid);
      if (form.save) saveCard(ctx, payment.customer_id, form, pageLanguage(c));
    } catch (error) {
      if (error instanceof SandboxError) return c.redirect(paymentFailUrl(origins, payment.booking_id), 303);
      throw error;
    }
    return c.redirect(paymentSuccessUrl(origins), 303);
  });
};
