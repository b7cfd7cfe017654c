import { type Booking, PAYMENT_METHOD, type PaymentMethodId } from '@self-storage/core';
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
import { useNavigate, useParams } from 'react-router-dom';
import { useCurrentService } from '#app/booking-context.ts';
import { usePreloadRoute } from '#app/route-preload.tsx';
import { useClient } from '#app/services-context.tsx';
import { useTranslation } from '#app/translation.tsx';
import { useCountdown } from '#app/use-countdown.ts';
import { useLanguage } from '#app/use-language.ts';
import { usePrefetchBooking } from '#data/bookings.ts';
import { onIntent } from '#data/intent.ts';
import { Link } from '#shell/link.tsx';
import { LoadingStatus } from '#shell/loading-status.tsx';
import { Page } from '#shell/page.tsx';
import { deadline } from '#signed-in/booking-panel.tsx';
import { type Detail, DetailsList } from '#signed-in/details-list.tsx';
import { useBooking } from '#signed-in/use-booking.ts';
import { useMoney } from '#signed-in/use-money.ts';
import { useRentalDetails } from '#signed-in/use-rental-details.ts';
import { BillsTable } from './bills-table.tsx';
import { RefundDocument } from './refund-document.tsx';
import { RentalActions } from './rental-actions.tsx';
import { TaxDocuments } from './tax-documents.tsx';

const METHOD_KEYS = {
  [PAYMENT_METHOD.qr]: 'payment.methods.qr',
  [PAYMENT_METHOD.kiosk]: 'payment.methods.kiosk',
  [PAYMENT_METHOD.card]: 'payment.methods.card',
} as const satisfies Record<PaymentMethodId, string>;

/** One booking: every labelled field, its bills, what is owed and paying it (history's detail). */
export const BookingDetailScreen = () => {
  const { t } = useTranslation();
  const { customerServiceId } = useParams();
  const { lookup, reload } = useBooking(parseCustomerServiceId(customerServiceId));
  if (lookup.state === 'found') return <BookingDetail booking={lookup.booking} onExpired={reload} />;
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

const BookingDetail = ({ booking: b, onExpired }: { booking: Booking; onExpired(): void }) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = useMoney();
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
  const fee = b.summary.details.serviceFee;
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
    {
      label: promotion
        ? t('summary.discountWithName', { name: promotionNameIn(promotion, language) })
        : t('booking.discount'),
      value: money.baht(fee.discount),
    },
    { label: t('booking.unitRent'), value: money.baht(fee.total) },
    ...b.summary.details.extraFee.map((extra) => ({
      label: `${t('booking.otherCharges')}: ${nameIn(extra, language)}`,
      value: money.baht(extra.amount),
    })),
    { label: t('booking.total'), value: money.satang(figures.total) },
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
      {awaiting ? (
        <p className="booking-detail__countdown">
          <span id="booking-countdown-label">{t('bookingDetail.pendingPayment')}</span>{' '}
          <strong role="timer" aria-labelledby="booking-countdown-label" data-testid="booking-countdown">
            {formatCountdown(secondsLeft)}
          </strong>
        </p>
      ) : null}
      <h2 className="booking-detail__section">{t('bookingDetail.details')}</h2>
      <DetailsList items={items} />
      <h2 className="booking-detail__section">{t('bookingDetail.bills')}</h2>
      <BillsTable bills={figures.bills} dueIds={b.due_invoice_ids} dueNow={figures.dueNow} onPay={pay} />
      <dl className="history__details booking-detail__figures">
        <div>
          <dt>{t('bookingDetail.paid')}</dt>
          <dd data-testid="detail-paid">{money.satang(figures.paid)}</dd>
        </div>
        <div>
          <dt>{t('bookingDetail.balance')}</dt>
          <dd data-testid="detail-balance">{money.satang(figures.balance)}</dd>
        </div>
        <div>
          <dt>{t('bookingDetail.dueNow')}</dt>
          <dd data-testid="detail-due-now">{money.satang(figures.dueNow)}</dd>
        </div>
      </dl>
      <TaxDocuments customerServiceId={b.customerService_id} bills={figures.bills} />
      <RefundDocument booking={b} />
      {figures.dueNow > 0 ? (
        <div className="form__actions">
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
        </div>
      ) : null}
      <RentalActions booking={b} />
    </Page>
  );
};
