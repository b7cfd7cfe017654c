import type { Booking, Statement } from '@self-storage/core';
import { formatDate } from '@self-storage/core/dates';
import { bookingConfirmation } from '@self-storage/core/figures';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#app/use-language.ts';
import { useStatement } from '#data/statement.ts';
import { LoadingStatus } from '#shell/loading-status.tsx';
import { type Detail, DetailsList } from '#signed-in/details-list.tsx';
import { useSignedMoney } from '#signed-in/signed-money.ts';
import { useMoney } from '#signed-in/use-money.ts';

interface BookingConfirmationProps {
  booking: Booking;
  /** The bills this payment paid, when the payment page said. */
  paidInvoiceIds: readonly number[] | undefined;
}

/** The payment just made: the one of these bills, else the latest (a kiosk's, which the page does not know). */
const paymentOf = (s: Statement, paidInvoiceIds: readonly number[] | undefined) =>
  s.payments.find((p) => p.bill_ids.some((id) => paidInvoiceIds?.includes(id))) ??
  s.payments.toSorted((a, b) => b.paid_at.localeCompare(a.paid_at))[0];

/**
 * What a customer keeps of a paid booking: where, which unit, when, what this payment paid (for
 * a company paying net: the bills, the tax it kept back and what it paid) and what remains, as
 * the statement has them, and how to get in.
 */
export const BookingConfirmation = ({ booking, paidInvoiceIds }: BookingConfirmationProps) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = useMoney();
  const signed = useSignedMoney();
  const c = bookingConfirmation(booking, language);
  const statement = useStatement(booking.customerService_id).data;
  if (!statement) return <LoadingStatus text={t('confirmation.loading')} />;
  const payment = paymentOf(statement, paidInvoiceIds);
  const nextBill = statement.bills.find((bill) => bill.status === 'pending');
  const items: Detail[] = [
    {
      label: t('confirmation.bookingNumber'),
      value: <strong data-testid="confirmation-number">{c.bookingNumber}</strong>,
    },
    {
      label: t('confirmation.branch'),
      value: (
        <address className="confirmation__branch">
          <span>{c.branch.name}</span>
          {c.branch.address ? <span>{c.branch.address}</span> : null}
          {c.branch.phone ? (
            <a href={`tel:${c.branch.phone.replaceAll('-', '')}`}>
              {t('confirmation.branchPhone', { phone: c.branch.phone })}
            </a>
          ) : null}
        </address>
      ),
    },
    {
      label: t('confirmation.unit'),
      value: (
        <span data-testid="confirmation-unit">
          {t('confirmation.unitValue', {
            building: c.unit.building,
            floor: c.unit.floor,
            name: c.unit.name,
            size: c.unit.size,
          })}
        </span>
      ),
    },
    {
      label: t('confirmation.dates'),
      value: t('booking.dateRange', {
        start: formatDate(c.start, language),
        end: formatDate(c.end, language),
      }),
    },
    ...(payment && payment.withheld !== 0
      ? [
          {
            label: t('paying.paidGross'),
            value: <span data-testid="confirmation-gross">{signed(payment.gross)}</span>,
          },
          {
            label: t('paying.paidWithheld'),
            value: <span data-testid="confirmation-withheld">{signed(-payment.withheld)}</span>,
          },
        ]
      : []),
    {
      label: t('confirmation.amountPaid'),
      value: <span data-testid="confirmation-paid">{payment ? signed(payment.net) : '—'}</span>,
    },
    {
      label: t('confirmation.remaining'),
      value: <span data-testid="confirmation-remaining">{signed(statement.totals.balance)}</span>,
    },
    {
      label: t('confirmation.nextBill'),
      value: nextBill
        ? t('confirmation.nextBillValue', {
            amount: money.figure(nextBill.amount),
            date: formatDate(nextBill.due_date, language),
          })
        : t('confirmation.noNextBill'),
    },
  ];
  return (
    <section className="confirmation" aria-labelledby="confirmation-title">
      <h2 id="confirmation-title" className="visually-hidden">
        {t('confirmation.title')}
      </h2>
      <DetailsList items={items} />
      <div className="confirmation__access">
        <h3>{t('confirmation.accessTitle')}</h3>
        <ul>
          <li>{t('confirmation.accessKeyCard')}</li>
          <li>{t('confirmation.accessHours')}</li>
        </ul>
      </div>
    </section>
  );
};
