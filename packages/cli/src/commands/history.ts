import type { Booking } from '@self-storage/core';
import type { Statement } from '@self-storage/core/client';
import { formatDate } from '@self-storage/core/dates';
import { bookingFigures } from '@self-storage/core/figures';
import { formatAmount, toSatang } from '@self-storage/core/money';
import type { Command } from 'commander';
import { action, NO_OPTIONS } from '../action.ts';
import { withSession } from '../auth.ts';
import type { Context } from '../context.ts';
import { dateRange, nameIn } from '../format.ts';
import { withProgress } from '../progress.ts';
import { renderTable } from '../table.ts';

/** A booking with its statement: every figure the history shows is the server's account. */
interface Entry {
  booking: Booking;
  statement: Statement;
}

/** The statement's figures a history row shows, in baht as the statement gives them. */
const figuresOf = ({ totals, bills }: Statement) => {
  const next = bills
    .filter((bill) => bill.status === 'pending')
    .sort((a, b) => a.due_date.localeCompare(b.due_date))[0];
  return {
    total: totals.billed,
    paid: totals.paid,
    balance: totals.balance,
    nextBill: next ? { amount: next.amount, due: next.due_date } : null,
  };
};

const baht = (amount: number, ctx: Context): string => formatAmount(toSatang(amount), ctx.lang);

const historyTable = (ctx: Context, entries: readonly Entry[]): string =>
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
    entries.map(({ booking, statement }) => {
      const figures = figuresOf(statement);
      const next = figures.nextBill;
      return [
        String(booking.customerService_id),
        booking.booking_number,
        nameIn(booking.project, ctx.lang),
        booking.unit.aliasName,
        dateRange(booking.customerServiceStartDt, booking.customerServiceEndDt, ctx.lang, ctx.t),
        baht(figures.total, ctx),
        baht(figures.paid, ctx),
        baht(figures.balance, ctx),
        next
          ? ctx.t('history.nextBillValue', {
              amount: baht(next.amount, ctx),
              date: formatDate(next.due, ctx.lang),
            })
          : '',
        ctx.t(bookingFigures(booking).statusKey),
      ];
    }),
  );

/** Each booking as the API answers it, with its statement's figures in baht and the statement beside. */
const historyDocument = (entries: readonly Entry[]) =>
  entries.map(({ booking, statement }) => ({ ...booking, figures: figuresOf(statement), statement }));

/**
 * The history with each booking's statement: in the history's reply, or asked for a booking whose
 * statement the reply leaves out (a server without the extension).
 */
const readHistory = async (ctx: Context): Promise<Entry[]> => {
  const { bookings, statements } = await ctx.client.booking.historyWithStatements({});
  const given = new Map(statements?.map((statement) => [statement.customer_service_id, statement]));
  return Promise.all(
    bookings.map(async (booking) => ({
      booking,
      statement:
        given.get(booking.customerService_id) ??
        (await ctx.client.rental.statement({ customer_service_id: booking.customerService_id })),
    })),
  );
};

export const history = (program: Command): void => {
  program
    .command('history')
    .description('list your bookings, newest first')
    .action(
      action(NO_OPTIONS, async (ctx) => {
        const entries = await withSession(ctx, () =>
          withProgress(ctx.output, ctx.t('cli.progress.loading'), () => readHistory(ctx)),
        );
        ctx.output.result(historyDocument(entries), () =>
          entries.length === 0 ? ctx.t('cli.status.noBookings') : historyTable(ctx, entries),
        );
      }),
    );
};
