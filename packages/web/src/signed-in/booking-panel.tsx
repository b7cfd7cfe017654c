import type { Booking, Language } from '@self-storage/core';
import { formatDate, formatDateTime, formatTime, today } from '@self-storage/core/dates';
import { isLaterBill, nameIn } from '@self-storage/core/figures';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#app/use-language.ts';
import { useStatement } from '#data/statement.ts';
import { LoadingStatus } from '#shell/loading-status.tsx';
import { type Detail, DetailsList } from './details-list.tsx';
import { paysExtension, useDueNow, usePayingFor } from './paying-for.tsx';
import { useMoney } from './use-money.ts';
import { useRentalDetails } from './use-rental-details.ts';

/** A deadline instant as its Bangkok date and time. */
export const deadline = (instant: string, language: Language): string =>
  formatDateTime(Date.parse(instant), language);

/** A deadline instant as its Bangkok time (HH:MM), with its date unless it is today in Bangkok. */
export const deadlineTime = (instant: string, language: Language, now: number): string => {
  const ms = Date.parse(instant);
  return today(ms) === today(now) ? formatTime(ms) : formatDateTime(ms, language);
};

/**
 * The booking being paid (SPEC section 2, "Payment screens"): which booking and unit, then what
 * this payment pays and its amount, from the rental's statement (the booking or an extension,
 * bill n of N with its period and lines; for a company paying net, what it keeps back). The
 * amount is the one the QR, kiosk or card page charges: the statement's `due_now.net`.
 */
export const BookingPanel = ({ booking, children }: { booking: Booking; children?: ReactNode }) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = useMoney();
  const b = booking;
  const statement = useStatement(b.customerService_id).data;
  const extension = statement !== undefined && paysExtension(statement);
  // An extension's payment names its own period: the booking's dates are the ones it extends.
  const rental = useRentalDetails(b, { dates: !extension });
  const payingFor = usePayingFor(statement);
  const dueNow = useDueNow(statement);
  const items: Detail[] = [
    { label: t('booking.bookingNumber'), value: b.booking_number },
    { label: t('booking.branch'), value: nameIn(b.project, language) },
    ...rental,
    ...payingFor,
  ];
  // A confirmed booking's unit is the customer's: its bill has a due date, not a hold deadline.
  const bill = statement?.bills.find((due) => statement.due_now.bill_ids.includes(due.id));
  if (!isLaterBill(b)) {
    items.push({ label: t('booking.paymentDeadline'), value: deadline(b.payment_deadline, language) });
  } else if (bill) {
    items.push({ label: t('payment.laterBill.dueDate'), value: formatDate(bill.due_date, language) });
  }
  items.push(...dueNow);

  return (
    <aside className="booking-panel" aria-labelledby="booking-panel-title">
      <h2 id="booking-panel-title" className="booking-panel__title">
        {t('booking.title')}
      </h2>
      {children}
      {statement ? <DetailsList items={items} /> : <LoadingStatus />}
      {statement ? (
        <p className="booking-panel__due">
          <span>{t(statement.due_now.withheld === 0 ? 'payment.amountDue' : 'paying.net')}</span>
          <strong data-testid="panel-amount">{money.baht(statement.due_now.net)}</strong>
        </p>
      ) : null}
    </aside>
  );
};
