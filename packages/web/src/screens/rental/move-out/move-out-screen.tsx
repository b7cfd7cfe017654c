import type { Booking, FinalAccount } from '@self-storage/core';
import { addDays, compareDates, formatDate, isIsoDate } from '@self-storage/core/dates';
import { rentalActions } from '@self-storage/core/figures';
import { bookingDetailPath } from '@self-storage/core/flow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useClient } from '#app/services-context.tsx';
import { useLanguage } from '#app/use-language.ts';
import { useMoveOut, useMoveOutQuote } from '#data/rental.ts';
import { useFailureOf } from '#data/use-failure-of.ts';
import { LoadingStatus } from '#shell/loading-status.tsx';
import { useSubmit } from '#shell/use-submit.ts';
import { type Detail, DetailsList } from '#signed-in/details-list.tsx';
import { LazyDateField } from '#signed-in/lazy-date-field.tsx';
import { useFailure } from '#signed-in/use-failure.ts';
import { useMoney } from '#signed-in/use-money.ts';
import { RentalPage } from '../shared/rental-page.tsx';
import { useRouteBooking } from '../shared/use-route-booking.ts';

/** `/service/history/:id/move-out`: a move-out date, its final account, then the notice. */
export const MoveOutScreen = () => {
  const { t } = useTranslation();
  return (
    <RentalPage title={t('rental.moveOut.title')} lookup={useRouteBooking()}>
      {(booking) => <MoveOut booking={booking} />}
    </RentalPage>
  );
};

const MoveOut = ({ booking: b }: { booking: Booking }) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const fail = useFailure();
  const send = useSubmit(fail);
  const navigate = useNavigate();
  const id = b.customerService_id;
  const today = useClient().clock.today();
  const [calendar, setCalendar] = useState(false);
  const wantCalendar = () => setCalendar(true);
  const [date, setDate] = useState('');
  const noticeDays = b.rental?.notice_days ?? 0;
  // The notice period counts from the server's today; the last day of rent comes before the end.
  const earliest = addDays(today, noticeDays);
  const latest = addDays(b.customerServiceEndDt, -1);
  const chosen =
    isIsoDate(date) && compareDates(date, earliest) >= 0 && compareDates(date, latest) <= 0
      ? date
      : undefined;
  const quote = useMoveOutQuote(id, chosen);
  const moveOut = useMoveOut(id);
  useFailureOf(quote.error, fail);

  if (b.rental?.move_out) {
    return (
      <p className="rental__note">
        {t('rental.noticeGiven', { date: formatDate(b.rental.move_out.date, language) })}
      </p>
    );
  }
  if (!rentalActions(b, today).moveOut) return <p className="rental__note">{t('rental.notOffered')}</p>;
  if (compareDates(earliest, latest) > 0) return <p className="rental__note">{t('rental.moveOut.noRoom')}</p>;

  const account = quote.data;
  const submit = async () => {
    if (!account) return;
    await send(
      () => moveOut.mutateAsync(account.move_out_date),
      () => navigate(bookingDetailPath(id), { state: { noticeGiven: true } }),
    );
  };

  return (
    <form
      noValidate
      className="rental"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onPointerOver={wantCalendar}
      onTouchStart={wantCalendar}
      onFocus={wantCalendar}
    >
      <p className="rental__note">
        {t('rental.moveOut.notice', { days: noticeDays, date: formatDate(earliest, language) })}
      </p>
      <LazyDateField
        load={calendar}
        label={t('rental.moveOut.date')}
        name="moveOutDate"
        min={earliest}
        max={latest}
        today={earliest}
        value={date}
        onValue={setDate}
        outOfRange="errors.dateOutOfWindow"
      />
      {chosen === undefined ? null : account === undefined ? (
        <LoadingStatus />
      ) : (
        <>
          <FinalAccountView account={account} />
          <div className="form__actions">
            <button type="submit" className="button button--primary">
              {t('rental.moveOut.confirm')}
            </button>
          </div>
        </>
      )}
    </form>
  );
};

/** What moving out on the date comes to, by the refund policy the terms state (whole rent months). */
const FinalAccountView = ({ account }: { account: FinalAccount }) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = useMoney();
  const items: Detail[] = [
    { label: t('rental.moveOut.date'), value: formatDate(account.move_out_date, language) },
    { label: t('rental.moveOut.rentMonths'), value: String(account.rent_months) },
    { label: t('rental.moveOut.charged'), value: money.baht(account.charged) },
    { label: t('rental.moveOut.paid'), value: money.baht(account.paid) },
    ...(account.refund > 0 ? [{ label: t('rental.moveOut.refund'), value: money.baht(account.refund) }] : []),
    ...(account.owed > 0 ? [{ label: t('rental.moveOut.owed'), value: money.baht(account.owed) }] : []),
    // Paid with the first bill and returned apart from the refund, on the same day.
    ...(account.deposit > 0
      ? [{ label: t('rental.moveOut.deposit'), value: money.baht(account.deposit) }]
      : []),
  ];
  const bills = (list: FinalAccount['cancelled_bills']) =>
    list.length === 0 ? (
      <p>{t('rental.moveOut.none')}</p>
    ) : (
      <ul className="rental__bills">
        {list.map((bill) => (
          <li key={bill.id}>
            {t('rental.moveOut.bill', {
              number: bill.installment_no,
              amount: money.figure(bill.amount),
              date: formatDate(bill.due_date, language),
            })}
          </li>
        ))}
      </ul>
    );
  return (
    <section className="rental__quote" aria-labelledby="final-account" data-testid="final-account">
      <h2 id="final-account" className="rental__heading">
        {t('rental.moveOut.accountTitle')}
      </h2>
      <DetailsList items={items} />
      <h3 className="rental__subheading">{t('rental.moveOut.cancelled')}</h3>
      {bills(account.cancelled_bills)}
      {account.owed_bills.length > 0 ? (
        <>
          <h3 className="rental__subheading">{t('rental.moveOut.owedBills')}</h3>
          {bills(account.owed_bills)}
        </>
      ) : null}
      <p className="rental__terms">{t('rental.moveOut.policy')}</p>
    </section>
  );
};
