import { type Booking, isSelfStorageError, PAYMENT_METHOD, type PaymentMethodId } from '@self-storage/core';
import {
  buildBookingStorageRequest,
  type FlowState,
  flowReducer,
  requireChoices,
} from '@self-storage/core/flow';
import { formatAmount } from '@self-storage/core/money';
import { z } from 'zod';
import { withSession } from '../auth.ts';
import { type Context, requireOptions } from '../context.ts';
import { CliError } from '../errors.ts';
import { translate } from '../messages.ts';
import { ANY, quoteSchema, selectionRequired } from '../options.ts';
import { withProgress } from '../progress.ts';
import { afterPayment, askMethod, checkMethod, METHOD_NAMES, payBooking } from './pay.ts';
import { figuresOf, type Priced, presentQuote, withInstalments, withPromo } from './quote.ts';
import { selectService, selectUnit } from './wizard.ts';

export const bookSchema = quoteSchema.extend({
  pay: z.enum(METHOD_NAMES).optional(),
  /** False with --no-wait: a QR payment is made and printed, not waited for. */
  wait: z.boolean().default(true),
});
export type BookOptions = z.input<typeof bookSchema>;

/** Attempts of `--unit any` / `--size any` when the unit picked is taken before it is booked. */
const ANY_ATTEMPTS = 5;

/** booking-storage's `code` for a repeat: the customer's own live booking of this unit and dates. */
const EXISTING = 'existing';

/** Asks for a promotion code until one prices; an empty answer goes without. */
const askPromo = async (ctx: Context, state: FlowState): Promise<Priced> => {
  const prompts = await ctx.prompts();
  for (;;) {
    const promoCode = (await prompts.input({ message: ctx.t('cli.prompts.promoCode'), default: '' })).trim();
    try {
      return await withPromo(ctx, state, promoCode, true);
    } catch (error) {
      if (!promoCode || !isSelfStorageError(error) || error.code !== 'rejected') throw error;
      ctx.output.note(error.userMessage((key) => translate(ctx.t, key)));
    }
  }
};

const askInstalments = async (ctx: Context, { state, calculation }: Priced): Promise<boolean> => {
  const { payableNow, plan } = figuresOf(ctx, state, calculation, true);
  return (await ctx.prompts()).confirm({
    message: ctx.t('cli.prompts.instalment', {
      amount: formatAmount(payableNow, ctx.lang),
      count: plan.bills.length,
    }),
  });
};

/** The summary screen: promotion, instalments and payment method, from options or prompts. */
const summarise = async (ctx: Context, state: FlowState, options: BookOptions, wizard: boolean) => {
  const promoted =
    wizard && options.promo === undefined
      ? await askPromo(ctx, state)
      : await withPromo(ctx, state, options.promo ?? '', true);
  const asked = wizard && promoted.calculation.summary > 1 ? await askInstalments(ctx, promoted) : false;
  const { state: priced, calculation } = await withInstalments(
    ctx,
    promoted,
    options.installments ?? asked,
    true,
  );
  const offered: PaymentMethodId[] = calculation.availableMethods.map((method) => method.id);
  const method = checkMethod(options.pay ?? (await askMethod(ctx, await ctx.prompts(), offered)), offered);
  const next = flowReducer(priced, { type: 'paymentMethodChosen', paymentMethod: PAYMENT_METHOD[method] });
  requireChoices(next, 'summary');
  return { state: next, calculation, method };
};

/** Shows the summary and asks before booking; a no cancels. */
const confirmBooking = async (ctx: Context, summary: string): Promise<void> => {
  ctx.output.note(`\n${summary}\n`);
  const prompts = await ctx.prompts();
  if (!(await prompts.confirm({ message: ctx.t('cli.prompts.confirmBooking'), default: true }))) {
    throw new CliError('cancelled', 'Cancelled', { key: 'cli.status.cancelled' });
  }
};

/**
 * book: the selection (prompted for on a terminal where options are missing), the summary, then
 * booking-storage and the payment, all through core's flow state and request builders.
 */
export const runBook = async (ctx: Context, options: BookOptions) => {
  const missing = { ...selectionRequired(options), '--unit': options.unit, '--pay': options.pay };
  requireOptions(ctx, missing);
  const wizard = Object.values(missing).some((value) => value === undefined);
  const anyUnit = options.unit === ANY || options.size === ANY;
  return withSession(ctx, async () => {
    for (let attempt = 1; ; attempt += 1) {
      const selected = await selectUnit(ctx, await selectService(ctx, options), options.unit);
      const { state, calculation, method } = await summarise(ctx, selected, options, wizard);
      if (wizard) await confirmBooking(ctx, presentQuote(ctx, state, calculation));
      const request = buildBookingStorageRequest(state);
      let booking: Booking;
      try {
        // The transport's reply keeps `code`, which says whether this booking already existed.
        const reply = await withProgress(ctx.output, ctx.t('cli.progress.creatingBooking'), () =>
          ctx.client.transport.call('bookingStorage', request),
        );
        booking = reply.sec_data.data;
        // This account already holds this unit for these days (another shell of the same
        // account, or an earlier run): any other free unit is what `--unit any` asks for.
        if (anyUnit && reply.code === EXISTING && attempt < ANY_ATTEMPTS) {
          ctx.output.note(ctx.t('cli.headless.anotherUnit', { unit: state.unit?.name ?? '' }));
          continue;
        }
      } catch (error) {
        // Taken by someone else between the list and the booking: any other free one will do.
        if (anyUnit && attempt < ANY_ATTEMPTS && isSelfStorageError(error) && error.code === 'unavailable') {
          ctx.output.note(ctx.t('cli.headless.anotherUnit', { unit: state.unit?.name ?? '' }));
          continue;
        }
        throw error;
      }
      ctx.output.note(ctx.t('cli.status.bookingCreated', { bookingNumber: booking.booking_number }));
      const payment = await payBooking(ctx, booking, method, options.wait ?? true);
      return { booking: await afterPayment(ctx, booking, payment), payment };
    }
  });
};
