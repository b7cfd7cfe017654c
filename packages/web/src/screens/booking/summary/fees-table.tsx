import { formatDate } from '@self-storage/core/dates';
import type { QuoteFigures, RentArithmetic } from '@self-storage/core/figures';
import { WIDE_MEDIA } from '@self-storage/core/layout';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#app/use-language.ts';
import { useMoney } from '#signed-in/use-money.ts';

/**
 * Service fee, discount, extra fees, total and what is paid today (SPEC section 2), from core's
 * booking figures. With instalments, the plan as it will be billed: today's bill (and what it
 * includes), then every later bill with its due date, in a list a phone can fold away. The service
 * fee's arithmetic (rate × months, rate × days / 30) is one tap away under it.
 */
export const FeesTable = ({ figures, rent }: { figures: QuoteFigures; rent: RentArithmetic }) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = useMoney();
  // Open beside the figures on a wide screen; folded on a phone, one tap away.
  const [wide] = useState(() => window.matchMedia(WIDE_MEDIA).matches);
  const { plan } = figures;
  return (
    <div className="fees-block">
      <table className="fees">
        <caption className="visually-hidden">{t('summary.title')}</caption>
        <tbody>
          <tr>
            <th scope="row">
              {t('summary.serviceFee')}
              <details className="fees__how" data-testid="rent-arithmetic">
                <summary>{t('summary.rent.how')}</summary>
                <ul>
                  {rent.months > 0 ? (
                    <li>
                      {t('summary.rent.months', {
                        rate: money.satang(rent.monthlyRate),
                        count: rent.months,
                        amount: money.satang(rent.monthsRent),
                      })}
                    </li>
                  ) : null}
                  {rent.days > 0 ? (
                    <li>
                      {t('summary.rent.days', {
                        rate: money.satang(rent.monthlyRate),
                        count: rent.days,
                        monthDays: rent.monthDays,
                        amount: money.satang(rent.daysRent),
                      })}
                    </li>
                  ) : null}
                </ul>
                <p>{t('summary.rent.monthIs', { count: rent.monthDays })}</p>
              </details>
            </th>
            <td>{money.satang(figures.serviceFee)}</td>
          </tr>
          {figures.discount ? (
            <tr className="fees__discount">
              <th scope="row">{t('summary.discountWithName', { name: figures.discount.name })}</th>
              <td>−{money.satang(figures.discount.amount)}</td>
            </tr>
          ) : null}
          {figures.extraFees.length > 0 ? (
            <tr>
              <td colSpan={2} className="fees__group">
                {t('summary.extraFees')}
              </td>
            </tr>
          ) : null}
          {figures.extraFees.map((fee) => (
            <tr key={fee.name} className="fees__extra">
              <th scope="row">{fee.name}</th>
              <td>{money.satang(fee.amount)}</td>
            </tr>
          ))}
          <tr className="fees__total">
            <th scope="row">{t('summary.total')}</th>
            <td>{money.satang(figures.total)}</td>
          </tr>
          <tr className="fees__payable">
            <th scope="row">
              {plan.inInstalments ? t('summary.plan.today') : t('summary.payableAmount')}
              {plan.inInstalments ? (
                <span className="fees__note">
                  {t('summary.plan.todayIncludes', { count: plan.bills.length })}
                </span>
              ) : null}
            </th>
            <td>{money.satang(figures.payableNow)}</td>
          </tr>
        </tbody>
      </table>
      {plan.inInstalments ? (
        <details className="plan" open={wide} data-testid="bill-plan">
          <summary className="plan__toggle">
            {t('summary.plan.laterBills', { count: figures.laterBills.length })}
          </summary>
          <ol className="plan__bills" start={2}>
            {figures.laterBills.map((bill, index) => (
              <li key={bill.due} className="plan__bill" data-due={bill.due} data-amount={bill.amount}>
                <span>
                  {t('summary.plan.bill', { number: index + 2, date: formatDate(bill.due, language) })}
                </span>
                <span className="plan__amount">{money.satang(bill.amount)}</span>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </div>
  );
};
