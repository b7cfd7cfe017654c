import { BOOKING_HOLD_HOURS, type Booking, isSelfStorageError } from '@self-storage/core';
import { compareDates, formatDate, isIsoDate } from '@self-storage/core/dates';
import { firstExtensionEnd, nameIn, rentalActions } from '@self-storage/core/figures';
import { ROUTES } from '@self-storage/core/flow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCurrentService } from '#app/booking-context.ts';
import { usePreloadRoute } from '#app/route-preload.tsx';
import { useClient } from '#app/services-context.tsx';
import { useLanguage } from '#app/use-language.ts';
import { onIntent } from '#data/intent.ts';
import { useExtend, useExtendQuote, useExtendQuoteFetch } from '#data/rental.ts';
import { useFailureOf } from '#data/use-failure-of.ts';
import { LoadingStatus } from '#shell/loading-status.tsx';
import { useSubmit } from '#shell/use-submit.ts';
import { type Detail, DetailsList } from '#signed-in/details-list.tsx';
import { LazyDateField } from '#signed-in/lazy-date-field.tsx';
import { PromoCode } from '#signed-in/promo-code.tsx';
import { useSignedMoney } from '#signed-in/signed-money.ts';
import { useFailure } from '#signed-in/use-failure.ts';
import { useMoney } from '#signed-in/use-money.ts';
import { RentalPage } from '../shared/rental-page.tsx';
import { useRouteBooking } from '../shared/use-route-booking.ts';

/** A server's refusal of days the unit is not free for (the quote names the latest end it allows). */
const isUnavailable = (error: Error | null): boolean =>
  isSelfStorageError(error) && error.code === 'unavailable';

/** `/service/history/:id/extend`: a new end date, its price and bills, then paying it. */
export const ExtendScreen = () => {
  const { t } = useTranslation();
  return (
    <RentalPage title={t('rental.extend.title')} lookup={useRouteBooking()}>
      {(booking) => <Extend booking={booking} />}
    </RentalPage>
  );
};

const Extend = ({ booking: b }: { booking: Booking }) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = useMoney();
  const signed = useSignedMoney();
  const fail = useFailure();
  const send = useSubmit(fail);
  const navigate = useNavigate();
  const preload = usePreloadRoute();
  const currentService = useCurrentService();
  const id = b.customerService_id;
  // Dates follow the server's clock (a device a day off must not offer a day it refuses).
  const today = useClient().clock.today();
  const first = firstExtensionEnd(b);
  // The calendar's code is fetched once the customer reaches for the field, as on select service.
  const [calendar, setCalendar] = useState(false);
  const wantCalendar = () => setCalendar(true);
  const [end, setEnd] = useState('');
  // The shortest extension's quote names the latest end date the unit allows: the calendar's end.
  const offered = rentalActions(b, today).extend;
  const probe = useExtendQuote(id, offered ? first : undefined);
  const latest = probe.data?.latest_end_date;
  const chosen =
    latest !== undefined && isIsoDate(end) && compareDates(end, first) >= 0 && compareDates(end, latest) <= 0
      ? end
      : undefined;
  // The promotion code applied to the added days ('' for none): priced as a new booking's.
  const [promo, setPromo] = useState('');
  const quote = useExtendQuote(id, chosen, promo);
  const fetchQuote = useExtendQuoteFetch(id);
  const extend = useExtend(id);
  useFailureOf(isUnavailable(probe.error) ? null : probe.error, fail);
  useFailureOf(quote.error, fail);

  if (!offered) return <p className="rental__note">{t('rental.notOffered')}</p>;
  if (isUnavailable(probe.error)) return <p className="rental__note">{t('rental.extend.noDays')}</p>;
  if (latest === undefined) return <LoadingStatus />;

  const q = quote.data;
  const submit = async () => {
    if (!q) return;
    await send(
      () => extend.mutateAsync({ endDate: q.end_date, promoCode: promo, total: q.total_after_discount }),
      () => {
        // The extension's first bill is now among the booking's bills due: the re-payment pays it.
        currentService.save({ serviceState: 'checkout', serviceId: id });
        navigate(ROUTES.repaymentSummary);
      },
    );
  };
  /** Resolves to the server's reason ('' for none) when it refuses the code, as on the summary. */
  const applyPromo = async (code: string): Promise<string | undefined> => {
    if (chosen === undefined) return undefined;
    try {
      const priced = await fetchQuote(chosen, code);
      if (!priced.promotion) return '';
      setPromo(code);
      return undefined;
    } catch (error) {
      if (isSelfStorageError(error) && error.code === 'rejected') return error.serverMessage ?? '';
      fail(error);
      return undefined;
    }
  };
  const items: Detail[] = q
    ? [
        { label: t('rental.extend.currentEnd'), value: formatDate(q.current_end_date, language) },
        { label: t('rental.extend.newEnd'), value: formatDate(q.end_date, language) },
        { label: t('rental.extend.days'), value: String(q.days) },
        {
          label: t('rental.extend.rent'),
          value: <span data-testid="extend-rent">{money.baht(q.rent)}</span>,
        },
        // The discount reduces the rent above it: its own promotion's name, with a minus sign.
        {
          label: q.promotion
            ? t('summary.discountWithName', { name: nameIn(q.promotion, language) })
            : t('rental.extend.discount'),
          value: <span data-testid="extend-discount">{signed(-q.discount)}</span>,
        },
        { label: t('rental.extend.total'), value: money.baht(q.total_after_discount) },
      ]
    : [];

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
      <p className="rental__note">{t('rental.extend.latestEnd', { date: formatDate(latest, language) })}</p>
      <LazyDateField
        load={calendar}
        label={t('rental.extend.newEnd')}
        name="endDate"
        min={first}
        max={latest}
        today={first}
        hint={t('rental.extend.chooseDate', { date: formatDate(b.customerServiceEndDt, language) })}
        value={end}
        onValue={setEnd}
        outOfRange="errors.dateOutOfWindow"
      />
      {chosen === undefined ? null : (
        <PromoCode
          applied={promo}
          promotionName={q?.promotion ? nameIn(q.promotion, language) : undefined}
          onApply={applyPromo}
          onRemove={() => setPromo('')}
        />
      )}
      {chosen === undefined ? null : q === undefined ? (
        <LoadingStatus />
      ) : (
        <section className="rental__quote" aria-labelledby="extend-price" data-testid="extend-quote">
          <h2 id="extend-price" className="rental__heading">
            {t('rental.extend.total')}
          </h2>
          <DetailsList items={items} />
          <h3 className="rental__subheading">{t('rental.extend.bills')}</h3>
          <ul className="rental__bills">
            {q.bills.map((bill) => (
              <li key={bill.due_date}>
                {t('rental.extend.bill', {
                  amount: money.figure(bill.amount),
                  date: formatDate(bill.due_date, language),
                })}
              </li>
            ))}
          </ul>
          <p className="rental__terms">{t('rental.extend.terms', { hours: BOOKING_HOLD_HOURS })}</p>
          <div className="form__actions">
            <button
              type="submit"
              className="button button--primary"
              {...onIntent(() => preload(ROUTES.repaymentSummary))}
            >
              {t('rental.extend.confirm')}
            </button>
          </div>
        </section>
      )}
    </form>
  );
};
