import { bookingDetailPath, ROUTES } from '@self-storage/core/flow';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCurrentService, useFlowStore } from '#app/booking-context.ts';
import { useTranslation } from '#app/translation.tsx';
import { Link } from '#shell/link.tsx';
import { LoadingStatus } from '#shell/loading-status.tsx';
import { Page } from '#shell/page.tsx';
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
  useFinishedBooking();
  const waiting = phase === 'waiting' || phase === 'checking';
  return (
    <Page title={t('payment.fail.title')}>
      <div className="result result--fail">
        <span className="result__icon" aria-hidden="true">
          !
        </span>
        {waiting ? (
          <>
            <p>{t('payment.fail.notArrived')}</p>
            <LoadingStatus text={t('payment.fail.listening')} />
          </>
        ) : (
          <p>{t('payment.fail.message')}</p>
        )}
        <NextStepButton serviceId={serviceId} />
      </div>
    </Page>
  );
};
