import type { Booking, Statement } from '@self-storage/core';
import { formatCountdown } from '@self-storage/core/dates';
import {
  bookingConfirmation,
  bookingFigures,
  nameIn,
  promotionNameIn,
  RENTAL_STATUS_KEYS,
  rentalStatus,
} from '@self-storage/core/figures';
import { parseCustomerServiceId, ROUTES } from '@self-storage/core/flow';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useCurrentService } from '#app/booking-context.ts';
import { usePreloadRoute } from '#app/route-preload.tsx';
import { useClient } from '#app/services-context.tsx';
import { useCountdown } from '#app/use-countdown.ts';
import { useLanguage } from '#app/use-language.ts';
import { usePrefetchBooking } from '#data/bookings.ts';
import { onIntent } from '#data/intent.ts';
import { useStatement } from '#data/statement.ts';
import { useFailureOf } from '#data/use-failure-of.ts';
import { Link } from '#shell/link.tsx';
import { LoadingStatus } from '#shell/loading-status.tsx';
import { Page } from '#shell/page.tsx';
import { deadline } from '#signed-in/booking-panel.tsx';
import { type Detail, DetailsList } from '#signed-in/details-list.tsx';
import { OfflineMark } from '#signed-in/offline-mark.tsx';
import { useSignedMoney } from '#signed-in/signed-money.ts';
import { useBooking } from '#signed-in/use-booking.ts';
import { useFailure } from '#signed-in/use-failure.ts';
import { useMoney } from '#signed-in/use-money.ts';
import { useRentalDetails } from '#signed-in/use-rental-details.ts';
import { AutopaySection } from './autopay-section.tsx';
import { BillsTable } from './bills-table.tsx';
import { RefundDocument } from './refund-document.tsx';
import { RentalActions } from './rental-actions.tsx';
import { needsAction, StandingNotice } from './standing-notice.tsx';
import { METHOD_KEYS, StatementAccount } from './statement-account.tsx';
import { TaxDocuments } from './tax-documents.tsx';

// The pass and its QR drawing load only for a rental with access (issue 40).
const AccessSection = lazy(() => import('./access-section.tsx').then((m) => ({ default: m.AccessSection })));

/**
 * One booking: every labelled field, and its statement (bills of lines, payments, credits, what is
 * owed, where it stands) as the server gives it, with paying it (history's detail).
 */
export const BookingDetailScreen = () => {
  const { t } = useTranslation();
  const { customerServiceId } = useParams();
  const { lookup, reload } = useBooking(parseCustomerServiceId(customerServiceId));
  if (lookup.state === 'found') return <BookingWithStatement booking={lookup.booking} onExpired={reload} />;
  return (
    <Page title={t('history.title')} width="wide">
      {lookup.state === 'loading' ? (
        <LoadingStatus />
      ) : (
        <div className="history__empty">
          <p>{t('bookingDetail.notFound')}</p>
          <Link to={ROUTES.history} className="button button--primary">
            {t('bookingDetail.back')}
          </Link>
        </div>
      )}
    </Page>
  );
};

/** The detail once its statement is there too: every figure on it is the statement's. */
const BookingWithStatement = ({ booking, onExpired }: { booking: Booking; onExpired(): void }) => {
  const { t } = useTranslation();
  const statement = useStatement(booking.customerService_id);
  useFailureOf(statement.error, useFailure());
  if (statement.data)
    return <BookingDetail booking={booking} statement={statement.data} onExpired={onExpired} />;
  return (
    <Page title={t('bookingDetail.title', { number: booking.booking_number })} width="wide">
      <LoadingStatus />
    </Page>
  );
};

interface BookingDetailProps {
  booking: Booking;
  statement: Statement;
  onExpired(): void;
}

const BookingDetail = ({ booking: b, statement, onExpired }: BookingDetailProps) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = useMoney();
  const signed = useSignedMoney();
  const navigate = useNavigate();
  const currentService = useCurrentService();
  const figures = bookingFigures(b);
  const { branch } = bookingConfirmation(b, language);
  const awaiting = b.status === 'awaiting_payment';
  // What the rental is by the server's today, as history says it: an ended one is not 'confirmed'.
  const { clock } = useClient();
  const status = rentalStatus(b, clock.today());
  // Past the deadline (by the server's clock) the hold has lapsed: the booking is asked again for
  // the status it has now.
  const secondsLeft = useCountdown(
    awaiting ? Date.parse(b.payment_deadline) : undefined,
    onExpired,
    clock.now,
  );

  const rental = useRentalDetails(b);
  // The booking's own charges (its extensions' are on their bills).
  const part = statement.parts.find((p) => p.kind === 'booking') ?? statement.parts[0];
  const promotion = b.summary.promotion;
  const items: Detail[] = [
    { label: t('booking.bookingNumber'), value: <span className="token">{b.booking_number}</span> },
    {
      label: t('booking.branch'),
      value: (
        <span className="booking-detail__branch">
          <span>{branch.name}</span>
          {branch.address ? <span>{branch.address}</span> : null}
          {branch.phone ? (
            <span className="token">{t('confirmation.branchPhone', { phone: branch.phone })}</span>
          ) : null}
        </span>
      ),
    },
    // The size already names the area: it is not listed twice.
    ...rental,
    {
      label: t('booking.dimensions'),
      value: t('bookingDetail.unitDimensions', {
        length: b.unit.length,
        depth: b.unit.depth,
        height: b.unit.height,
      }),
    },
    // The code the booking was made with (a server that keeps it), then the promotion's name.
    ...(promotion?.code ? [{ label: t('booking.promotionCode'), value: promotion.code }] : []),
    {
      label: t('booking.promotion'),
      value: promotion ? promotionNameIn(promotion, language) : t('bookingDetail.noPromotion'),
    },
    // The rent, then the discount that reduces it (negative, under its promotion's name).
    { label: t('booking.unitRent'), value: money.baht(part?.rent ?? 0) },
    {
      label: promotion
        ? t('summary.discountWithName', { name: promotionNameIn(promotion, language) })
        : t('booking.discount'),
      value: signed(-(part?.discount ?? 0)),
    },
    ...b.summary.details.extraFee.map((extra) => ({
      label: `${t('booking.otherCharges')}: ${nameIn(extra, language)}`,
      value: money.baht(extra.amount),
    })),
    { label: t('booking.total'), value: money.baht(part?.total ?? 0) },
    {
      label: t('booking.instalments'),
      value: b.isInstallment === 2 ? String(figures.bills.length) : t('bookingDetail.single'),
    },
    { label: t('booking.paymentMethod'), value: t(METHOD_KEYS[b.payment_method]) },
  ];
  if (awaiting) {
    items.push({ label: t('booking.paymentDeadline'), value: deadline(b.payment_deadline, language) });
  }

  const preload = usePreloadRoute();
  const prefetchBooking = usePrefetchBooking();
  const pay = () => {
    currentService.save({ serviceState: 'checkout', serviceId: b.customerService_id });
    navigate(ROUTES.repaymentSummary);
  };

  const payButton = (
    <button
      type="button"
      className="button button--primary"
      onClick={pay}
      {...onIntent(() => {
        preload(ROUTES.repaymentSummary);
        prefetchBooking(b.customerService_id);
      })}
    >
      {t('bookingDetail.pay')}
    </button>
  );
  const late = needsAction(statement.standing);

  return (
    <Page title={t('bookingDetail.title', { number: b.booking_number })} width="wide">
      <div className="booking-detail__head">
        <Link to={ROUTES.history} className="booking-detail__back">
          ← {t('bookingDetail.back')}
        </Link>
        <span className={`status status--${status}`} data-testid="booking-status">
          <span className="visually-hidden">{t('bookingDetail.status')}: </span>
          {t(RENTAL_STATUS_KEYS[status])}
        </span>
      </div>
      <OfflineMark customerServiceId={b.customerService_id} />
      {awaiting ? (
        <p className="booking-detail__countdown">
          <span id="booking-countdown-label">{t('bookingDetail.pendingPayment')}</span>{' '}
          <strong role="timer" aria-labelledby="booking-countdown-label" data-testid="booking-countdown">
            {formatCountdown(secondsLeft)}
          </strong>
        </p>
      ) : null}
      {late ? <StandingNotice statement={statement} pay={payButton} /> : null}
      <h2 className="booking-detail__section">{t('bookingDetail.details')}</h2>
      <DetailsList items={items} />
      <h2 className="booking-detail__section">{t('bookingDetail.bills')}</h2>
      <BillsTable bills={statement.bills} dueNow={statement.due_now} onPay={pay} />
      <StatementAccount statement={statement} />
      <AutopaySection statement={statement} running={status === 'active' || status === 'suspended'} />
      <TaxDocuments customerServiceId={b.customerService_id} bills={figures.bills} />
      <RefundDocument booking={b} />
      {statement.due_now.amount > 0 && !late ? <div className="form__actions">{payButton}</div> : null}
      <RentalActions booking={b} />
      {status === 'active' || status === 'suspended' ? (
        <Suspense fallback={<LoadingStatus />}>
          <AccessSection customerServiceId={b.customerService_id} pay={payButton} />
        </Suspense>
      ) : null}
    </Page>
  );
};
