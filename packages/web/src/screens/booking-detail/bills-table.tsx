import { type BookingFigures, formatDate } from '@self-storage/core';
import { useTranslation } from '#app/translation.tsx';
import { useLanguage } from '#app/use-language.ts';
import { useMoney } from '../booking/shared/use-money.ts';
import { useReceiptDownload } from './use-receipt-download.ts';

const STATUS_KEYS = {
  pending: 'bookingDetail.billStatuses.pending',
  paid: 'bookingDetail.billStatuses.paid',
  void: 'bookingDetail.billStatuses.void',
} as const;

/** A booking's bills in order: due date, amount and whether it is paid (core's booking figures). */
export const BillsTable = ({ bills }: { bills: BookingFigures['bills'] }) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = useMoney();
  const download = useReceiptDownload();
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
          {bills.map((bill, index) => (
            <tr key={bill.id} data-testid="bill" data-status={bill.status}>
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
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
};
