import { type Calculation, computeInstalments, formatAmount, toSatang } from '@self-storage/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../app/use-language.ts';
import { nameIn } from '../shared/names.ts';
import { useMoney } from '../shared/use-money.ts';

/** The instalment plan of core's money maths (SPEC section 9), or undefined for one payment. */
export const instalmentPlan = (calculation: Calculation, installments: boolean) =>
  installments && calculation.summary > 1
    ? computeInstalments({
        unitFee: toSatang(calculation.total),
        dynamic: toSatang(calculation.dynamic),
        discount: toSatang(calculation.promotion?.discount_amount ?? 0),
        billCount: calculation.summary,
        extraFees: calculation.extracheck.map((fee) => toSatang(fee.amount)),
      })
    : undefined;

/** Service fee, discount, extra fees, total and what is paid now (SPEC section 2). */
export const FeesTable = ({
  calculation,
  installments,
}: {
  calculation: Calculation;
  installments: boolean;
}) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = useMoney();
  const plan = instalmentPlan(calculation, installments);
  const serviceFee = toSatang(calculation.total) + toSatang(calculation.dynamic);
  const payable = plan ? plan.perBill : toSatang(calculation.total_after_discount);
  return (
    <table className="fees">
      <caption className="visually-hidden">{t('summary.title')}</caption>
      <tbody>
        <tr>
          <th scope="row">{t('summary.serviceFee')}</th>
          <td>{money.satang(serviceFee)}</td>
        </tr>
        {calculation.promotion ? (
          <tr className="fees__discount">
            <th scope="row">
              {t('summary.discountWithName', { name: calculation.promotion.promotion.name })}
            </th>
            <td>−{money.baht(calculation.promotion.discount_amount)}</td>
          </tr>
        ) : null}
        {calculation.extracheck.length > 0 ? (
          <tr>
            <td colSpan={2} className="fees__group">
              {t('summary.extraFees')}
            </td>
          </tr>
        ) : null}
        {calculation.extracheck.map((fee) => (
          <tr key={fee.name_th} className="fees__extra">
            <th scope="row">{nameIn(fee, language)}</th>
            <td>{money.baht(fee.amount)}</td>
          </tr>
        ))}
        <tr className="fees__total">
          <th scope="row">{t('summary.total')}</th>
          <td>{money.baht(calculation.total_after_discount)}</td>
        </tr>
        {plan ? (
          <tr className="fees__plan">
            <th scope="row">{t('booking.installments')}</th>
            <td>
              {t('summary.installment.perBill', {
                amount: formatAmount(plan.perBill, language),
                count: plan.billCount,
              })}
            </td>
          </tr>
        ) : null}
        <tr className="fees__payable">
          <th scope="row">{t('summary.payableAmount')}</th>
          <td>{money.satang(payable)}</td>
        </tr>
      </tbody>
    </table>
  );
};
