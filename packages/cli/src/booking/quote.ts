import type { Calculation } from '@self-storage/core';
import { formatDate } from '@self-storage/core/dates';
import { type QuoteFigures, quoteFigures } from '@self-storage/core/figures';
import { buildBookingCalculateRequest, type FlowState, flowReducer } from '@self-storage/core/flow';
import { fromSatang } from '@self-storage/core/money';
import type { Context } from '../context.ts';
import { details, satangMoney } from '../format.ts';
import { withProgress } from '../progress.ts';
import { selectionPairs } from './present.ts';

/** booking-calculate for the flow's unit; `final` when the customer is about to pay. */
export const calculate = (
  ctx: Context,
  state: FlowState,
  final: boolean,
  promoCode?: string,
): Promise<Calculation> => {
  const request = buildBookingCalculateRequest(state, {
    final,
    ...(promoCode === undefined ? {} : { promoCode }),
  });
  return withProgress(ctx.output, ctx.t('cli.progress.calculating'), () =>
    ctx.client.booking.calculate(request),
  );
};

export interface Priced {
  state: FlowState;
  calculation: Calculation;
}

/** Prices with a promotion code; a code the server refuses fails with its message. */
export const withPromo = async (
  ctx: Context,
  state: FlowState,
  promoCode: string,
  final: boolean,
): Promise<Priced> => {
  const calculation = await calculate(ctx, state, final, promoCode);
  return { state: flowReducer(state, { type: 'promoApplied', promoCode, calculation }), calculation };
};

/** Recalculates when the instalment choice changes: booking-storage is given the calculation made with it. */
export const withInstalments = async (
  ctx: Context,
  priced: Priced,
  instalments: boolean,
  final: boolean,
): Promise<Priced> => {
  const toggled = flowReducer(priced.state, { type: 'instalmentsToggled', instalments });
  if (toggled === priced.state) return priced;
  const calculation = await calculate(ctx, toggled, final);
  return { state: flowReducer(toggled, { type: 'calculated', calculation }), calculation };
};

/** Core's booking figures of a calculation, as the web summary shows them. */
export const figuresOf = (ctx: Context, state: FlowState, calculation: Calculation, instalments: boolean) =>
  quoteFigures(calculation, {
    instalments,
    language: ctx.lang,
    today: ctx.client.clock.today(),
    start: state.startDate ?? ctx.client.clock.today(),
  });

/** The quote as JSON: the calculation, plus core's figures of it in baht. */
export const quoteDocument = (ctx: Context, state: FlowState, calculation: Calculation) => {
  const figures = figuresOf(ctx, state, calculation, state.instalments);
  return {
    calculation,
    installments: figures.plan.inInstalments,
    billCount: figures.plan.bills.length,
    total: fromSatang(figures.total),
    payableNow: fromSatang(figures.payableNow),
    bills: figures.plan.bills.map((bill) => ({ amount: fromSatang(bill.amount), due: bill.due })),
  };
};

/** Today's amount and, with instalments, every later bill with its due date. */
const planLines = (ctx: Context, figures: QuoteFigures): [string, string][] => {
  const { t, lang } = ctx;
  const { plan } = figures;
  if (!plan.inInstalments) return [[t('summary.payableAmount'), satangMoney(figures.payableNow, lang, t)]];
  return [
    [
      t('summary.plan.today'),
      `${satangMoney(figures.payableNow, lang, t)} (${t('summary.plan.todayIncludes', { count: plan.bills.length })})`,
    ],
    ...figures.laterBills.map((bill, index): [string, string] => [
      t('summary.plan.bill', { number: index + 2, date: formatDate(bill.due, lang) }),
      satangMoney(bill.amount, lang, t),
    ]),
  ];
};

/** The summary screen as text: the selection and unit, then the figures. */
export const presentQuote = (ctx: Context, state: FlowState, calculation: Calculation): string => {
  const { t, lang } = ctx;
  const figures = figuresOf(ctx, state, calculation, state.instalments);
  const lines: [string, string][] = [[t('summary.serviceFee'), satangMoney(figures.serviceFee, lang, t)]];
  if (figures.discount) {
    lines.push([
      t('summary.discountWithName', { name: figures.discount.name }),
      satangMoney(-figures.discount.amount, lang, t),
    ]);
  }
  for (const fee of figures.extraFees) lines.push([fee.name, satangMoney(fee.amount, lang, t)]);
  lines.push([t('summary.total'), satangMoney(figures.total, lang, t)]);
  lines.push(...planLines(ctx, figures));
  const selection = state.availability ? selectionPairs(ctx, state.availability) : [];
  return [details([...selection, [t('booking.unit'), state.unit?.name ?? '']]), '', details(lines)].join(
    '\n',
  );
};
