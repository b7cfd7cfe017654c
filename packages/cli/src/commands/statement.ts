import type { Statement } from '@self-storage/core/client';
import { formatDate, today } from '@self-storage/core/dates';
import { nameIn } from '@self-storage/core/figures';
import type { Command } from 'commander';
import { action, NO_OPTIONS } from '../action.ts';
import { withSession } from '../auth.ts';
import { BOOKING_ARGUMENT_HELP, bookingId, bookingRef } from '../booking/booking-ref.ts';
import type { Context } from '../context.ts';
import { amount, details, money } from '../format.ts';
import { withProgress } from '../progress.ts';
import { renderTable } from '../table.ts';

const METHODS = { 1: 'payment.methods.qr', 4: 'payment.methods.kiosk', 5: 'payment.methods.card' } as const;

/** A signed amount with its minus sign: discounts and credits take money off. */
const signed = (baht: number, ctx: Context): string =>
  baht < 0 ? `-${amount(-baht, ctx.lang)}` : amount(baht, ctx.lang);

/** An instant as its Bangkok date, as every date of the booking is. */
const date = (ctx: Context, iso: string): string => formatDate(today(Date.parse(iso)), ctx.lang);

type Line = Statement['bills'][number]['lines'][number];

/** A line's name in the chosen language; a discount names its own promotion. */
const lineName = (ctx: Context, line: Line): string =>
  line.kind === 'discount' && line.promotion
    ? ctx.t('rental.statement.discount', {
        promotion: [line.promotion.code, nameIn(line.promotion, ctx.lang)].filter(Boolean).join(' '),
      })
    : nameIn(line, ctx.lang);

const billsTable = (ctx: Context, s: Statement): string =>
  renderTable(
    [
      { header: ctx.t('rental.statement.bill') },
      { header: ctx.t('rental.statement.period') },
      { header: ctx.t('rental.statement.dueDate') },
      { header: ctx.t('rental.statement.status') },
      { header: ctx.t('rental.statement.line') },
      { header: ctx.t('rental.statement.amount'), align: 'right' },
    ],
    s.bills.flatMap((bill) => {
      const label = [
        ctx.t('rental.statement.billOf', { n: bill.n, of: bill.of, number: bill.installment_no }),
        ...(bill.part.kind === 'extension' ? [ctx.t('rental.statement.extension')] : []),
      ].join(' ');
      const head = [
        label,
        `${formatDate(bill.period.start_date, ctx.lang)} - ${formatDate(bill.period.end_date, ctx.lang)}`,
        formatDate(bill.due_date, ctx.lang),
        ctx.t(`rental.statement.statuses.${bill.status}`),
      ];
      return [
        ...bill.lines.map((line, index) => [
          ...(index === 0 ? head : ['', '', '', '']),
          lineName(ctx, line),
          signed(line.amount, ctx),
        ]),
        ['', '', '', '', ctx.t('rental.statement.billTotal'), amount(bill.amount, ctx.lang)],
      ];
    }),
  );

const paymentsTable = (ctx: Context, s: Statement): string =>
  renderTable(
    [
      { header: ctx.t('rental.statement.paidOn') },
      { header: ctx.t('rental.statement.method') },
      { header: ctx.t('rental.statement.billNumbers') },
      { header: ctx.t('rental.statement.gross'), align: 'right' },
      { header: ctx.t('rental.statement.withheld'), align: 'right' },
      { header: ctx.t('rental.statement.net'), align: 'right' },
    ],
    s.payments.map((p) => [
      date(ctx, p.paid_at),
      ctx.t(METHODS[p.method]),
      p.bill_ids.map((id) => String(s.bills.find((b) => b.id === id)?.installment_no ?? id)).join(', '),
      amount(p.gross, ctx.lang),
      amount(p.withheld, ctx.lang),
      amount(p.net, ctx.lang),
    ]),
  );

const creditsTable = (ctx: Context, s: Statement): string =>
  renderTable(
    [
      { header: ctx.t('rental.statement.credit') },
      { header: ctx.t('rental.statement.creditDate') },
      { header: ctx.t('rental.statement.status') },
      { header: ctx.t('rental.statement.amount'), align: 'right' },
    ],
    s.credits.map((c) => [
      [
        nameIn(c, ctx.lang),
        ...(c.credit_note_number
          ? [ctx.t('rental.statement.creditNote', { number: c.credit_note_number })]
          : []),
      ].join(', '),
      formatDate(c.date, ctx.lang),
      ctx.t(c.made ? 'rental.statement.made' : 'rental.statement.toCome'),
      signed(-c.amount, ctx),
    ]),
  );

const standingText = (ctx: Context, s: Statement): [string, string][] => {
  const { standing } = s;
  const state = ctx.t(`rental.statement.states.${standing.state}`, {
    date: formatDate(
      (standing.state === 'overdue' ? standing.overdue_from : standing.due_date) ?? s.today,
      ctx.lang,
    ),
  });
  return [
    [ctx.t('rental.statement.standing'), state],
    ...(standing.suspension_date
      ? [
          [ctx.t('rental.statement.suspensionDate'), formatDate(standing.suspension_date, ctx.lang)] as [
            string,
            string,
          ],
        ]
      : []),
  ];
};

const render = (ctx: Context, s: Statement): string => {
  const terms = s.standing.terms;
  return [
    ctx.t('rental.statement.title', { booking: s.booking_number, date: formatDate(s.today, ctx.lang) }),
    '',
    ctx.t('rental.statement.bills'),
    billsTable(ctx, s),
    '',
    ctx.t('rental.statement.payments'),
    s.payments.length > 0 ? paymentsTable(ctx, s) : ctx.t('rental.statement.none'),
    '',
    ctx.t('rental.statement.credits'),
    s.credits.length > 0 ? creditsTable(ctx, s) : ctx.t('rental.statement.none'),
    '',
    details([
      [ctx.t('rental.statement.billed'), money(s.totals.billed, ctx.lang, ctx.t)],
      [ctx.t('rental.statement.paid'), money(s.totals.paid, ctx.lang, ctx.t)],
      ...(s.totals.withheld > 0
        ? [
            [ctx.t('rental.statement.withheldTotal'), money(s.totals.withheld, ctx.lang, ctx.t)] as [
              string,
              string,
            ],
          ]
        : []),
      [ctx.t('rental.statement.credited'), money(s.totals.credited, ctx.lang, ctx.t)],
      [ctx.t('rental.statement.refunded'), money(s.totals.refunded, ctx.lang, ctx.t)],
      [ctx.t('rental.statement.balance'), money(s.totals.balance, ctx.lang, ctx.t)],
      [
        ctx.t('rental.statement.dueNow'),
        s.due_now.bill_ids.length > 0
          ? ctx.t('rental.statement.dueNowValue', {
              amount: money(s.due_now.amount, ctx.lang, ctx.t),
              bills: s.due_now.bill_ids
                .map((id) => String(s.bills.find((b) => b.id === id)?.installment_no ?? id))
                .join(', '),
            })
          : ctx.t('rental.statement.none'),
      ],
      ...(s.due_now.withheld > 0
        ? [[ctx.t('rental.statement.dueNowNet'), money(s.due_now.net, ctx.lang, ctx.t)] as [string, string]]
        : []),
      ...(s.kiosk_reference
        ? [[ctx.t('rental.statement.kioskReference'), s.kiosk_reference] as [string, string]]
        : []),
      ...standingText(ctx, s),
    ]),
    ...(terms ? ['', ctx.lang === 'th' ? terms.message_th : terms.message_en] : []),
  ].join('\n');
};

/** The rental's account as the server keeps it: every figure is the server's, none added up here. */
export const statement = (program: Command): void => {
  program
    .command('statement')
    .description(
      "a booking's account: its bills and their lines, payments, credits, balance, what is due now and its standing",
    )
    .argument('<booking>', BOOKING_ARGUMENT_HELP)
    .action(
      action(NO_OPTIONS, async (ctx, _options, [given]) => {
        const ref = bookingRef(given);
        const s = await withSession(ctx, async () => {
          const customer_service_id = await bookingId(ctx, ref);
          return withProgress(ctx.output, ctx.t('cli.progress.loading'), () =>
            ctx.client.rental.statement({ customer_service_id }),
          );
        });
        ctx.output.result(s, () => render(ctx, s));
      }),
    );
};
