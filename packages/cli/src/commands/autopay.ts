import type { Autopay } from '@self-storage/core/client';
import { formatDate, today } from '@self-storage/core/dates';
import { cardExpiry } from '@self-storage/core/figures';
import type { Command } from 'commander';
import { z } from 'zod';
import { action } from '../action.ts';
import { withSession } from '../auth.ts';
import { BOOKING_ARGUMENT_HELP, bookingId, bookingRef } from '../booking/booking-ref.ts';
import type { Context } from '../context.ts';
import { CliError } from '../errors.ts';
import { details, money } from '../format.ts';
import { withProgress } from '../progress.ts';
import { renderTable } from '../table.ts';
import { maskedCard } from './cards.ts';

/** The booking's autopay as the server answers it: the card, the next charge, every charge made. */
export const describeAutopay = (ctx: Context, state: Autopay): string => {
  const next = state.next_charge;
  const attempts = state.attempts;
  return [
    details([
      [
        ctx.t('autopay.card'),
        state.card ? `${maskedCard(ctx, state.card)} (${cardExpiry(state.card)})` : '-',
      ],
      [
        ctx.t('autopay.nextCharge'),
        next
          ? ctx.t('autopay.nextChargeValue', {
              amount: money(next.amount, ctx.lang, ctx.t),
              date: formatDate(next.date, ctx.lang),
            })
          : ctx.t('autopay.noNextCharge'),
      ],
    ]),
    ...(state.card_expires_first ? [ctx.t('autopay.cardExpiresFirst')] : []),
    ...(attempts.length > 0
      ? [
          '',
          ctx.t('autopay.attempts'),
          renderTable(
            [
              { header: ctx.t('autopay.bill'), align: 'right' },
              { header: ctx.t('autopay.attempt'), align: 'right' },
              { header: ctx.t('autopay.date') },
              { header: ctx.t('autopay.outcome') },
              { header: ctx.t('autopay.nextRetry') },
            ],
            attempts.map((a) => [
              String(a.bill_id),
              String(a.attempt),
              formatDate(today(Date.parse(a.at)), ctx.lang),
              ctx.t(`autopay.outcomes.${a.outcome}`),
              a.next_retry
                ? formatDate(a.next_retry, ctx.lang)
                : a.outcome === 'paid'
                  ? ''
                  : ctx.t('autopay.noRetry'),
            ]),
          ),
        ]
      : []),
  ].join('\n');
};

/** `autopay on|off BOOKING [--card ID]`: the server charges each bill on its due date, or stops. */
export const autopay = (program: Command): void => {
  program
    .command('autopay')
    .description("switch a booking's autopay on (a saved card pays each bill on its due date) or off")
    .argument('<on|off>', 'on or off')
    .argument('<booking>', BOOKING_ARGUMENT_HELP)
    .option('--card <id>', 'the saved card to charge (cards list prints ids); the default card otherwise')
    .action(
      action(
        z.object({ card: z.coerce.number().int().positive().optional() }),
        async (ctx, options, [switched, given]) => {
          if (switched !== 'on' && switched !== 'off') {
            throw new CliError('usage', `Say on or off, not ${String(switched)}.`);
          }
          const ref = bookingRef(given);
          const { state, booking } = await withSession(ctx, async () => {
            const customer_service_id = await bookingId(ctx, ref);
            return withProgress(ctx.output, ctx.t('cli.progress.sending'), async () => ({
              state: await ctx.client.rental.autopay({
                customer_service_id,
                on: switched === 'on',
                ...(options.card ? { card_id: options.card } : {}),
              }),
              booking: String(ref),
            }));
          });
          ctx.output.result({ autopay: state }, () =>
            [ctx.t(state.on ? 'autopay.on' : 'autopay.off', { booking }), describeAutopay(ctx, state)].join(
              '\n',
            ),
          );
        },
      ),
    );
};
