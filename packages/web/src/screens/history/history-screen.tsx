import type { Booking } from '@self-storage/core';
import { formatDate } from '@self-storage/core/dates';
import { nameIn, orderHistory, RENTAL_STATUS_KEYS, rentalStatus } from '@self-storage/core/figures';
import { bookingDetailPath, ROUTES } from '@self-storage/core/flow';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCurrentService } from '#app/booking-context.ts';
import { usePreloadRoute } from '#app/route-preload.tsx';
import { useClient } from '#app/services-context.tsx';
import { useLanguage } from '#app/use-language.ts';
import { usePrefetchBooking } from '#data/bookings.ts';
import { useHistory } from '#data/history.ts';
import { onIntent } from '#data/intent.ts';
import { shownData } from '#data/shown.ts';
import { useFailureOf } from '#data/use-failure-of.ts';
import { Link } from '#shell/link.tsx';
import { LoadingStatus } from '#shell/loading-status.tsx';
import { Page } from '#shell/page.tsx';
import { useBookAgain } from '#signed-in/use-book-again.ts';
import { useFailure } from '#signed-in/use-failure.ts';
import { CertificateMark, useOverdueCertificates } from './certificate-mark.tsx';
import { HistoryMoney } from './history-money.tsx';
import { HistoryStanding } from './history-standing.tsx';

/**
 * The customer's bookings as a customer reads them (core's `orderHistory` by the server's today):
 * current rentals, then those awaiting payment (with re-payment), then ended and expired ones
 * (with book again); each status is core's `rentalStatus` (menu item). Every booking's figures
 * are its statement's, which the list's reply carries; a current rental's says whether a bill is
 * late: marked, with its suspension date and a pay button.
 */
export const HistoryScreen = () => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const fail = useFailure();
  const navigate = useNavigate();
  const currentService = useCurrentService();
  const list = useHistory();
  useFailureOf(list.error, fail);
  // Ended or current is decided by the server's today, never the device's.
  const today = useClient().clock.today();
  const shown = shownData(list);
  const bookings = shown && orderHistory(shown, today);
  const bookAgain = useBookAgain();
  const overdueCertificates = useOverdueCertificates();
  const preload = usePreloadRoute();
  const prefetchBooking = usePrefetchBooking();
  /** A booking's next screen (its detail, or paying it) with the booking itself, on intent. */
  const ahead = (booking: Booking, path: string) =>
    onIntent(() => {
      preload(path);
      prefetchBooking(booking.customerService_id);
    });

  const repay = (booking: Booking) => {
    currentService.save({ serviceState: 'checkout', serviceId: booking.customerService_id });
    navigate(ROUTES.repaymentSummary);
  };

  const repayButton = (booking: Booking) => (
    <button
      type="button"
      className="button button--primary history__repay"
      onClick={() => repay(booking)}
      {...ahead(booking, ROUTES.repaymentSummary)}
    >
      {t('history.repay')}
      <span className="visually-hidden"> {booking.booking_number}</span>
    </button>
  );

  return (
    <Page title={t('history.title')} width="wide">
      {bookings === undefined ? (
        <LoadingStatus />
      ) : bookings.length === 0 ? (
        <div className="history__empty">
          <p>{t('history.empty')}</p>
          <Link to={ROUTES.service} className="button button--primary">
            {t('history.bookNow')}
          </Link>
        </div>
      ) : (
        <ul className="history">
          {bookings.map((booking) => {
            const status = rentalStatus(booking, today);
            const again = status === 'ended' || status === 'expired' ? bookAgain(booking) : undefined;
            // A current rental: its statement may say a bill is late.
            const current = status === 'active' || status === 'suspended';
            return (
              <li key={booking.customerService_id} className="history__item" data-testid="history-item">
                <div className="history__head">
                  <h2 className="history__number">
                    <span className="visually-hidden">{t('history.bookingNumber')} </span>
                    {booking.booking_number}
                  </h2>
                  <span className={`status status--${status}`} data-testid="history-status">
                    <span className="visually-hidden">{t('history.status')}: </span>
                    {t(RENTAL_STATUS_KEYS[status])}
                  </span>
                  {overdueCertificates.has(booking.customerService_id) ? <CertificateMark /> : null}
                </div>
                <dl className="history__details">
                  <div>
                    <dt>{t('history.branch')}</dt>
                    <dd>{nameIn(booking.project, language)}</dd>
                  </div>
                  <div>
                    <dt>{t('booking.size')}</dt>
                    <dd>{nameIn(booking.serviceSize, language)}</dd>
                  </div>
                  <div>
                    <dt>{t('history.unit')}</dt>
                    <dd>{booking.unit.aliasName}</dd>
                  </div>
                  <div>
                    <dt>{t('history.dates')}</dt>
                    <dd>
                      {t('booking.dateRange', {
                        start: formatDate(booking.customerServiceStartDt, language),
                        end: formatDate(booking.customerServiceEndDt, language),
                      })}
                    </dd>
                  </div>
                  <HistoryMoney booking={booking} />
                </dl>
                <HistoryStanding booking={booking} current={current} pay={repayButton(booking)} />
                <Link
                  to={bookingDetailPath(booking.customerService_id)}
                  className="button button--secondary history__view"
                  {...ahead(booking, bookingDetailPath(booking.customerService_id))}
                >
                  {t('bookingDetail.view')}
                  <span className="visually-hidden"> {booking.booking_number}</span>
                </Link>
                {booking.status === 'awaiting_payment' ? repayButton(booking) : null}
                {again ? (
                  <button
                    type="button"
                    className="button button--primary history__repay"
                    onClick={again}
                    {...onIntent(() => preload(ROUTES.service))}
                  >
                    {t('rental.actions.bookAgain')}
                    <span className="visually-hidden"> {booking.booking_number}</span>
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Page>
  );
};
