import type { Booking } from '@self-storage/core';
import { formatDate } from '@self-storage/core/dates';
import { nameIn } from '@self-storage/core/figures';
import { bookingDetailPath, ROUTES } from '@self-storage/core/flow';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#app/use-language.ts';
import { Link } from '#shell/link.tsx';
import { LoadingStatus } from '#shell/loading-status.tsx';
import { Page } from '#shell/page.tsx';
import type { BookingLookup } from '#signed-in/use-booking.ts';

/**
 * A rental change's page: its title, the way back to the booking, and the booking it changes
 * (number, branch, size, dates); `children` draws the change once the booking is there.
 */
export const RentalPage = ({
  title,
  lookup,
  children,
}: {
  title: string;
  lookup: BookingLookup;
  children(booking: Booking): ReactNode;
}) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (lookup.state !== 'found') {
    return (
      <Page title={title}>
        {lookup.state === 'loading' ? (
          <LoadingStatus />
        ) : (
          <>
            <p>{t('bookingDetail.notFound')}</p>
            <Link to={ROUTES.history} className="button button--secondary">
              {t('bookingDetail.back')}
            </Link>
          </>
        )}
      </Page>
    );
  }
  const b = lookup.booking;
  return (
    <Page title={title}>
      <Link to={bookingDetailPath(b.customerService_id)} className="rental__back">
        ← {t('rental.backToBooking')}
      </Link>
      <dl className="rental__booking">
        <div>
          <dt>{t('booking.bookingNumber')}</dt>
          <dd>{b.booking_number}</dd>
        </div>
        <div>
          <dt>{t('booking.branch')}</dt>
          <dd>{nameIn(b.project, language)}</dd>
        </div>
        <div>
          <dt>{t('booking.size')}</dt>
          <dd>{nameIn(b.serviceSize, language)}</dd>
        </div>
        <div>
          <dt>{t('history.dates')}</dt>
          <dd>
            {t('booking.dateRange', {
              start: formatDate(b.customerServiceStartDt, language),
              end: formatDate(b.customerServiceEndDt, language),
            })}
          </dd>
        </div>
      </dl>
      {children(b)}
    </Page>
  );
};
