import { PAYMENT_COUNTDOWN_S, SelfStorageError } from '@self-storage/core';
import { ROUTES } from '@self-storage/core/flow';
import { isAllowedRedirect } from '@self-storage/core/links';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { paymentOrigins } from '#app/services.ts';
import { useCountdown, useDeadline } from '#app/use-countdown.ts';
import { useCardCheckoutQuery, useInvoicePayment } from '#data/payments.ts';
import { useFailureOf } from '#data/use-failure-of.ts';
import { LoadingStatus } from '#shell/loading-status.tsx';
import { useFailure } from '#signed-in/use-failure.ts';
import { usePaymentBooking } from '#signed-in/use-payment-booking.ts';
import { PaymentLayout } from '../shared/payment-layout.tsx';

/** A card page address the browser must not follow: shown as the card failure. */
const untrustedRedirect = (url: string) =>
  new SelfStorageError({
    code: 'invalid_reply',
    key: 'payment.online.error',
    message: `The card checkout answered an address this app does not go to: ${url}`,
  });

/**
 * Pay by card (SPEC section 4): the checkout gives the card page's address and the browser goes
 * there, in place of this page; the card page sends it back to `/?action=payment-success` or
 * `payment-fail`, or on cancel to the booking's re-payment. A failed checkout is
 * `payment.online.error` and back to the re-payment summary.
 */
export const CardScreen = () => {
  const { t } = useTranslation();
  const fail = useFailure();
  const { serviceId, booking } = usePaymentBooking(ROUTES.service);
  // SPEC section 4: 600 s from when the payment page opened.
  const deadline = useDeadline(PAYMENT_COUNTDOWN_S);
  const seconds = useCountdown(deadline.endsAt, () => fail('payment.timeout', ROUTES.service));

  const { request, refusal } = useInvoicePayment(booking);
  const checkout = useCardCheckoutQuery(request);
  useFailureOf(refusal, (error) => fail(error, ROUTES.service));
  useFailureOf(checkout.error, (error) => fail(error, ROUTES.repaymentSummary));
  const url = checkout.data;

  useEffect(() => {
    if (url === undefined) return;
    // Replacing this page's history entry: Back from the card page lands on the summary before it,
    // not here, where a second visit would forward to the card page again.
    if (isAllowedRedirect(url, paymentOrigins())) window.location.replace(url);
    else fail(untrustedRedirect(url), ROUTES.repaymentSummary);
  }, [url, fail]);

  if (serviceId === undefined) return <Navigate to={ROUTES.service} replace />;
  return (
    <PaymentLayout
      title={t('payment.online.title')}
      serviceId={serviceId}
      booking={booking}
      seconds={seconds}
    >
      <LoadingStatus text={t('payment.online.redirecting')} />
    </PaymentLayout>
  );
};
