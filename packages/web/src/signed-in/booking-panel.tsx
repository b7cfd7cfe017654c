import type { Booking, Language } from '@self-storage/core';
import { formatDate, today } from '@self-storage/core/dates';
import { billDue, bookingFigures, isLaterBill, nameIn, promotionNameIn } from '@self-storage/core/figures';
import type { ReactNode } from 'react';
import { useTranslation } from '#app/translation.tsx';
import { useLanguage } from '#app/use-language.ts';
import { type Detail, DetailsList } from './details-list.tsx';
import { useMoney } from './use-money.ts';
import { useRentalDetails } from './use-rental-details.ts';

const BANGKOK_TIME: Record<Language, Intl.DateTimeFormat> = {
  th: new Intl.DateTimeFormat('th-TH-u-nu-latn', {
    timeZone: 'Asia/Bangkok',
    hour: '2-digit',
    minute: '2-digit',
  }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', hour: '2-digit', minute: '2-digit' }),
};

/** A deadline instant as its Bangkok date and time. */
export const deadline = (instant: string, language: Language): string => {
  const ms = Date.parse(instant);
  return `${formatDate(today(ms), language)} ${BANGKOK_TIME[language].format(ms)}`;
};

/** A deadline instant as its Bangkok time (HH:MM), with its date unless it is today in Bangkok. */
export const deadlineTime = (instant: string, language: Language, now: number): string => {
  const ms = Date.parse(instant);
  return today(ms) === today(now) ? BANGKOK_TIME[language].format(ms) : deadline(instant, language);
};

/** The booking being paid, with its amounts (SPEC section 2, "Payment screens"). */
export const BookingPanel = ({ booking, children }: { booking: Booking; children?: ReactNode }) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = useMoney();
  const b = booking;
  const rental = useRentalDetails(b);
  const fee = b.summary.details.serviceFee;
  const extras = b.summary.details.extraFee;
  const figures = bookingFigures(b);
  const items: Detail[] = [
    { label: t('booking.bookingNumber'), value: b.booking_number },
    { label: t('booking.branch'), value: nameIn(b.project, language) },
    ...rental,
    { label: t('booking.unitRent'), value: money.baht(fee.total) },
  ];
  if (b.summary.promotion) {
    items.push({
      label: t('summary.discountWithName', { name: promotionNameIn(b.summary.promotion, language) }),
      value: `−${money.baht(b.summary.promotion.amount)}`,
    });
  }
  for (const extra of extras) {
    items.push({
      label: `${t('booking.otherCharges')}: ${nameIn(extra, language)}`,
      value: money.baht(extra.amount),
    });
  }
  items.push({ label: t('booking.total'), value: money.satang(figures.total) });
  if (b.isInstallment === 2) items.push({ label: t('booking.instalments'), value: figures.bills.length });
  // A confirmed booking's unit is the customer's: its bill has a due date, not a hold deadline.
  const bill = isLaterBill(b) ? billDue(b) : undefined;
  if (bill) {
    items.push({
      label: t('payment.laterBill.bill'),
      value: t('payment.laterBill.billOf', { number: bill.number, count: bill.count }),
    });
    items.push({ label: t('payment.laterBill.dueDate'), value: formatDate(bill.due, language) });
  } else if (!isLaterBill(b)) {
    items.push({ label: t('booking.paymentDeadline'), value: deadline(b.payment_deadline, language) });
  }

  return (
    <aside className="booking-panel" aria-labelledby="booking-panel-title">
      <h2 id="booking-panel-title" className="booking-panel__title">
        {t('booking.title')}
      </h2>
      {children}
      <DetailsList items={items} />
      <p className="booking-panel__due">
        <span>{t('payment.amountDue')}</span>
        <strong>{money.satang(figures.dueNow)}</strong>
      </p>
    </aside>
  );
};
