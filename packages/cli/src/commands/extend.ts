import type { ExtensionQuote } from '@self-storage/core';
import { formatDate } from '@self-storage/core/dates';
import type { Command } from 'commander';
import { z } from 'zod';
import { action } from '../action.ts';
import { withSession } from '../auth.ts';
import { BOOKING_ARGUMENT_HELP, bookingId, bookingRef } from '../booking/booking-ref.ts';
import { confirmChange } from '../booking/confirm-change.ts';
import type { Context } from '../context.ts';
import { amount, details, money } from '../format.ts';
import { withProgress } from '../progress.ts';

const describeQuote = (ctx: Context, quote: ExtensionQuote): string =>
  details([
    [ctx.t('rental.extend.currentEnd'), formatDate(quote.current_end_date, ctx.lang)],
    [ctx.t('rental.extend.newEnd'), formatDate(quote.end_date, ctx.lang)],
    [ctx.t('rental.extend.days'), String(quote.days)],
    [ctx.t('rental.extend.rent'), money(quote.total + quote.dynamic, ctx.lang, ctx.t)],
    ...(quote.discount > 0
      ? [[ctx.t('rental.extend.discount'), money(quote.discount, ctx.lang, ctx.t)] as const]
      : []),
    [ctx.t('rental.extend.total'), money(quote.total_after_discount, ctx.lang, ctx.t)],
    ...quote.bills.map(
      (bill, i) =>
        [
          i === 0 ? ctx.t('rental.extend.bills') : '',
          ctx.t('rental.extend.bill', {
            amount: amount(bill.amount, ctx.lang),
            date: formatDate(bill.due_date, ctx.lang),
          }),
        ] as const,
    ),
    ['', ctx.t('rental.extend.latestEnd', { date: formatDate(quote.latest_end_date, ctx.lang) })],
  ]);

export const extend = (program: Command): void => {
  program
    .command('extend')
    .description(
      'extend a paid booking to a new end date: shows the price, then adds the days to pay with repay',
    )
    .argument('<booking>', BOOKING_ARGUMENT_HELP)
    .requiredOption('--end <date>', 'the new end date, YYYY-MM-DD')
    .option('--promo <code>', 'a promotion code, as for a new booking', '')
    .option('--yes', 'extend without asking (needed off a terminal)', false)
    .option('--quote', 'only show the price; change nothing', false)
    .action(
      action(
        z.object({ end: z.iso.date(), promo: z.string(), yes: z.boolean(), quote: z.boolean() }),
        async (ctx, options, [given]) => {
          const ref = bookingRef(given);
          await withSession(ctx, async () => {
            const body = {
              customer_service_id: await bookingId(ctx, ref),
              end_date: options.end,
              promo_code: options.promo,
            };
            const quote = await withProgress(ctx.output, ctx.t('cli.progress.loading'), () =>
              ctx.client.rental.extendQuote({ ...body }),
            );
            if (options.quote) {
              ctx.output.result({ quote }, () => describeQuote(ctx, quote));
              return;
            }
            ctx.output.note(describeQuote(ctx, quote));
            const message = ctx.t('rental.cli.confirmExtend', {
              booking: String(ref),
              date: formatDate(quote.end_date, ctx.lang),
              amount: money(quote.total_after_discount, ctx.lang, ctx.t),
            });
            if (!(await confirmChange(ctx, options.yes, 'extend', message))) {
              ctx.output.result({ quote, extended: false }, () => ctx.t('rental.cli.notConfirmed'));
              return;
            }
            const done = await withProgress(ctx.output, ctx.t('cli.progress.sending'), () =>
              ctx.client.rental.extend({ ...body, totalOrange: quote.total_after_discount }),
            );
            ctx.output.result({ ...done, extended: true }, () =>
              ctx.t('rental.cli.extended', {
                amount: money(done.booking.amount_due, ctx.lang, ctx.t),
                command: `self-storage repay ${ref} --pay qr`,
              }),
            );
          });
        },
      ),
    );
};
