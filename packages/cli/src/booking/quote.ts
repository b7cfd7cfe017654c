import type { Calculation, FlowState } from '@self-storage/core';
import {
  buildBookingCalculateRequest,
  computeInstalments,
  flowReducer,
  formatAmount,
  fromSatang,
  toSatang,
} from '@self-storage/core';
import type { Context } from '../context.ts';
import { details, money, nameIn, satangMoney } from '../format.ts';
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
export const withInstallments = async (
  ctx: Context,
  priced: Priced,
  installments: boolean,
  final: boolean,
): Promise<Priced> => {
  const toggled = flowReducer(priced.state, { type: 'installmentsToggled', installments });
  if (toggled === priced.state) return priced;
  const calculation = await calculate(ctx, toggled, final);
  return { state: flowReducer(toggled, { type: 'calculated', calculation }), calculation };
};

/** SPEC section 9's instalment maths, done by core in satang. */
export const instalmentsOf = (calculation: Calculation) =>
  computeInstalments({
    unitFee: toSatang(calculation.total),
    dynamic: toSatang(calculation.dynamic),
    discount: toSatang(calculation.promotion?.discount_amount ?? 0),
    billCount: calculation.summary,
    extraFees: calculation.extracheck.map((fee) => toSatang(fee.amount)),
  });

/** Satang paid now: the first bill (core's per-bill amount) with instalments, else everything. */
export const payableNow = (calculation: Calculation, installments: boolean): number =>
  installments ? instalmentsOf(calculation).perBill : toSatang(calculation.total_after_discount);

/** The quote as JSON: the calculation, plus what the CLI derives from it, in baht. */
export const quoteDocument = (state: FlowState, calculation: Calculation) => {
  const plan = instalmentsOf(calculation);
  return {
    calculation,
    installments: state.installments,
    billCount: plan.billCount,
    perBill: fromSatang(plan.perBill),
    payableNow: fromSatang(payableNow(calculation, state.installments)),
  };
};

/** The summary screen as text: the selection and unit, then the figures. */
export const presentQuote = (ctx: Context, state: FlowState, calculation: Calculation): string => {
  const { t, lang } = ctx;
  const plan = instalmentsOf(calculation);
  const { promotion } = calculation;
  const figures: [string, string][] = [
    [t('booking.unitRent'), money(calculation.total, lang, t)],
    [`${t('booking.unitRent')} (${t('booking.days')})`, money(calculation.dynamic, lang, t)],
  ];
  if (promotion) {
    figures.push([
      t('summary.discountWithName', { name: promotion.promotion.name }),
      money(-promotion.discount_amount, lang, t),
    ]);
  }
  for (const fee of calculation.extracheck) figures.push([nameIn(fee, lang), money(fee.amount, lang, t)]);
  figures.push([t('summary.total'), money(calculation.total_after_discount, lang, t)]);
  figures.push([t('booking.installments'), String(plan.billCount)]);
  if (plan.billCount > 1) {
    figures.push([
      t('summary.installment.label'),
      t('summary.installment.perBill', { amount: formatAmount(plan.perBill, lang), count: plan.billCount }),
    ]);
  }
  figures.push([
    t('summary.payableAmount'),
    satangMoney(payableNow(calculation, state.installments), lang, t),
  ]);
  const selection = state.availability ? selectionPairs(ctx, state.availability) : [];
  return [details([...selection, [t('booking.unit'), state.unit?.name ?? '']]), '', details(figures)].join(
    '\n',
  );
};
