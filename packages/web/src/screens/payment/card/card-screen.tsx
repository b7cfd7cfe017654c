import { buildInvoicePaymentRequest, isAllowedRedirect, ROUTES, SelfStorageError } from '@self-storage/core';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { paymentOrigins } from '#app/services.ts';
import { useClient, useSessionStore } from '#app/services-context.tsx';
import { useTranslation } from '#app/translation.tsx';
import { useFailure } from '#screens/booking/flow/use-failure.ts';
import { PaymentLayout } from '../shared/payment-layout.tsx';
import { useCountdown } from '../shared/use-countdown.ts';
import { usePaymentBooking } from '../shared/use-payment-booking.ts';

/** A card page address the browser must not follow: shown as the card failure. */
const untrustedRedirect = (url: string) =>
  new SelfStorageError({
    code: 'invalid_reply',
    key: 'payment.online.error',
    message: `The card checkout answered an address this app does not go to: ${url}`,
  });

/**
 * Pay by card (SPEC section 4): the checkout gives the card page's address and the browser goes
 * there; the card page sends it back to `/?action=payment-success` or `payment-fail`. A failed
 * checkout is `payment.online.error` and back to the re-payment summary.
 */
export const CardScreen = () => {
  const { t } = useTranslation();
  const client = useClient();
  const session = useSessionStore();
  const fail = useFailure();
  const { serviceId, booking } = usePaymentBooking(ROUTES.service);
  const seconds = useCountdown(booking !== undefined, () => fail('payment.timeout', ROUTES.service));

  useEffect(() => {
    if (!booking) return;
    const abort = new AbortController();
    try {
      const request = buildInvoicePaymentRequest(booking, session.requireToken());
      client.payment.cardCheckout(request, { signal: abort.signal }).then(
        (url) => {
          if (isAllowedRedirect(url, paymentOrigins())) window.location.assign(url);
          else fail(untrustedRedirect(url), ROUTES.repaymentSummary);
        },
        (error) => fail(error, ROUTES.repaymentSummary),
      );
    } catch (error) {
      fail(error, ROUTES.service);
    }
    return () => abort.abort();
  }, [client, session, fail, booking]);

  if (serviceId === undefined) return <Navigate to={ROUTES.service} replace />;
  return (
    <PaymentLayout
      title={t('payment.online.title')}
      serviceId={serviceId}
      booking={booking}
      seconds={seconds}
    >
      <p className="page-loading" role="status">
        {t('payment.online.redirecting')}
      </p>
    </PaymentLayout>
  );
};
