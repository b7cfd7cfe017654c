import type { Booking } from '@self-storage/core';
import { formatDate } from '@self-storage/core/dates';
import { bookingFigures } from '@self-storage/core/figures';
import { formatAmount, toSatang } from '@self-storage/core/money';
import { useTranslation } from '#app/translation.tsx';
import { useLanguage } from '#app/use-language.ts';
import { useStatement } from '#data/statement.ts';
import { useMoney } from '#signed-in/use-money.ts';

interface Figures {
  /** In satang. */
  total: number;
  paid: number;
  balance: number;
  nextBill: { amount: number; due: string } | undefined;
}

/**
 * A booking's total, paid, balance and next bill in history. A current rental's come from its
 * statement once it is there (billed, paid, balance and its oldest unpaid bill, as the server
 * sums them, extensions and void bills included); until then, and for any other booking, from
 * core's booking figures.
 */
export const HistoryMoney = ({ booking, current }: { booking: Booking; current: boolean }) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = useMoney();
  const statement = useStatement(booking.customerService_id, { enabled: current }).data;
  const figures: Figures = (() => {
    if (!current || !statement) return bookingFigures(booking);
    // The oldest unpaid bill, if still owed (a suspension may have voided it).
    const next = statement.bills.find(
      (bill) => bill.id === statement.standing.bill_id && bill.status === 'pending',
    );
    return {
      total: toSatang(statement.totals.billed),
      paid: toSatang(statement.totals.paid),
      balance: toSatang(statement.totals.balance),
      nextBill: next && { amount: toSatang(next.amount), due: next.due_date },
    };
  })();
  return (
    <>
      <div>
        <dt>{t('history.total')}</dt>
        <dd data-testid="history-total">{money.satang(figures.total)}</dd>
      </div>
      <div>
        <dt>{t('history.paid')}</dt>
        <dd data-testid="history-paid">{money.satang(figures.paid)}</dd>
      </div>
      <div>
        <dt>{t('history.balance')}</dt>
        <dd data-testid="history-balance">{money.satang(figures.balance)}</dd>
      </div>
      {figures.nextBill ? (
        <div>
          <dt>{t('history.nextBill')}</dt>
          <dd data-testid="history-next-bill">
            {t('history.nextBillValue', {
              amount: formatAmount(figures.nextBill.amount, language),
              date: formatDate(figures.nextBill.due, language),
            })}
          </dd>
        </div>
      ) : null}
    </>
  );
};
