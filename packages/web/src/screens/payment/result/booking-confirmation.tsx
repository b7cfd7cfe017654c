import type { Booking } from '@self-storage/core';
import { formatDate } from '@self-storage/core/dates';
import { bookingConfirmation, paymentResult } from '@self-storage/core/figures';
import { formatAmount } from '@self-storage/core/money';
import { useTranslation } from '#app/translation.tsx';
import { useLanguage } from '#app/use-language.ts';
import { type Detail, DetailsList } from '#signed-in/details-list.tsx';
import { useMoney } from '#signed-in/use-money.ts';

interface BookingConfirmationProps {
  booking: Booking;
  /** The bills this payment paid, when the payment page said. */
  paidInvoiceIds: readonly number[] | undefined;
}

/**
 * What a customer keeps of a paid booking: where, which unit, when, what this payment paid and
 * what remains, and how to get in.
 */
export const BookingConfirmation = ({ booking, paidInvoiceIds }: BookingConfirmationProps) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = useMoney();
  const c = bookingConfirmation(booking, language);
  const result = paymentResult(booking, paidInvoiceIds);
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
    {
      label: t('confirmation.amountPaid'),
      value: <span data-testid="confirmation-paid">{money.satang(result.justPaid)}</span>,
    },
    {
      label: t('confirmation.remaining'),
      value: <span data-testid="confirmation-remaining">{money.satang(result.remaining)}</span>,
    },
    {
      label: t('confirmation.nextBill'),
      value: result.nextBill
        ? t('confirmation.nextBillValue', {
            amount: formatAmount(result.nextBill.amount, language),
            date: formatDate(result.nextBill.due, language),
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
