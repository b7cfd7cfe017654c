import { PAYMENT_COUNTDOWN_S, ROUTES } from '@self-storage/core';
import { Navigate, useNavigate } from 'react-router-dom';
import { useFlowStore } from '#app/booking-context.ts';
import { useTranslation } from '#app/translation.tsx';
import { useCountdown, useDeadline } from '#app/use-countdown.ts';
import { useFailure } from '#screens/booking/flow/use-failure.ts';
import { useMoney } from '#screens/booking/shared/use-money.ts';
import { PaymentLayout } from '../shared/payment-layout.tsx';
import { usePaymentBooking } from '../shared/use-payment-booking.ts';

/**
 * Pay at a kiosk (SPEC section 4): the pay reference and instructions; when the countdown ends
 * the user is told and goes to /service. 'Re-booking' starts a new booking.
 */
export const KioskScreen = () => {
  const { t } = useTranslation();
  const fail = useFailure();
  const navigate = useNavigate();
  const flowStore = useFlowStore();
  const money = useMoney();
  const { serviceId, booking } = usePaymentBooking(ROUTES.service);
  // SPEC section 4: 600 s from when the payment page opened.
  const deadline = useDeadline(PAYMENT_COUNTDOWN_S);
  const seconds = useCountdown(deadline.endsAt, () => fail('payment.timeout', ROUTES.service));

  if (serviceId === undefined) return <Navigate to={ROUTES.service} replace />;
  return (
    <PaymentLayout title={t('payment.kiosk.title')} serviceId={serviceId} booking={booking} seconds={seconds}>
      {booking ? (
        <div className="kiosk">
          <p className="kiosk__reference" data-testid="kiosk-reference">
            {t('payment.kiosk.reference', { reference: booking.payment_reference ?? booking.booking_number })}
          </p>
          <p className="kiosk__amount">
            <span>{t('payment.amountDue')}</span>
            <strong>{money.baht(booking.amount_due)}</strong>
          </p>
          <p>{t('payment.kiosk.instructions')}</p>
          <div className="form__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                flowStore.dispatch({ type: 'reset' });
                navigate(ROUTES.service);
              }}
            >
              {t('payment.kiosk.rebook')}
            </button>
          </div>
        </div>
      ) : null}
    </PaymentLayout>
  );
};
