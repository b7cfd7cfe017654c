import type { FinalAccount } from '@self-storage/core';
import { formatDate } from '@self-storage/core/dates';
import { refundDate } from '@self-storage/core/figures';
import type { Command } from 'commander';
import { z } from 'zod';
import { action } from '../action.ts';
import { withSession } from '../auth.ts';
import { BOOKING_ARGUMENT_HELP, bookingId, bookingRef } from '../booking/booking-ref.ts';
import { confirmChange } from '../booking/confirm-change.ts';
import { type Context, orAsk, requireOptions } from '../context.ts';
import { amount, details, money } from '../format.ts';
import { withProgress } from '../progress.ts';

const describeAccount = (ctx: Context, account: FinalAccount): string => {
  const bill = (b: FinalAccount['cancelled_bills'][number]) =>
    ctx.t('rental.moveOut.bill', {
      number: b.installment_no,
      amount: amount(b.amount, ctx.lang),
      date: formatDate(b.due_date, ctx.lang),
    });
  return [
    ctx.t('rental.moveOut.notice', {
      days: account.notice_days,
      date: formatDate(account.earliest_move_out_date, ctx.lang),
    }),
    details([
      [ctx.t('rental.moveOut.date'), formatDate(account.move_out_date, ctx.lang)],
      [ctx.t('rental.moveOut.rentMonths'), String(account.rent_months)],
      [ctx.t('rental.moveOut.charged'), money(account.charged, ctx.lang, ctx.t)],
      [ctx.t('rental.moveOut.paid'), money(account.paid, ctx.lang, ctx.t)],
      [ctx.t('rental.moveOut.refund'), money(account.refund, ctx.lang, ctx.t)],
      [ctx.t('rental.moveOut.owed'), money(account.owed, ctx.lang, ctx.t)],
      [ctx.t('rental.moveOut.deposit'), money(account.deposit, ctx.lang, ctx.t)],
      [
        ctx.t('rental.moveOut.cancelled'),
        account.cancelled_bills.map(bill).join('\n') || ctx.t('rental.moveOut.none'),
      ],
    ]),
    ctx.t('rental.moveOut.policy'),
  ].join('\n');
};

export const moveOut = (program: Command): void => {
  program
    .command('move-out')
    .description(
      'give notice to move out of a booking on a date (shows the final account first), or withdraw it',
    )
    .argument('<booking>', BOOKING_ARGUMENT_HELP)
    .option('--date <date>', 'the move-out date, YYYY-MM-DD (no earlier than the notice period allows)')
    .option('--withdraw', 'withdraw the notice given (until the move-out date)', false)
    .option('--yes', 'act without asking (needed off a terminal)', false)
    .action(
      action(
        z.object({ date: z.iso.date().optional(), withdraw: z.boolean(), yes: z.boolean() }),
        async (ctx, options, [given]) => {
          const ref = bookingRef(given);
          await withSession(ctx, async () => {
            const customer_service_id = await bookingId(ctx, ref);
            if (options.withdraw) {
              const message = ctx.t('rental.cli.confirmWithdraw', { booking: String(ref) });
              if (!(await confirmChange(ctx, options.yes, 'move-out --withdraw', message))) {
                ctx.output.result({ withdrawn: false }, () => ctx.t('rental.cli.notConfirmed'));
                return;
              }
              const booking = await withProgress(ctx.output, ctx.t('cli.progress.sending'), () =>
                ctx.client.rental.withdrawMoveOut({ customer_service_id }),
              );
              ctx.output.result({ booking, withdrawn: true }, () =>
                ctx.t('rental.cli.withdrawn', {
                  booking: booking.booking_number,
                  date: formatDate(booking.customerServiceEndDt, ctx.lang),
                }),
              );
              return;
            }
            requireOptions(ctx, { '--date': options.date });
            const date = await orAsk(ctx, options.date, (prompts) =>
              prompts.input({ message: ctx.t('rental.moveOut.date') }),
            );
            const account = await withProgress(ctx.output, ctx.t('cli.progress.loading'), () =>
              ctx.client.rental.moveOutQuote({ customer_service_id, move_out_date: date }),
            );
            ctx.output.note(describeAccount(ctx, account));
            const message = ctx.t('rental.cli.confirmMoveOut', {
              booking: String(ref),
              date: formatDate(date, ctx.lang),
            });
            if (!(await confirmChange(ctx, options.yes, 'move-out', message))) {
              ctx.output.result({ account, noticeGiven: false }, () => ctx.t('rental.cli.notConfirmed'));
              return;
            }
            const done = await withProgress(ctx.output, ctx.t('cli.progress.sending'), () =>
              ctx.client.rental.moveOut({ customer_service_id, move_out_date: date }),
            );
            // A refund is made, with its credit note, the day after the move-out date.
            const refund = done.account.refund > 0 ? refundDate(done.account.move_out_date) : null;
            ctx.output.result({ ...done, noticeGiven: true, refundDate: refund }, () =>
              [
                ctx.t('rental.cli.noticeGiven', {
                  booking: done.booking.booking_number,
                  date: formatDate(date, ctx.lang),
                }),
                ...(refund
                  ? [
                      ctx.t('rental.cli.refundOn', {
                        amount: money(done.account.refund, ctx.lang, ctx.t),
                        date: formatDate(refund, ctx.lang),
                        command: `self-storage credit-note ${ref}`,
                      }),
                    ]
                  : []),
              ].join('\n'),
            );
          });
        },
      ),
    );
};
