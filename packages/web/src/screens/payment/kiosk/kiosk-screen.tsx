import { BOOKING_HOLD_HOURS, kioskCountdownEnd } from '@self-storage/core';
import { groupedReference, isPaidUp } from '@self-storage/core/figures';
import { ROUTES } from '@self-storage/core/flow';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { useFlowStore } from '#app/booking-context.ts';
import { useClient } from '#app/services-context.tsx';
import { useCountdown } from '#app/use-countdown.ts';
import { useLanguage } from '#app/use-language.ts';
import { useForgetBookings } from '#data/bookings.ts';
import { useStatement } from '#data/statement.ts';
import { LoadingStatus } from '#shell/loading-status.tsx';
import { deadlineTime } from '#signed-in/booking-panel.tsx';
import { DueNowNote } from '#signed-in/due-now-note.tsx';
import { useFailure } from '#signed-in/use-failure.ts';
import { useMoney } from '#signed-in/use-money.ts';
import { usePaymentBooking } from '#signed-in/use-payment-booking.ts';
import type { PaidState } from '../result/paid-state.ts';
import { PaymentLayout } from '../shared/payment-layout.tsx';
import { useSuccessPreload } from '../shared/use-success-preload.ts';
import { CopyButton } from './copy-button.tsx';
import { KioskBranches } from './kiosk-branches.tsx';

/**
 * Pay at a kiosk (SPEC section 4): the pay reference and instructions; when the countdown ends
 * the user is told and goes to /service. 'Re-booking' starts a new booking. A kiosk payment has
 * no event stream, so the page asks its booking while it is open: once paid (also on a reload of
 * a paid booking's page, and at the countdown's end, asked before saying time ran out) it goes
 * to the success page. The reference is grouped for reading and copied whole; the branches with
 * a kiosk and what follows the payment are said beside it.
 */
export const KioskScreen = () => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { clock } = useClient();
  const fail = useFailure();
  const navigate = useNavigate();
  const flowStore = useFlowStore();
  const money = useMoney();
  const forgetBookings = useForgetBookings();
  const { serviceId, booking, recheck } = usePaymentBooking(ROUTES.service, { watch: true });
  // What the kiosk takes: the statement's due now, net of withholding for a company paying net.
  const statement = useStatement(serviceId ?? 0, { enabled: serviceId !== undefined }).data;
  const paidUp = booking !== undefined && isPaidUp(booking);
  useSuccessPreload(booking !== undefined && !paidUp);
  // SPEC section 4's 600 s, from when the booking was made by the server's clock: a reload, a
  // second tab or a device clock off by minutes shows the same time left.
  const seconds = useCountdown(
    booking ? kioskCountdownEnd(booking.payment_deadline) : undefined,
    () => {
      void recheck().then((latest) => {
        if (!latest || !isPaidUp(latest)) fail('payment.timeout', ROUTES.service);
      });
    },
    clock.now,
  );

  useEffect(() => {
    if (!paidUp || serviceId === undefined) return;
    forgetBookings();
    navigate(ROUTES.paymentSuccess, {
      replace: true,
      state: { customerServiceId: serviceId } satisfies PaidState,
    });
  }, [paidUp, serviceId, forgetBookings, navigate]);

  if (serviceId === undefined) return <Navigate to={ROUTES.service} replace />;
  const reference = booking ? (booking.payment_reference ?? booking.booking_number) : '';
  return (
    <PaymentLayout
      title={t('payment.kiosk.title')}
      serviceId={serviceId}
      booking={booking}
      seconds={seconds}
      // Two times run here, each said as what it is: how long this page waits (the countdown),
      // and until when the reference can be paid at a kiosk (SPEC section 9's 2 hours, by the clock).
      countdown={(shown) => ({
        label: t('payment.kioskTimes.waitLabel'),
        note: `${t('payment.expiresNotice', { hours: BOOKING_HOLD_HOURS })} ${t(
          'payment.kioskTimes.payUntil',
          {
            time: deadlineTime(shown.payment_deadline, language, clock.now()),
          },
        )}`,
      })}
    >
      {booking && !paidUp ? (
        <div className="kiosk">
          <p className="kiosk__label">{t('payment.kiosk.referenceLabel')}</p>
          <div className="kiosk__reference-row">
            <p className="kiosk__reference" data-testid="kiosk-reference">
              {groupedReference(reference)}
            </p>
            <CopyButton text={reference} />
          </div>
          {statement ? (
            <>
              <p className="kiosk__amount">
                <span>{t('payment.amountDue')}</span>
                <strong data-testid="kiosk-amount">{money.baht(statement.due_now.net)}</strong>
              </p>
              <DueNowNote dueNow={statement.due_now} />
            </>
          ) : (
            <LoadingStatus />
          )}
          <p>{t('payment.kiosk.instructions')}</p>
          <KioskBranches bookedBranchId={booking.project.id} />
          <h2 className="kiosk__heading">{t('payment.kiosk.afterTitle')}</h2>
          <p>{t('payment.kiosk.after')}</p>
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
