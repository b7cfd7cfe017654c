import type { Booking } from '@self-storage/core';
import { formatAmount, toSatang } from '@self-storage/core';
import type { Command } from 'commander';
import { action, NO_OPTIONS } from '../action.ts';
import { withSession } from '../auth.ts';
import type { Context } from '../context.ts';
import { dateRange, nameIn } from '../format.ts';
import { withProgress } from '../progress.ts';
import { renderTable } from '../table.ts';

const STATUS_KEYS = {
  awaiting_payment: 'history.statuses.awaitingPayment',
  confirmed: 'history.statuses.confirmed',
  expired: 'history.statuses.expired',
  cancelled: 'history.statuses.cancelled',
} as const;

/** Satang billed for the booking: every invoice not voided, instalments included. */
const billed = (booking: Booking): number =>
  booking.invoices
    .filter((invoice) => invoice.status !== 'void')
    .reduce((sum, invoice) => sum + toSatang(invoice.amount), 0);

const historyTable = (ctx: Context, bookings: readonly Booking[]): string =>
  renderTable(
    [
      { header: ctx.t('cli.table.id'), align: 'right' },
      { header: ctx.t('cli.table.bookingNumber') },
      { header: ctx.t('cli.table.branch') },
      { header: ctx.t('cli.table.unit') },
      { header: ctx.t('history.dates') },
      { header: ctx.t('cli.table.amount'), align: 'right' },
      { header: ctx.t('cli.table.status') },
    ],
    bookings.map((booking) => [
      String(booking.customerService_id),
      booking.booking_number,
      nameIn(booking.project, ctx.lang),
      booking.unit.aliasName,
      dateRange(booking.customerServiceStartDt, booking.customerServiceEndDt, ctx.lang, ctx.t),
      formatAmount(billed(booking), ctx.lang),
      ctx.t(STATUS_KEYS[booking.status]),
    ]),
  );

export const history = (program: Command): void => {
  program
    .command('history')
    .description('list your bookings, newest first')
    .action(
      action(NO_OPTIONS, async (ctx) => {
        const bookings = await withSession(ctx, (token) =>
          withProgress(ctx.output, ctx.t('cli.progress.loading'), () =>
            ctx.client.booking.history({ token }),
          ),
        );
        ctx.output.result(bookings, () =>
          bookings.length === 0 ? ctx.t('cli.status.noBookings') : historyTable(ctx, bookings),
        );
      }),
    );
};
