import { type Booking, PAYMENT_METHOD, type PaymentMethodId } from '@self-storage/core';
import { formatCountdown } from '@self-storage/core/dates';
import { buildInvoicePaymentRequest } from '@self-storage/core/flow';
import { createPaymentChoiceSchema, validateOrThrow } from '@self-storage/core/forms';
import type { Context } from '../context.ts';
import { money } from '../format.ts';
import { withProgress } from '../progress.ts';
import type { Prompts } from '../prompts.ts';
import { payByQr, type QrPaid, type QrPending } from './qr.ts';

export type MethodName = keyof typeof PAYMENT_METHOD;
export const METHOD_NAMES = Object.keys(PAYMENT_METHOD) as MethodName[];

const nameOf = (id: PaymentMethodId): MethodName =>
  METHOD_NAMES.find((name) => PAYMENT_METHOD[name] === id) ?? 'qr';

export type PaymentResult =
  | QrPaid
  | QrPending
  | { method: 'card'; redirectUrl: string }
  | { method: 'kiosk'; reference: string | null; deadline: string };

/** One of the methods offered, else `errors.paymentRequire` (exit 2: the option was wrong). */
export const checkMethod = (method: MethodName, offered: readonly PaymentMethodId[]): MethodName =>
  nameOf(
    validateOrThrow(createPaymentChoiceSchema(offered), { paymentMethod: PAYMENT_METHOD[method] })
      .paymentMethod,
  );

export const askMethod = (ctx: Context, prompts: Prompts, offered: readonly PaymentMethodId[]) =>
  prompts.select({
    message: ctx.t('cli.prompts.paymentMethod'),
    choices: offered.map((id) => ({
      name: ctx.t(`payment.methods.${nameOf(id)}`),
      value: nameOf(id),
      description: ctx.t(`payment.methods.${nameOf(id)}Description`),
    })),
  });

/** The result line of a payment, for human output. */
export const describePayment = (ctx: Context, payment: PaymentResult): string => {
  switch (payment.method) {
    case 'qr':
      return payment.status === 'paid'
        ? ctx.t('cli.status.paymentSuccess')
        : ctx.t('cli.headless.paymentPending', {
            uuid: payment.uuid,
            amount: money(payment.amount, ctx.lang, ctx.t),
            command: `self-storage payment wait ${payment.uuid}`,
          });
    case 'card':
      return ctx.t('cli.status.openCardPage', { url: payment.redirectUrl });
    case 'kiosk':
      return ctx.t('cli.status.kioskReference', {
        reference: payment.reference ?? '-',
        time: formatCountdown((Date.parse(payment.deadline) - ctx.client.clock.now()) / 1000),
      });
  }
};

/** Pays the invoices due (core picks them) by QR or card; a kiosk payment is made in person. */
export const payBooking = async (
  ctx: Context,
  booking: Booking,
  method: MethodName,
  wait = true,
): Promise<PaymentResult> => {
  if (method === 'kiosk') {
    return { method, reference: booking.payment_reference, deadline: booking.payment_deadline };
  }
  const request = buildInvoicePaymentRequest(booking);
  if (method === 'qr') return payByQr(ctx, request, wait);
  const redirectUrl = await withProgress(ctx.output, ctx.t('cli.progress.sending'), () =>
    ctx.client.payment.cardCheckout(request),
  );
  return { method, redirectUrl };
};

/** The booking as it stands after the payment: a paid QR has confirmed it. */
export const afterPayment = async (ctx: Context, booking: Booking, payment: PaymentResult) =>
  payment.method === 'qr' && payment.status === 'paid'
    ? (await ctx.client.booking.current({ customer_service_id: booking.customerService_id })).booking
    : booking;
