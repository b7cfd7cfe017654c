import type { Booking } from '@self-storage/core';
import { formatDate } from '@self-storage/core/dates';
import { nameIn } from '@self-storage/core/figures';
import { formatAmount, toSatang } from '@self-storage/core/money';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#app/use-language.ts';
import { useStatement } from '#data/statement.ts';
import { useSignedMoney } from '#signed-in/signed-money.ts';
import { useMoney } from '#signed-in/use-money.ts';

/**
 * A booking's figures in history, every booking's from its statement (which the history's reply
 * carries, data/history.ts): billed, paid, what a move-out gives back (the refund, the deposit's
 * return), the balance and the oldest unpaid bill, as the server sums them. Nothing is shown
 * until the statement is there: no figure is worked out here.
 */
export const HistoryMoney = ({ booking }: { booking: Booking }) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = useMoney();
  const signed = useSignedMoney();
  const statement = useStatement(booking.customerService_id).data;
  if (!statement) return null;
  const { totals } = statement;
  // The oldest unpaid bill, if still owed (a suspension may have voided it).
  const next = statement.bills.find(
    (bill) => bill.id === statement.standing.bill_id && bill.status === 'pending',
  );
  const owedToYou = totals.balance < 0;
  return (
    <>
      <div>
        <dt>{t('history.total')}</dt>
        <dd data-testid="history-total">{money.baht(totals.billed)}</dd>
      </div>
      <div>
        <dt>{t('history.paid')}</dt>
        <dd data-testid="history-paid">{money.baht(totals.paid)}</dd>
      </div>
      {statement.credits.map((credit) => (
        <div key={credit.kind} data-testid="history-credit" data-kind={credit.kind}>
          <dt>{nameIn(credit, language)}</dt>
          <dd>
            {signed(-credit.amount)}
            <span className="history__credit-date">
              {t(credit.made ? 'statement.creditMade' : 'statement.creditComing', {
                date: formatDate(credit.date, language),
              })}
            </span>
          </dd>
        </div>
      ))}
      <div>
        <dt>{t(owedToYou ? 'statement.owedToYou' : 'history.balance')}</dt>
        <dd data-testid="history-balance" data-balance={totals.balance}>
          {money.baht(Math.abs(totals.balance))}
        </dd>
      </div>
      {next ? (
        <div>
          <dt>{t('history.nextBill')}</dt>
          <dd data-testid="history-next-bill">
            {t('history.nextBillValue', {
              amount: formatAmount(toSatang(next.amount), language),
              date: formatDate(next.due_date, language),
            })}
          </dd>
        </div>
      ) : null}
    </>
  );
};
