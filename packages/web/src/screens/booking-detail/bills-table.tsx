import { formatDate } from '@self-storage/core/dates';
import type { BookingFigures } from '@self-storage/core/figures';
import { useTranslation } from '#app/translation.tsx';
import { useLanguage } from '#app/use-language.ts';
import { useMoney } from '#signed-in/use-money.ts';
import { useReceiptDownload } from './use-receipt-download.ts';

const STATUS_KEYS = {
  pending: 'bookingDetail.billStatuses.pending',
  paid: 'bookingDetail.billStatuses.paid',
  void: 'bookingDetail.billStatuses.void',
} as const;

interface BillsTableProps {
  bills: BookingFigures['bills'];
  /** The bills the server says are due now (`due_invoice_ids`): marked, and paid from beside them. */
  dueIds: readonly number[];
  /** What is due now, in satang: the amount the pay button beside the first due bill names. */
  dueNow: number;
  onPay(): void;
}

/** A booking's bills in order: due date, amount and whether it is paid (core's booking figures). */
export const BillsTable = ({ bills, dueIds, dueNow, onPay }: BillsTableProps) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = useMoney();
  const download = useReceiptDownload();
  const firstDue = bills.find((bill) => bill.status === 'pending' && dueIds.includes(bill.id))?.id;
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
          {bills.map((bill, index) => [
            <tr
              key={bill.id}
              data-testid="bill"
              data-status={bill.status}
              className={bill.status === 'pending' && dueIds.includes(bill.id) ? 'bills__due' : undefined}
            >
              <th scope="row">{t('bookingDetail.billNumber', { number: index + 1 })}</th>
              <td>{formatDate(bill.due, language)}</td>
              <td className="bills__amount">{money.satang(bill.amount)}</td>
              <td>
                <span className={`bill-status bill-status--${bill.status}`}>
                  {t(STATUS_KEYS[bill.status])}
                </span>
                {bill.status === 'paid' ? (
                  <button
                    type="button"
                    className="bills__receipt"
                    aria-label={t('bookingDetail.receiptFor', { number: index + 1 })}
                    onClick={() => void download(bill.id)}
                  >
                    {t('bookingDetail.receipt')}
                  </button>
                ) : null}
              </td>
            </tr>,
            // Under the bill due now: said so, and paid from here.
            bill.id === firstDue && dueNow > 0 ? (
              <tr key={`${bill.id}-due`} className="bills__due-row">
                <td colSpan={4}>
                  <span className="bills__due-now">{t('bookingDetail.dueToday')}</span>
                  <button type="button" className="button button--primary bills__pay" onClick={onPay}>
                    {t('bookingDetail.payDue', { amount: money.satang(dueNow) })}
                  </button>
                </td>
              </tr>
            ) : null,
          ])}
        </tbody>
      </table>
    </section>
  );
};
