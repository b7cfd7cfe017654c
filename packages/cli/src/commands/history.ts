import type { Booking } from '@self-storage/core';
import { formatDate } from '@self-storage/core/dates';
import { bookingFigures } from '@self-storage/core/figures';
import { formatAmount, fromSatang } from '@self-storage/core/money';
import type { Command } from 'commander';
import { action, NO_OPTIONS } from '../action.ts';
import { withSession } from '../auth.ts';
import type { Context } from '../context.ts';
import { dateRange, nameIn } from '../format.ts';
import { withProgress } from '../progress.ts';
import { renderTable } from '../table.ts';

const historyTable = (ctx: Context, bookings: readonly Booking[]): string =>
  renderTable(
    [
      { header: ctx.t('cli.table.id'), align: 'right' },
      { header: ctx.t('cli.table.bookingNumber') },
      { header: ctx.t('cli.table.branch') },
      { header: ctx.t('cli.table.unit') },
      { header: ctx.t('history.dates') },
      { header: ctx.t('cli.table.total'), align: 'right' },
      { header: ctx.t('cli.table.paid'), align: 'right' },
      { header: ctx.t('cli.table.balance'), align: 'right' },
      { header: ctx.t('cli.table.nextBill') },
      { header: ctx.t('cli.table.status') },
    ],
    bookings.map((booking) => {
      const figures = bookingFigures(booking);
      const next = figures.nextBill;
      return [
        String(booking.customerService_id),
        booking.booking_number,
        nameIn(booking.project, ctx.lang),
        booking.unit.aliasName,
        dateRange(booking.customerServiceStartDt, booking.customerServiceEndDt, ctx.lang, ctx.t),
        formatAmount(figures.total, ctx.lang),
        formatAmount(figures.paid, ctx.lang),
        formatAmount(figures.balance, ctx.lang),
        next
          ? ctx.t('history.nextBillValue', {
              amount: formatAmount(next.amount, ctx.lang),
              date: formatDate(next.due, ctx.lang),
            })
          : '',
        ctx.t(figures.statusKey),
      ];
    }),
  );

/** Each booking as the API answers it, with core's figures of it in baht beside. */
const historyDocument = (bookings: readonly Booking[]) =>
  bookings.map((booking) => {
    const figures = bookingFigures(booking);
    return {
      ...booking,
      figures: {
        total: fromSatang(figures.total),
        paid: fromSatang(figures.paid),
        balance: fromSatang(figures.balance),
        nextBill: figures.nextBill
          ? { amount: fromSatang(figures.nextBill.amount), due: figures.nextBill.due }
          : null,
      },
    };
  });

export const history = (program: Command): void => {
  program
    .command('history')
    .description('list your bookings, newest first')
    .action(
      action(NO_OPTIONS, async (ctx) => {
        const bookings = await withSession(ctx, () =>
          withProgress(ctx.output, ctx.t('cli.progress.loading'), () => ctx.client.booking.history({})),
        );
        ctx.output.result(historyDocument(bookings), () =>
          bookings.length === 0 ? ctx.t('cli.status.noBookings') : historyTable(ctx, bookings),
        );
      }),
    );
};
