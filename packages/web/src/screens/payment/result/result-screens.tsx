import { bookingDetailPath, ROUTES } from '@self-storage/core/flow';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useCurrentService, useFlowStore } from '#app/booking-context.ts';
import { useBookingLookup } from '#data/bookings.ts';
import { useStatement } from '#data/statement.ts';
import { useFailureOf } from '#data/use-failure-of.ts';
import { isCardDeclined } from '#deeplinks/card-declined.ts';
import { Link } from '#shell/link.tsx';
import { LoadingStatus } from '#shell/loading-status.tsx';
import { Page } from '#shell/page.tsx';
import { useFailure } from '#signed-in/use-failure.ts';
import { useMoney } from '#signed-in/use-money.ts';
import { AutopayOffer } from './autopay-offer.tsx';
import { BookingConfirmation } from './booking-confirmation.tsx';
import { usePaidBooking } from './use-paid-booking.ts';
import { useWaitingPayment } from './use-waiting-payment.ts';

/** Both result pages end the booking in hand: the saved service and the flow (SPEC section 4). */
const useFinishedBooking = (): void => {
  const currentService = useCurrentService();
  const flowStore = useFlowStore();
  useEffect(() => {
    currentService.clear();
    flowStore.dispatch({ type: 'reset' });
  }, [currentService, flowStore]);
};

export const PaymentSuccessScreen = () => {
  const { t } = useTranslation();
  const serviceId = useSerParam();
  const { customerServiceId, booking, paidInvoiceIds } = usePaidBooking();
  useFinishedBooking();
  return (
    <Page title={t('payment.success.title')}>
      <div className="result result--success">
        <span className="result__icon" aria-hidden="true">
          ✓
        </span>
        <p>{booking ? t('confirmation.message') : t('payment.success.message')}</p>
        {booking ? (
          <BookingConfirmation booking={booking} paidInvoiceIds={paidInvoiceIds} />
        ) : customerServiceId !== undefined ? (
          <LoadingStatus text={t('confirmation.loading')} />
        ) : null}
        {booking ? <AutopayOffer booking={booking} /> : null}
        <div className="result__actions">
          {customerServiceId !== undefined ? (
            <Link to={bookingDetailPath(customerServiceId)} className="button button--secondary">
              {t('confirmation.viewBooking')}
            </Link>
          ) : null}
          <NextStepButton serviceId={serviceId} />
        </div>
      </div>
    </Page>
  );
};

/** The query `ser` of a result page: the re-paid service, or undefined after a new booking. */
const useSerParam = (): number | undefined => {
  const [params] = useSearchParams();
  const ser = Number(params.get('ser') ?? 0);
  return Number.isSafeInteger(ser) && ser > 0 ? ser : undefined;
};

/** With `ser` absent or 0 a 'new booking' button, otherwise 're-pay' that booking (SPEC section 2). */
const NextStepButton = ({ serviceId }: { serviceId: number | undefined }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const currentService = useCurrentService();
  return serviceId === undefined ? (
    <button type="button" className="button button--primary" onClick={() => navigate(ROUTES.service)}>
      {t('payment.fail.newBooking')}
    </button>
  ) : (
    <button
      type="button"
      className="button button--primary"
      onClick={() => {
        currentService.save({ serviceState: 'checkout', serviceId });
        navigate(ROUTES.repaymentSummary);
      }}
    >
      {t('payment.fail.repay')}
    </button>
  );
};

export const PaymentFailScreen = () => {
  const { t } = useTranslation();
  const serviceId = useSerParam();
  const phase = useWaitingPayment(serviceId);
  const { state } = useLocation();
  useFinishedBooking();
  const waiting = phase === 'waiting' || phase === 'checking';
  const declined = serviceId !== undefined && !waiting && isCardDeclined(state);
  return (
    <Page title={t(declined ? 'told.cardDeclinedTitle' : 'payment.fail.title')}>
      <div className="result result--fail">
        <span className="result__icon" aria-hidden="true">
          !
        </span>
        {declined ? (
          <CardDeclined serviceId={serviceId} />
        ) : (
          <>
            {waiting ? (
              <>
                <p>{t('payment.fail.notArrived')}</p>
                <LoadingStatus text={t('payment.fail.listening')} />
              </>
            ) : (
              <p>{t(serviceId === undefined ? 'told.failBookAgain' : 'told.failPayAgain')}</p>
            )}
            <NextStepButton serviceId={serviceId} />
          </>
        )}
      </div>
    </Page>
  );
};

/** The card page turned the card down: which booking, how much, and the two ways on it offers. */
const CardDeclined = ({ serviceId }: { serviceId: number }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const currentService = useCurrentService();
  const money = useMoney();
  const fail = useFailure();
  const lookup = useBookingLookup(serviceId);
  useFailureOf(lookup.error, (error) => fail(error, ROUTES.history));
  const booking = lookup.data?.booking;
  // What the card page charged: the statement's due now, net for a company paying net.
  const statement = useStatement(serviceId).data;
  const payWith = (route: string) => {
    currentService.save({ serviceState: 'checkout', serviceId });
    navigate(route);
  };
  if (!booking || !statement) return <LoadingStatus />;
  return (
    <>
      <p>
        {t('told.cardDeclined', {
          number: booking.booking_number,
          amount: money.figure(statement.due_now.net),
        })}
      </p>
      <div className="result__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => payWith(ROUTES.paymentCredit)}
        >
          {t('told.anotherCard')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => payWith(ROUTES.repaymentSummary)}
        >
          {t('told.anotherMethod')}
        </button>
      </div>
    </>
  );
};
