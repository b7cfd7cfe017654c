import type { Statement } from '@self-storage/core';
import { formatDate } from '@self-storage/core/dates';
import { nameIn } from '@self-storage/core/figures';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#app/use-language.ts';
import { useSignedMoney } from '#signed-in/signed-money.ts';
import { useMoney } from '#signed-in/use-money.ts';
import { useReceiptDownload } from './use-receipt-download.ts';

const STATUS_KEYS = {
  pending: 'bookingDetail.billStatuses.pending',
  paid: 'bookingDetail.billStatuses.paid',
  void: 'bookingDetail.billStatuses.void',
} as const;

type Bill = Statement['bills'][number];

interface BillsTableProps {
  /** The statement's bills, numbered across the booking and its extensions. */
  bills: readonly Bill[];
  /** What is due now and its bills, as the statement gives them: marked, and paid from beside them. */
  dueNow: Statement['due_now'];
  onPay(): void;
}

/** What a bill pays for and what it is made of: rent, then its discount under it, fees, deposit. */
const BillLines = ({ bill }: { bill: Bill }) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const signed = useSignedMoney();
  const dates = {
    start: formatDate(bill.period.start_date, language),
    end: formatDate(bill.period.end_date, language),
  };
  return (
    <tr className="bills__lines" data-testid="bill-lines">
      <td colSpan={4}>
        <p className="bills__period">
          {t(bill.part.kind === 'extension' ? 'statement.extensionPeriod' : 'statement.period', dates)}
          {' · '}
          {t('statement.billOf', { n: bill.n, of: bill.of })}
        </p>
        <ul className="bills__line-list" aria-label={t('statement.lines', { number: bill.installment_no })}>
          {bill.lines.map((line, index) => (
            <li
              // A bill's lines are fixed: their order is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: the server's order, never reordered
              key={index}
              className={`bills__line bills__line--${line.kind}`}
              data-testid="bill-line"
              data-kind={line.kind}
            >
              <span>
                {line.promotion
                  ? t('statement.withPromotion', {
                      name: nameIn(line, language),
                      promotion: nameIn(line.promotion, language),
                    })
                  : nameIn(line, language)}
              </span>
              <span className="bills__amount" data-testid="bill-line-amount">
                {signed(line.amount)}
              </span>
            </li>
          ))}
        </ul>
      </td>
    </tr>
  );
};

/** A booking's bills in order, each with its lines: due date, amount and whether it is paid (the statement's). */
export const BillsTable = ({ bills, dueNow, onPay }: BillsTableProps) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = useMoney();
  const download = useReceiptDownload();
  const isDue = (bill: Bill) => bill.status === 'pending' && dueNow.bill_ids.includes(bill.id);
  const firstDue = bills.find(isDue)?.id;
  return (
    // A narrow screen scrolls the table sideways: the region takes focus so a keyboard can too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="bills" aria-label={t('bookingDetail.bills')} tabIndex={0}>
      <table className="bills__table" data-testid="bills">
        <thead>
          <tr>
            <th scope="col">{t('bookingDetail.bill')}</th>
            <th scope="col">{t('bookingDetail.dueDate')}</th>
            <th scope="col" className="bills__amount">
              {t('bookingDetail.amount')}
            </th>
            <th scope="col">{t('bookingDetail.billStatus')}</th>
          </tr>
        </thead>
        <tbody>
          {bills.map((bill) => [
            <tr
              key={bill.id}
              data-testid="bill"
              data-status={bill.status}
              className={isDue(bill) ? 'bills__due' : undefined}
            >
              <th scope="row">{t('bookingDetail.billNumber', { number: bill.installment_no })}</th>
              <td>{formatDate(bill.due_date, language)}</td>
              <td className="bills__amount" data-testid="bill-amount">
                {money.baht(bill.amount)}
              </td>
              <td>
                <span className={`bill-status bill-status--${bill.status}`}>
                  {t(STATUS_KEYS[bill.status])}
                </span>
                {bill.status === 'paid' ? (
                  <button
                    type="button"
                    className="bills__receipt"
                    aria-label={t('bookingDetail.receiptFor', { number: bill.installment_no })}
                    onClick={() => void download(bill.id)}
                  >
                    {t('bookingDetail.receipt')}
                  </button>
                ) : null}
              </td>
            </tr>,
            // Under the bill due now: said so, and paid from here.
            bill.id === firstDue && dueNow.amount > 0 ? (
              <tr key={`${bill.id}-due`} className="bills__due-row">
                <td colSpan={4}>
                  <span className="bills__due-now">{t('bookingDetail.dueToday')}</span>
                  <button type="button" className="button button--primary bills__pay" onClick={onPay}>
                    {t('bookingDetail.payDue', { amount: money.baht(dueNow.net) })}
                  </button>
                </td>
              </tr>
            ) : null,
            <BillLines key={`${bill.id}-lines`} bill={bill} />,
          ])}
        </tbody>
      </table>
    </section>
  );
};
